import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  AuditTrailSchema,
  ClassTermSchema,
  StudentTermSchema,
  type StudentTerm,
  type WordBookEntry,
} from '@essay/contracts';
import { api, signUp, type TestUser } from './helpers.ts';
import { classWithStudents, platformForFile } from './support/school-fixture.ts';
import { insertClassHomework, insertCorrectedEssay, type Mark } from './support/term-seed.ts';

/**
 * Issue 44: a term of writing built from the corrections the teacher kept (decision 0076). The
 * 錯字本 holds exactly the kept 錯別字 (accepted, edited, added by the teacher or left standing;
 * never rejected, never a possible OCR reading error), grouped by the right form and counted, with
 * mastered words marked; each role reaches only its own; an erased student's term is gone.
 */
const p = platformForFile();

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 8, 1);
const typo = (wrong: string, right: string, extra: Partial<Mark> = {}): Mark => ({
  wrong,
  right,
  kind: 'typo',
  ...extra,
});

async function schoolOf(user: TestUser): Promise<number> {
  return (await p.account.authenticate(user.token)).schoolId;
}

/** Essay E1 (accepted, rejected, OCR-doubted, standing, teacher-added), E2 + revision, E3, E4, E5 (not released). */
async function seedTerm(
  teacher: TestUser,
  student: TestUser,
  classId: number,
  name: string,
  order: 'forward' | 'reverse' = 'forward',
) {
  const schoolId = await schoolOf(teacher);
  const homework = (n: number, released = true) =>
    insertClassHomework(p.db, {
      schoolId,
      teacherId: teacher.userId,
      name: `作文 ${n}`,
      classIds: [classId],
      released,
      createdAt: new Date(T0 + n * DAY),
    });
  const hw = [await homework(1), await homework(2), await homework(3), await homework(4)];
  const hidden = await homework(5, false);
  const base = { studentId: student.userId, studentName: name };
  const essays = [
    {
      key: 'e1',
      homeworkId: hw[0]!,
      level: 3,
      wordCount: 300,
      teacherLevel: 4,
      parts: [
        '我',
        typo('再', '在'),
        '學校讀書',
        typo('得', '的'),
        '時候，',
        typo('以', '已', { ocrSuspect: true }),
        '經很累了。我',
        typo('因', '應'),
        '該早點睡',
        { wrong: ',', right: '，', kind: 'punctuation' as const, reason: 'full-width comma' },
        '明天再寫功課。',
      ],
      submittedAt: new Date(T0 + 1 * DAY),
    },
    {
      key: 'e2',
      homeworkId: hw[1]!,
      level: 3,
      wordCount: 100,
      parts: [
        '他',
        typo('再', '在'),
        '家裡，',
        typo('以', '已', { ocrSuspect: true }),
        '經吃飽了。',
      ],
      submittedAt: new Date(T0 + 2 * DAY),
    },
    {
      key: 'e3',
      homeworkId: hw[2]!,
      level: 4,
      wordCount: 300,
      parts: ['我們', typo('因', '應'), '該珍惜時間，努力向前。'],
      submittedAt: new Date(T0 + 3 * DAY),
    },
    {
      key: 'e4',
      homeworkId: hw[3]!,
      level: 5,
      wordCount: 100,
      parts: ['他在家裡已經寫完了。'],
      submittedAt: new Date(T0 + 4 * DAY),
    },
    {
      key: 'e5',
      homeworkId: hidden,
      level: 5,
      wordCount: 300,
      parts: ['天', typo('汽', '氣'), '很好。'],
      submittedAt: new Date(T0 + 5 * DAY),
    },
  ];
  const ids: Record<string, number> = {};
  for (const e of order === 'forward' ? essays : [...essays].reverse())
    ids[e.key] = await insertCorrectedEssay(p.db, { ...base, ...e });
  // E2's revision: 再 still there (the same essay's, not counted again), 須 new.
  ids.e2b = await insertCorrectedEssay(p.db, {
    ...base,
    homeworkId: hw[1]!,
    level: 4,
    wordCount: 100,
    parts: ['他', typo('再', '在'), '家裡，', typo('須', '需'), '要休息。'],
    submittedAt: new Date(T0 + 2.5 * DAY),
    revisionOf: ids.e2!,
  });
  // The teacher's decisions, through the review's own calls.
  const decide = async (article: string, index: number, decision: 'accept' | 'reject') =>
    expect(
      (
        await api(
          p,
          'PUT',
          `/api/teacher/articles/${ids[article]}/corrections/${index}`,
          teacher.token,
          {
            decision,
          },
        )
      ).status,
    ).toBe(200);
  await decide('e1', 0, 'accept'); // 再→在 accepted
  await decide('e1', 1, 'reject'); // 得→的 rejected
  await decide('e2', 1, 'accept'); // 以→已: the teacher confirms the OCR read it right
  const added = await api(p, 'POST', `/api/teacher/articles/${ids.e1}/corrections`, teacher.token, {
    original: '做',
    suggestion: '作',
    kind: 'typo',
  });
  // '做' is not in E1's text: the teacher adds a mark on what is there instead.
  expect(added.status).toBe(400);
  const addedHere = await api(
    p,
    'POST',
    `/api/teacher/articles/${ids.e1}/corrections`,
    teacher.token,
    {
      original: '功課',
      suggestion: '功課本',
      kind: 'typo',
    },
  );
  expect(addedHere.status).toBe(200);
  return ids;
}

const shape = (entries: readonly WordBookEntry[]) =>
  entries.map((e) => ({
    right: e.right,
    wrong: e.wrong,
    count: e.count,
    essays: e.essays,
    clean_after: e.clean_after,
    mastered: e.mastered,
  }));

/** The term without ids, names and times: what must not depend on them. */
const content = (term: StudentTerm) => ({
  essays: term.essays.map((e) => ({
    level: e.level,
    level_by: e.level_by,
    steps: e.steps.map((s) => [s.version, s.level, s.errors]),
  })),
  statements: term.statements.map((s) => s.text),
  book: term.word_book.entries.map((e) => ({
    ...shape([e])[0],
    sentences: e.occurrences.map((o) => [o.wrong, o.sentence, o.at]),
  })),
});

async function ownTerm(student: TestUser): Promise<StudentTerm> {
  const res = await api(p, 'GET', '/api/student/term', student.token);
  expect(res.status).toBe(200);
  return StudentTermSchema.parse(res.body);
}

describe('the 錯字本 of a term', () => {
  it('holds exactly the kept 錯別字, grouped by the right form and counted, with mastered words marked', async () => {
    const school = `Term School ${Math.random()}`;
    const teacher = await signUp(p, school, 'teacher');
    const student = await signUp(p, school, 'student');
    const classId = await classWithStudents(p, teacher, '七年一班', [student]);
    const ids = await seedTerm(teacher, student, classId, '王小明');

    const term = await ownTerm(student);
    // E5's homework is not released: the student does not see it yet.
    expect(term.essays.map((e) => e.essay_id)).toEqual([ids.e1, ids.e2, ids.e3, ids.e4]);
    expect(term.essays[0]).toMatchObject({ level: 4, level_by: 'teacher', level_label: '4級分' });
    expect(term.essays[1]!.steps.map((s) => [s.article_id, s.version])).toEqual([
      [ids.e2, 1],
      [ids.e2b, 2],
    ]);
    expect(shape(term.word_book.entries)).toEqual([
      // not mastered: 應 came back in E3 and only a short essay without it followed
      { right: '應', wrong: ['因'], count: 2, essays: 2, clean_after: 0, mastered: false },
      // first written in E2's revision; E3 long, E4 short without 需
      { right: '需', wrong: ['須'], count: 1, essays: 1, clean_after: 1, mastered: false },
      // the teacher's own mark; E2, E4 short without 功課本, so only E3 tells
      { right: '功課本', wrong: ['功課'], count: 1, essays: 1, clean_after: 1, mastered: false },
      // E1 accepted + E2 standing (its revision's is the same essay's); E3 long, E4 writes 在
      { right: '在', wrong: ['再'], count: 2, essays: 2, clean_after: 2, mastered: true },
      // E1's was a possible reading error; E2's the teacher confirmed
      { right: '已', wrong: ['以'], count: 1, essays: 1, clean_after: 2, mastered: true },
    ]);
    const rights = term.word_book.entries.map((e) => e.right);
    expect(rights).not.toContain('的'); // rejected
    expect(rights).not.toContain('氣'); // not released
    const zai = term.word_book.entries.find((e) => e.right === '在')!;
    expect(zai.occurrences.map((o) => [o.article_id, o.sentence, o.homework_name])).toEqual([
      [ids.e1, '我再學校讀書得時候，以經很累了。', '作文 1'],
      [ids.e2, '他再家裡，以經吃飽了。', '作文 2'],
    ]);
    const first = zai.occurrences[0]!;
    expect(first.sentence.slice(first.at.start, first.at.end)).toBe('再');

    // what keeps coming back follows from the book: 應 in 2 essays, not mastered; two mastered
    const said = term.statements.map((s) => [s.kind, s.subject, s.figures]);
    expect(said).toContainEqual(['word_recurring', '應', { essays: 2, count: 2 }]);
    expect(said).toContainEqual(['words_mastered', null, { count: 2, later_essays: 2 }]);
    expect(said.filter(([kind]) => kind === 'word_recurring')).toHaveLength(1);
    // levels 4 (teacher), 4 (revision), 4, 5 of 6: no change of 10 points between the halves
    expect(said.some(([kind]) => kind === 'level_rise' || kind === 'level_fall')).toBe(false);

    // The teacher of the class sees the unreleased homework too.
    const seen = await api(p, 'GET', `/api/teacher/students/${student.userId}/term`, teacher.token);
    expect(seen.status).toBe(200);
    const byTeacher = StudentTermSchema.parse(seen.body);
    expect(byTeacher.essays.map((e) => e.essay_id)).toContain(ids.e5);
    expect(byTeacher.word_book.entries.map((e) => e.right)).toContain('氣');
  });

  it('is the same whatever order the essays were stored in and whatever the student is called (metamorphic)', async () => {
    const school = `Term Order ${Math.random()}`;
    const teacher = await signUp(p, school, 'teacher');
    const one = await signUp(p, school, 'student');
    const two = await signUp(p, school, 'student');
    const classId = await classWithStudents(p, teacher, '八年二班', [one, two]);
    await seedTerm(teacher, one, classId, '林一');
    await seedTerm(teacher, two, classId, '=陳二', 'reverse');
    const a = content(await ownTerm(one));
    const b = content(await ownTerm(two));
    expect(b).toEqual(a);
    expect(a.book.length).toBe(5);
  });
});

describe('who may read a term', () => {
  it('a student their own, a teacher their classes’ students; a namesake elsewhere does not leak', async () => {
    const school = `Term Privacy ${Math.random()}`;
    const teacher = await signUp(p, school, 'teacher');
    const colleague = await signUp(p, school, 'teacher');
    const student = await signUp(p, school, 'student');
    const namesake = await signUp(p, school, 'student');
    const classId = await classWithStudents(p, teacher, '九年三班', [student]);
    const otherClass = await classWithStudents(p, colleague, '九年四班', [namesake]);
    await seedTerm(teacher, student, classId, '張三');
    const schoolId = await schoolOf(colleague);
    const theirs = await insertClassHomework(p.db, {
      schoolId,
      teacherId: colleague.userId,
      name: '別班作文',
      classIds: [otherClass],
      released: true,
      createdAt: new Date(T0),
    });
    await insertCorrectedEssay(p.db, {
      homeworkId: theirs,
      studentId: namesake.userId,
      studentName: '張三',
      parts: ['今天', typo('很郁悶', '很鬱悶'), '。'],
      level: 2,
      wordCount: 200,
      submittedAt: new Date(T0 + DAY),
    });
    const elsewhere = await signUp(p, `Term Elsewhere ${Math.random()}`, 'teacher');

    const own = await ownTerm(student);
    expect(own.word_book.entries.map((e) => e.right)).not.toContain('很鬱悶');
    expect((await ownTerm(namesake)).word_book.entries.map((e) => e.right)).toEqual(['很鬱悶']);

    const read = (token: string, id: number) =>
      api(p, 'GET', `/api/teacher/students/${id}/term`, token);
    expect((await read(teacher.token, student.userId)).status).toBe(200);
    expect((await read(teacher.token, namesake.userId)).status).toBe(404);
    expect((await read(colleague.token, student.userId)).status).toBe(404);
    expect((await read(elsewhere.token, student.userId)).status).toBe(404);
    expect((await read(student.token, student.userId)).status).toBe(403);
    expect((await api(p, 'GET', '/api/student/term', teacher.token)).status).toBe(403);
    expect((await api(p, 'GET', '/api/student/term')).status).toBe(401);

    const classTerm = (token: string, id: number, query = '') =>
      api(p, 'GET', `/api/teacher/classes/${id}/term${query}`, token);
    expect((await classTerm(colleague.token, classId)).status).toBe(404);
    expect((await classTerm(elsewhere.token, classId)).status).toBe(404);
    expect((await classTerm(teacher.token, classId, '?format=xml')).status).toBe(400);
    const view = ClassTermSchema.parse((await classTerm(teacher.token, classId)).body);
    expect(view.students.map((s) => s.user_id)).toEqual([student.userId]);

    // The teacher's reads are on the school's trail (the refused ones are not): who read whose term.
    const admin = await signUp(p, school, 'admin');
    const trail = AuditTrailSchema.parse(
      (await api(p, 'GET', '/api/admin/audit?action=term.read', admin.token)).body,
    );
    const byTeacher = trail.events.filter((e) => e.actor_id === teacher.userId);
    expect(byTeacher.map((e) => [e.student_id, e.detail.what, e.detail.class_id])).toEqual([
      [null, 'class_term', classId],
      [student.userId, 'term', undefined],
    ]);
    // the students' own reads, each of their own term
    expect(
      trail.events
        .filter((e) => e.actor_id !== teacher.userId)
        .map((e) => e.student_id === e.actor_id),
    ).toEqual([true, true]);
  });
});

describe('the class over the term', () => {
  it('lists the errors two or more students keep, each student’s trend, and the CSV in the locale’s words', async () => {
    const school = `Term Class ${Math.random()}`;
    const teacher = await signUp(p, school, 'teacher');
    const students = [
      await signUp(p, school, 'student'),
      await signUp(p, school, 'student'),
      await signUp(p, school, 'student'),
    ];
    const classId = await classWithStudents(p, teacher, '七年五班', students);
    const schoolId = await schoolOf(teacher);
    const hw: number[] = [];
    for (let n = 0; n < 4; n++)
      hw.push(
        await insertClassHomework(p.db, {
          schoolId,
          teacherId: teacher.userId,
          name: `=週記 ${n + 1}`,
          classIds: [classId],
          released: true,
          createdAt: new Date(T0 + n * DAY),
        }),
      );
    // rising 2,3,5,6; falling 6,5,3,2; one essay only (3 homework missing)
    const levels = [[2, 3, 5, 6], [6, 5, 3, 2], [4]];
    for (const [i, student] of students.entries())
      for (const [n, level] of levels[i]!.entries())
        await insertCorrectedEssay(p.db, {
          homeworkId: hw[n]!,
          studentId: student.userId,
          studentName: `S${i}`,
          // 在 miswritten by students 0 and 1, 的 by student 2 only
          parts: i < 2 ? ['我', typo('再', '在'), '家。'] : ['我', typo('得', '的'), '書。'],
          level,
          wordCount: 300,
          submittedAt: new Date(T0 + n * DAY + i * 1000),
        });
    await p.db.query('UPDATE account.users SET nickname = $2 WHERE id = $1', [
      students[0]!.userId,
      '=HYPERLINK("x")',
    ]);
    const res = await api(p, 'GET', `/api/teacher/classes/${classId}/term`, teacher.token);
    expect(res.status).toBe(200);
    const term = ClassTermSchema.parse(res.body);
    expect(term.homeworks.map((h) => h.id)).toEqual(hw);
    const byId = new Map(term.students.map((s) => [s.user_id, s]));
    expect(byId.get(students[0]!.userId)).toMatchObject({
      trend: 'rising',
      needs_attention: false,
    });
    expect(byId.get(students[1]!.userId)).toMatchObject({
      trend: 'falling',
      attention: ['falling', 'low'],
    });
    expect(byId.get(students[2]!.userId)).toMatchObject({
      trend: 'too_few',
      missing: 3,
      attention: ['missing'],
    });
    expect(
      term.recurring.map((r) => [r.kind, r.key, r.count, r.students.map((s) => s.user_id)]),
    ).toEqual([
      ['typo', '在', 8, [students[0]!.userId, students[1]!.userId].sort((a, b) => a - b)],
    ]);

    const csv = await p.app.inject({
      method: 'GET',
      url: `/api/teacher/classes/${classId}/term?format=csv&locale=zh-tw`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '座號,姓名,篇數,缺交,趨勢,變化,需要關注,1. =週記 1,2. =週記 2,3. =週記 3,4. =週記 4',
    );
    // a name that reads as a formula stays text
    expect(csv.body).toContain(`,"'=HYPERLINK(""x"")",4,0,進步,50,,2級分,3級分,5級分,6級分\r\n`);
    expect(csv.body).toContain('進步');
    expect(csv.body).toContain('退步');
    expect(csv.body).toContain('錯別字');
  });
});

describe('the term in the student’s data', () => {
  it('is in the export, and is gone once the student is erased (nothing of it is stored)', async () => {
    const school = `Term Data ${Math.random()}`;
    const teacher = await signUp(p, school, 'teacher');
    const admin = await signUp(p, school, 'admin');
    const student = await signUp(p, school, 'student');
    const classId = await classWithStudents(p, teacher, '八年六班', [student]);
    await seedTerm(teacher, student, classId, '李四');

    const res = await p.app.inject({
      method: 'GET',
      url: `/api/admin/students/${student.userId}/export?locale=zh-tw`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const exported = StudentTermSchema.parse(JSON.parse(strFromU8(entries['term.json']!)));
    // the export has every homework's essays, the unreleased one's too
    expect(exported.word_book.entries.map((e) => e.right).sort()).toEqual(
      ['應', '需', '功課本', '在', '已', '氣'].sort(),
    );

    const erased = await api(
      p,
      'POST',
      `/api/admin/students/${student.userId}/erase`,
      admin.token,
      {
        confirmation: student.username,
      },
    );
    expect(erased.status).toBe(200);
    const after = await api(
      p,
      'GET',
      `/api/teacher/students/${student.userId}/term`,
      teacher.token,
    );
    expect(after.status).toBe(404);
    const left = await p.db.query(
      `SELECT a.id FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
       WHERE h.school_id = $1`,
      [await schoolOf(teacher)],
    );
    expect(left).toEqual([]);
    const view = ClassTermSchema.parse(
      (await api(p, 'GET', `/api/teacher/classes/${classId}/term`, teacher.token)).body,
    );
    expect(view).toMatchObject({ students: [], recurring: [], homeworks: [] });
  });
});
