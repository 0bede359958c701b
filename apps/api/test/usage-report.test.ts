import { describe, expect, it } from 'vitest';
import { usageReportCsv, UsageReportSchema } from '@essay/contracts';
import { classOfEssay, usageRange, weeksOf } from '../src/modules/usage/usage.service.ts';
import {
  api,
  createHomework,
  givePoints,
  insertArticle,
  signUp,
  waitForGraded,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import { accountForm, platformForFile } from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '2' },
  { workers: true },
);

/** An account form (`/account` + url): its answer's body. */
const form = async (token: string, url: string, fields: Record<string, string | number>) =>
  (await accountForm(p, token, url, fields)).body;

describe('usage report (GET /api/admin/usage)', () => {
  it('counts the school’s real corrections by week, teacher, class and level, and the CSV has the same numbers', async () => {
    const school = 'Usage School A';
    const teacher = await signUp(p, school, 'teacher');
    const admin = await signUp(p, school, 'admin');
    const otherAdmin = await signUp(p, 'Usage School B', 'admin');
    const student = await signUp(p, school, 'student');
    await givePoints(p, teacher, school, 20);
    await form(teacher.token, '/user/save', { nickname: '林老師' });
    const classA = (await form(teacher.token, '/schoolclass/add', { cls_name: '801' })).data
      .id as number;
    const classB = (await form(teacher.token, '/schoolclass/add', { cls_name: '802' })).data
      .id as number;
    const [kid] = (
      await form(teacher.token, '/schoolclass/add_students', { id: classB, names: '王小明' })
    ).rows as { id: number }[];

    // One homework of class 801 (two essays), one of both classes (an essay of a 802 student, one unattributed).
    const one = await createHomework(p, teacher.token, {
      name: '我的志願',
      assigned_classes: [classA],
    });
    await insertArticle(p, one, ESSAY_ZH);
    await insertArticle(p, one, ESSAY_ZH);
    const both = await createHomework(p, teacher.token, {
      name: 'My Hobby',
      assigned_classes: [classA, classB],
    });
    const kidEssay = await insertArticle(p, both, ESSAY_EN);
    await p.db.query('UPDATE api.articles SET student_user_id = $2 WHERE id = $1', [
      kidEssay,
      kid!.id,
    ]);
    await insertArticle(p, both, ESSAY_EN);
    for (const id of [one, both]) {
      expect(
        (await api(p, 'PATCH', `/api/teacher/homeworks/${id}/articles/all/grade`, teacher.token))
          .status,
      ).toBe(200);
      await waitForGraded(p, teacher.token, id);
    }

    // Issue 29: the teacher's level of one essay, in the rubric's one format ("6級分", not "6").
    const [firstEssay] = (await p.db.query<{ id: number }>(
      'SELECT id FROM api.articles WHERE homework_id = $1 ORDER BY id LIMIT 1',
      [one],
    ))!;
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${firstEssay!.id}/override`, teacher.token, {
          level: 6,
          dimensions: {},
        })
      ).status,
    ).toBe(200);

    const res = await api(p, 'GET', '/api/admin/usage', admin.token);
    expect(res.status).toBe(200);
    const report = UsageReportSchema.parse(res.body);
    expect(report.essays_corrected).toBe(4);
    expect(report.points_spent).toBe(8);
    expect(report.by_week.reduce((n, w) => n + w.essays_corrected, 0)).toBe(4);
    expect(report.by_week).toHaveLength(weeksOf(report.from, report.to).length);
    expect(report.by_teacher).toEqual([
      { teacher_id: teacher.userId, teacher_name: '林老師', essays_corrected: 4, points_spent: 8 },
    ]);
    expect(report.by_class).toEqual([
      { class_id: classA, class_name: '801', essays_corrected: 2, points_spent: 4 },
      { class_id: null, class_name: '', essays_corrected: 1, points_spent: 2 },
      { class_id: classB, class_name: '802', essays_corrected: 1, points_spent: 2 },
    ]);
    expect(report.levels.reduce((n, l) => n + l.essays, 0)).toBe(4);
    const levels = report.levels.map((l) => l.level);
    expect(levels).toContain('6級分');
    for (const level of levels.filter(
      (l) => report.levels.find((r) => r.level === l)!.homework_id === one,
    ))
      expect(level).toMatch(/^\d級分$/);
    for (const level of levels.filter(
      (l) => report.levels.find((r) => r.level === l)!.homework_id === both,
    ))
      expect(level).toMatch(/^\d+\/20$/);
    expect(
      report.levels.filter((l) => l.homework_id === one).every((l) => l.class_id === classA),
    ).toBe(true);
    expect(report.levels.find((l) => l.homework_id === both && l.class_id === classB)?.essays).toBe(
      1,
    );

    const csv = await p.app.inject({
      method: 'GET',
      url: '/api/admin/usage?format=csv',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(csv.body).toBe(usageReportCsv(report));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'section,week,teacher,class,homework,level,essays_corrected,points_spent,essays',
    );
    expect(lines).toContain(`total,${report.from}..${report.to},,,,,4,8,`);
    expect(lines).toContain('teacher,,林老師,,,,4,8,');
    expect(lines).toContain('class,,,801,,,2,4,');

    // Another school's admin sees none of it; a range before the corrections is empty.
    const other = UsageReportSchema.parse(
      (await api(p, 'GET', '/api/admin/usage', otherAdmin.token)).body,
    );
    expect(other).toMatchObject({
      essays_corrected: 0,
      points_spent: 0,
      by_teacher: [],
      by_class: [],
      levels: [],
    });
    const earlier = (
      await api(p, 'GET', '/api/admin/usage?from=2020-01-01&to=2020-01-31', admin.token)
    ).body;
    expect(earlier).toMatchObject({
      from: '2020-01-01',
      to: '2020-01-31',
      essays_corrected: 0,
      levels: [],
    });
    expect(earlier.by_week).toHaveLength(5);

    for (const token of [teacher.token, student.token])
      expect((await api(p, 'GET', '/api/admin/usage', token)).status).toBe(403);
    expect((await api(p, 'GET', '/api/admin/usage')).status).toBe(401);
  }, 300_000);

  it('refuses bad ranges and formats as input', async () => {
    const admin = await signUp(p, 'Usage School C', 'admin');
    for (const query of [
      'from=2026-02-30',
      'from=2026-03-01&to=2026-02-01',
      'to=yesterday',
      'format=xml',
      'from=2020-01-01&to=2026-01-01',
    ]) {
      const res = await api(p, 'GET', `/api/admin/usage?${query}`, admin.token);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBeTypeOf('string');
    }
  });
});

describe('usage report rules', () => {
  it('defaults to the last 84 Taiwan days and lists every Monday the range touches', () => {
    // 2026-11-23 20:00 UTC is already 11-24 in Taiwan.
    expect(usageRange({}, new Date('2026-11-23T20:00:00Z'))).toEqual({
      from: '2026-09-02',
      to: '2026-11-24',
    });
    expect(usageRange({ from: '2026-11-01' }, new Date('2026-11-23T00:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(weeksOf('2026-11-01', '2026-11-16')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
  });

  it('puts an essay in its student’s class, else the homework’s only class, else none', () => {
    const members = new Map([[7, new Set([2])]]);
    expect(classOfEssay([1, 2], 7, members)).toBe(2);
    expect(classOfEssay([1, 2], null, members)).toBeNull();
    expect(classOfEssay([1], null, members)).toBe(1);
    expect(classOfEssay([1], 7, members)).toBe(1);
    expect(classOfEssay([], null, members)).toBeNull();
  });

  it('writes spreadsheet-safe CSV', () => {
    const csv = usageReportCsv({
      from: '2026-01-01',
      to: '2026-01-07',
      essays_corrected: 1,
      points_spent: 0,
      by_week: [],
      by_teacher: [
        { teacher_id: 1, teacher_name: '=HYPERLINK("x")', essays_corrected: 1, points_spent: 0 },
      ],
      by_class: [],
      levels: [],
    });
    expect(csv).toContain(`teacher,,"'=HYPERLINK(""x"")",,,,1,0,`);
  });
});
