import { describe, expect, it } from 'vitest';
import {
  GRADES_CSV_LABELS,
  homeworkGradesCsv,
  HomeworkGradesSchema,
  ReportDocumentSchema,
  type HomeworkGrades,
} from '@essay/contracts';
import { api, createHomework, insertArticle, signUp, type TestUser } from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import {
  accountForm,
  classJoinedBy,
  correctAllAndWait,
  openWindow,
  platformForFile,
} from './support/school-fixture.ts';

/**
 * Issue 41 §5: a homework's grades out for the school's grade book. The level is the teacher's
 * where they set one, else the engine's; a revised essay is one row, its latest version; paper
 * essays with a name only (or none, or no title) are rows too; the CSV is in the asked locale's
 * words, neutralises formulas and is the teacher's (or the school admin's) only.
 */
const p = platformForFile({ FREE_IMAGE_ARTICLE_GRADE_TIMES: '10' }, { workers: true });

const SCHOOL = 'Grades School';

const rename = async (student: TestUser, nickname: string) =>
  expect((await accountForm(p, student.token, '/user/save', { nickname })).status).toBe(200);

async function grades(token: string, homeworkId: number, query = ''): Promise<HomeworkGrades> {
  const res = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/grades${query}`, token);
  expect(res.status).toBe(200);
  return HomeworkGradesSchema.parse(res.body);
}

async function csvOf(token: string, homeworkId: number, query: string, headers = {}) {
  return p.app.inject({
    method: 'GET',
    url: `/api/teacher/homeworks/${homeworkId}/grades${query}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

/** A CSV file's cells (RFC 4180 quoting), the BOM removed. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

/** The engine's own level and dimension scores of an essay, as its report document has them. */
async function engineScores(teacher: TestUser, articleId: number) {
  const doc = ReportDocumentSchema.parse(
    (await api(p, 'GET', `/api/articles/${articleId}/report.json`, teacher.token)).body,
  );
  return {
    level: doc.report.level,
    fullScore: doc.report.fullScore,
    dimensions: Object.fromEntries(doc.report.dimensions.map((d) => [d.key, d.score])),
    names: doc.report.dimensions.map((d) => d.name),
  };
}

describe('grades out (GET /api/teacher/homeworks/{id}/grades)', () => {
  it('carries the teacher’s level over the engine’s, a revision’s latest version, and every essay’s own scores', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const [amy, ben] = [await signUp(p, SCHOOL, 'student'), await signUp(p, SCHOOL, 'student')];
    await rename(amy, 'Amy Lin');
    await rename(ben, 'Ben Wu');
    const cls = (await classJoinedBy(p, teacher, '801', [amy, ben])).id;
    const homeworkId = await createHomework(p, teacher.token, {
      ...openWindow(),
      name: 'My notebook',
      submission_method: 'student',
      assigned_classes: [cls],
      students: [],
      allow_revision: true,
    });
    const handIn = async (student: TestUser, content: string) =>
      (
        await api(p, 'POST', `/api/student/homeworks/${homeworkId}/submission`, student.token, {
          content,
        })
      ).body as { id: number; revision_of: number | null };
    const amyFirst = await handIn(amy, ESSAY_EN.replace('because', 'becuase'));
    const benEssay = await handIn(ben, ESSAY_EN.replace('notice', 'notise'));
    await correctAllAndWait(p, teacher.token, homeworkId);

    // The teacher's level and one dimension of Ben's essay: unlike the engine's, whatever it was.
    const engine = await engineScores(teacher, benEssay.id);
    const teacherLevel = engine.level >= engine.fullScore / 2 ? 3 : engine.fullScore - 2;
    const [firstKey, firstScore] = Object.entries(engine.dimensions)[0]!;
    const teacherDimension = firstScore === 0 ? 1 : 0;
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${benEssay.id}/override`, teacher.token, {
          level: teacherLevel,
          dimensions: { [firstKey]: teacherDimension },
        })
      ).status,
    ).toBe(200);

    // Amy revises: until the revision is corrected her row is the revision, without a level yet.
    const amyRevision = await handIn(amy, ESSAY_EN);
    expect(amyRevision.revision_of).toBe(amyFirst.id);
    const waiting = await grades(teacher.token, homeworkId);
    expect(waiting.rows.map((r) => [r.article_id, r.version, r.status, r.level])).toEqual([
      [amyRevision.id, 2, 'submitted', null],
      [benEssay.id, 1, 'graded', teacherLevel],
    ]);
    await correctAllAndWait(p, teacher.token, homeworkId);

    const result = await grades(teacher.token, homeworkId);
    expect(result.homework_name).toBe('My notebook');
    expect(result.rows).toHaveLength(2);
    const [amyRow, benRow] = result.rows;
    expect(amyRow).toMatchObject({
      article_id: amyRevision.id,
      student_user_id: amy.userId,
      class_name: '801',
      seat_number: '',
      version: 2,
      status: 'graded',
      level_by: 'engine',
    });
    expect(benRow).toMatchObject({
      article_id: benEssay.id,
      student_user_id: ben.userId,
      class_name: '801',
      version: 1,
      level: teacherLevel,
      level_label: `${teacherLevel}/${engine.fullScore}`,
      level_by: 'teacher',
      full_score: engine.fullScore,
    });
    // The teacher's dimension wins; the others are the engine's.
    expect(benRow!.dimensions).toEqual({ ...engine.dimensions, [firstKey]: teacherDimension });
    // Amy's row is her revision's report, whatever the engine said (not her first essay's).
    const revised = await engineScores(teacher, amyRevision.id);
    expect([amyRow!.level, amyRow!.dimensions]).toEqual([revised.level, revised.dimensions]);
    // The rubric's dimensions, named in the asked locale, in its order.
    expect(result.dimensions.map((d) => d.name)).toEqual(revised.names.map((n) => n.en));
    const zh = await grades(teacher.token, homeworkId, '?locale=zh-tw');
    expect(zh.dimensions.map((d) => d.name)).toEqual(revised.names.map((n) => n['zh-tw']));
    expect(zh.rows).toEqual(result.rows);

    // The CSV is the same rows in the locale's words: the level the teacher confirmed included.
    const csv = await csvOf(teacher.token, homeworkId, '?format=csv&locale=zh-tw');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="grades-${homeworkId}.csv"`,
    );
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toBe(homeworkGradesCsv(zh));
    const [header, ...lines] = parseCsv(csv.body);
    const t = GRADES_CSV_LABELS['zh-tw'];
    expect(header!.slice(0, 9)).toEqual([
      t.student,
      t.seat,
      t.class,
      t.title,
      t.version,
      t.level,
      t.score,
      t.fullScore,
      t.levelBy,
    ]);
    expect(header!.at(-1)).toBe('狀態');
    expect(header!.slice(9, -1)).toEqual(
      revised.names.map((n, i) => `${n['zh-tw']}（滿分 ${zh.dimensions[i]!.max_score}）`),
    );
    const benLine = lines.find((l) => l[0] === benRow!.student_name)!;
    expect(benLine.slice(5, 9)).toEqual([
      `${teacherLevel}/${engine.fullScore}`,
      String(teacherLevel),
      String(engine.fullScore),
      '教師',
    ]);
    expect(benLine.at(-1)).toBe('批改完成');
    expect(lines.find((l) => l[0] === amyRow!.student_name)![8]).toBe('系統');

    // No locale asked: the browser's language, else English.
    const byBrowser = await csvOf(teacher.token, homeworkId, '?format=csv', {
      'accept-language': 'zh-TW,zh;q=0.9',
    });
    expect(byBrowser.body).toBe(csv.body);
    const english = await csvOf(teacher.token, homeworkId, '?format=csv');
    expect(parseCsv(english.body)[0]!.slice(0, 3)).toEqual(['Student', 'Seat number', 'Class']);
    expect(english.body).toContain('Correction complete');
  });

  it('lists paper essays by name, without one or untitled, and neutralises a formula in a name', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const cls = (await classJoinedBy(p, teacher, '八年三班', [])).id;
    const homeworkId = await createHomework(p, teacher.token, {
      name: '我的暑假',
      assigned_classes: [cls],
      students: [],
    });
    const formula = await insertArticle(p, homeworkId, ESSAY_ZH, 'homework_1');
    const nameless = await insertArticle(p, homeworkId, ESSAY_ZH, 'homework_2');
    const titled = await insertArticle(p, homeworkId, ESSAY_ZH, '爬山記');
    await p.db.query('UPDATE api.articles SET student_name = $2 WHERE id = $1', [formula, '=1+1']);
    await p.db.query('UPDATE api.articles SET student_name = $2 WHERE id = $1', [titled, '陳美玲']);
    await correctAllAndWait(p, teacher.token, homeworkId);

    const result = await grades(teacher.token, homeworkId, '?locale=zh-tw');
    const byId = new Map(result.rows.map((r) => [r.article_id, r]));
    expect(result.rows).toHaveLength(3);
    // Names only, no accounts: the homework's one class; an untitled essay's placeholder is left out.
    for (const row of result.rows)
      expect([row.student_user_id, row.class_name, row.level_by]).toEqual([
        null,
        '八年三班',
        'engine',
      ]);
    expect(byId.get(formula)).toMatchObject({ student_name: '=1+1', title: '' });
    expect(byId.get(nameless)).toMatchObject({ student_name: '', title: '' });
    expect(byId.get(titled)).toMatchObject({ student_name: '陳美玲', title: '爬山記' });
    // Every level and score is the essay's own report's (cap-writing: 級分).
    for (const row of result.rows) {
      const engine = await engineScores(teacher, row.article_id);
      expect([row.level, row.dimensions, row.level_label]).toEqual([
        engine.level,
        engine.dimensions,
        `${engine.level}級分`,
      ]);
    }

    const csv = (await csvOf(teacher.token, homeworkId, '?format=csv&locale=zh-tw')).body;
    const lines = parseCsv(csv).slice(1);
    expect(lines.map((l) => l[0]).sort()).toEqual(["'=1+1", '', '陳美玲'].sort());
    expect(csv).not.toMatch(/(^|[,\n\uFEFF])=1\+1/);
  });

  it('is the homework’s teacher’s and the school admin’s only', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const colleague = await signUp(p, SCHOOL, 'teacher');
    const admin = await signUp(p, SCHOOL, 'admin');
    const student = await signUp(p, SCHOOL, 'student');
    const elsewhere = await signUp(p, 'Grades School B', 'teacher');
    const otherAdmin = await signUp(p, 'Grades School B', 'admin');
    const homeworkId = await createHomework(p, teacher.token, { name: 'Mine', students: [] });
    await insertArticle(p, homeworkId, ESSAY_EN, 'Notebook');

    const own = await grades(teacher.token, homeworkId);
    expect(own.rows.map((r) => [r.status, r.level, r.level_by])).toEqual([
      ['submitted', null, null],
    ]);
    expect(await grades(admin.token, homeworkId)).toEqual(own);
    // The trail says who took the grades, of which homework, how many essays.
    const trail = await api(
      p,
      'GET',
      `/api/admin/audit?action=grades.export&homework_id=${homeworkId}`,
      admin.token,
    );
    expect(
      (trail.body.events as { actor_id: number; detail: unknown }[]).map((e) => [
        e.actor_id,
        e.detail,
      ]),
    ).toEqual([
      [admin.userId, { format: 'json', essays: 1 }],
      [teacher.userId, { format: 'json', essays: 1 }],
    ]);
    const status = async (token: string | undefined, query = '') =>
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/grades${query}`, token)).status;
    for (const query of ['', '?format=csv']) {
      expect(await status(student.token, query)).toBe(403);
      expect(await status(colleague.token, query)).toBe(404);
      expect(await status(elsewhere.token, query)).toBe(404);
      expect(await status(otherAdmin.token, query)).toBe(404);
      expect(await status(undefined, query)).toBe(401);
    }
    expect(await status(teacher.token, '?format=xlsx')).toBe(400);
    expect(await status(teacher.token, '?locale=fr')).toBe(400);
    expect((await api(p, 'GET', '/api/teacher/homeworks/0/grades', teacher.token)).status).toBe(
      400,
    );
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId + 1000}/grades`, teacher.token))
        .status,
    ).toBe(404);
  });
});
