import { describe, expect, it } from 'vitest';
import { HandInListSchema, parseRosterList } from '@essay/contracts';
import { api, createHomework, insertArticle, signUp, type TestUser } from './helpers.ts';
import { ESSAY_ZH } from './essays.ts';
import {
  accountForm,
  classWithRoster,
  correctAllAndWait,
  platformForFile,
  teacherWithPoints,
  type Seated,
} from './support/school-fixture.ts';

// Issue 41, parts 3 and 4: paper essays linked to roster students by account id, and the
// per-class list of who has handed in, who has not and who is late.

const p = platformForFile({ FREE_IMAGE_ARTICLE_GRADE_TIMES: '5' }, { workers: true });

/** An account form's answer body. */
const form = async (token: string, url: string, fields: Record<string, string | number>) =>
  (await accountForm(p, token, url, fields)).body;

/** A class of the teacher's with the pasted roster: its id and students. */
async function newClass(teacher: TestUser, name: string, roster: string) {
  const { id, students } = await classWithRoster(p, teacher, name, roster);
  return [id, students] as const;
}

async function handInList(token: string, homeworkId: number) {
  const res = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/roster`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return HandInListSchema.parse(res.body);
}

const link = (token: string, articleId: number, name: string, studentUserId?: number | null) =>
  api(p, 'PATCH', `/api/teacher/articles/${articleId}/student_name`, token, {
    name,
    ...(studentUserId === undefined ? {} : { student_user_id: studentUserId }),
  });

/** A small seeded generator: the same "random" rosters on every run, different across seeds. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % n;
  };
}

describe('roster seat numbers (account service)', () => {
  it('reads seats from a pasted roster, keeps namesakes with different seats, refuses a taken seat and edits one', async () => {
    expect(parseRosterList('1 王小明\n2\t王小明\n3、陳美玲\nAmy Lin, Bob Wu\n1 王小明')).toEqual([
      { name: '王小明', seat_no: 1 },
      { name: '王小明', seat_no: 2 },
      { name: '陳美玲', seat_no: 3 },
      { name: 'Amy Lin', seat_no: null },
      { name: 'Bob Wu', seat_no: null },
    ]);
    const teacher = await signUp(p, 'Seat School', 'teacher');
    const [classId, rows] = await newClass(teacher, '801', '1 王小明\n2 王小明\n陳美玲');
    expect(rows.map((r) => [r.nickname, r.seat_no])).toEqual([
      ['王小明', 1],
      ['王小明', 2],
      ['陳美玲', null],
    ]);
    // A seat given twice in one paste, or one already taken: refused, nothing made.
    const twice = await form(teacher.token, '/schoolclass/add_students', {
      id: classId,
      names: '5 林一\n5 林二',
    });
    expect(twice.state).toBe(false);
    const taken = await form(teacher.token, '/schoolclass/add_students', {
      id: classId,
      names: '2 林三',
    });
    expect(taken).toMatchObject({
      state: false,
      message: 'That seat number is taken in this class',
    });
    const chen = rows[2]!;
    expect(
      (
        await form(teacher.token, '/schoolclass/set_seat', {
          id: classId,
          user_id: chen.id,
          seat_no: 2,
        })
      ).state,
    ).toBe(false);
    expect(
      (
        await form(teacher.token, '/schoolclass/set_seat', {
          id: classId,
          user_id: chen.id,
          seat_no: 3,
        })
      ).state,
    ).toBe(true);
    const listed = (await form(teacher.token, '/schoolclass/students', { id: classId }))
      .rows as Seated[];
    expect(listed.map((r) => [r.nickname, r.seat_no])).toEqual([
      ['王小明', 1],
      ['王小明', 2],
      ['陳美玲', 3],
    ]);
    // Another teacher of the school cannot set seats in this class.
    const other = await signUp(p, 'Seat School', 'teacher');
    expect(
      (
        await form(other.token, '/schoolclass/set_seat', {
          id: classId,
          user_id: chen.id,
          seat_no: 9,
        })
      ).state,
    ).toBe(false);
  });
});

describe('paper essays linked to roster students (issue 41)', () => {
  for (const seed of [7, 41, 2026]) {
    it(`links each essay to the right namesake by account, and the list follows the links (seed ${seed})`, async () => {
      const random = generator(seed);
      const school = `Link School ${seed}`;
      const teacher = await signUp(p, school, 'teacher');
      // A class with namesakes: names drawn from three, so most names repeat.
      const names = ['王小明', '陳美玲', '林大同'];
      const size = 5 + random(6);
      const pasted = Array.from({ length: size }, (_, i) => `${i + 1} ${names[random(3)]}`).join(
        '\n',
      );
      const [classId, students] = await newClass(teacher, `80${seed % 10}`, pasted);
      const homeworkId = await createHomework(p, teacher.token, {
        assigned_classes: [classId],
        students: [],
      });
      const handedIn = students.filter(() => random(2) === 0);
      const essayOf = new Map<number, number>();
      for (const student of handedIn) {
        const essay = await insertArticle(p, homeworkId, ESSAY_ZH);
        // The name alone would be ambiguous; the account id decides.
        const res = await link(teacher.token, essay, student.nickname, student.id);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body).toMatchObject({
          student_user_id: student.id,
          student_name: student.nickname,
        });
        essayOf.set(student.id, essay);
      }
      const list = await handInList(teacher.token, homeworkId);
      expect(list.classes).toHaveLength(1);
      expect(list.classes[0]!.students.map((s) => [s.user_id, s.seat_no])).toEqual(
        students.map((s) => [s.id, s.seat_no]),
      );
      for (const row of list.classes[0]!.students) {
        expect(row.state).toBe(essayOf.has(row.user_id) ? 'handed_in' : 'missing');
        expect(row.article_id).toBe(essayOf.get(row.user_id) ?? null);
        expect(row.via).toBe(essayOf.has(row.user_id) ? 'teacher' : null);
      }
      const detail = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token))
        .body;
      expect(detail.submission_status).toEqual({ submitted: handedIn.length, required: size });
      for (const article of detail.articles) expect(article.class_name).toBe(`80${seed % 10}`);
    });
  }

  it('keeps a name that matches nobody as free text, refuses a student of another class or school, and a student’s own hand-in stays theirs', async () => {
    const school = 'Free Text School';
    const teacher = await signUp(p, school, 'teacher');
    const [classId] = await newClass(teacher, '701', '1 王小明');
    const [, [elsewhere]] = await newClass(teacher, '702', '1 王小明');
    const otherSchool = await signUp(p, 'Far School', 'teacher');
    const [, [stranger]] = await newClass(otherSchool, '701', '1 王小明');
    const homeworkId = await createHomework(p, teacher.token, {
      assigned_classes: [classId],
      students: [],
    });
    const essay = await insertArticle(p, homeworkId, ESSAY_ZH);
    const free = await link(teacher.token, essay, '張無名');
    expect(free.body).toMatchObject({ student_name: '張無名', student_user_id: null });
    for (const id of [elsewhere!.id, stranger!.id]) {
      const refused = await link(teacher.token, essay, '王小明', id);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('not_on_roster');
    }
    const list = await handInList(teacher.token, homeworkId);
    expect(list.unlinked).toEqual([{ article_id: essay, student_name: '張無名', via: 'teacher' }]);
    expect(list.classes[0]!.students[0]!.state).toBe('missing');
    const detail = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token))
      .body;
    expect(detail.articles[0].class_name).toBeNull();

    // A student's own hand-in: renaming keeps the link; linking it to someone else is refused.
    const kid = await signUp(p, school, 'student');
    const code = (await form(teacher.token, '/schoolclass/new_code', { id: classId })).data.code;
    expect((await form(kid.token, '/schoolclass/join', { code })).state).toBe(true);
    const open = await createHomework(p, teacher.token, {
      submission_method: 'student',
      assigned_classes: [classId],
      students: [],
      submission_begin_at: new Date(Date.now() - 86_400_000).toISOString(),
      submission_deadline_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const own = await api(p, 'POST', `/api/student/homeworks/${open}/submission`, kid.token, {
      content: ESSAY_ZH,
    });
    expect(own.status).toBe(200);
    const [wang] = (await form(teacher.token, '/schoolclass/students', { id: classId })).rows;
    const moved = await link(teacher.token, own.body.id, '王小明', wang.id);
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('student_hand_in');
    expect((await link(teacher.token, own.body.id, 'Kid')).body).toMatchObject({
      student_name: 'Kid',
      student_user_id: kid.userId,
    });
  });

  it('counts a student of two classes once, lists them in both, and marks a late hand-in', async () => {
    const school = 'Two Class School';
    const teacher = await signUp(p, school, 'teacher');
    const [a, [wang, chen]] = await newClass(teacher, '901', '1 王小明\n2 陳美玲');
    const [b, [lin]] = await newClass(teacher, '902', '1 林大同');
    // 王小明 is in 902 too (seat 2 there).
    expect(
      (
        await form(teacher.token, '/schoolclass/move_student', {
          user_id: wang!.id,
          from_id: a,
          to_id: b,
        })
      ).state,
    ).toBe(true);
    await p.db.query(
      'INSERT INTO account.class_members (class_id, user_id, seat_no) VALUES ($1, $2, 1)',
      [a, wang!.id],
    );
    await form(teacher.token, '/schoolclass/set_seat', { id: b, user_id: wang!.id, seat_no: 2 });
    // Closed yesterday: students hand in themselves, so a paper the teacher uploads now is late.
    const homeworkId = await createHomework(p, teacher.token, {
      submission_method: 'student',
      assigned_classes: [a, b],
      students: [],
      submission_begin_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      submission_deadline_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const late = await insertArticle(p, homeworkId, ESSAY_ZH);
    expect((await link(teacher.token, late, '王小明', wang!.id)).status).toBe(200);
    const onTime = await insertArticle(p, homeworkId, ESSAY_ZH);
    await p.db.query(
      "UPDATE api.articles SET submitted_at = now() - interval '2 days' WHERE id = $1",
      [onTime],
    );
    expect((await link(teacher.token, onTime, '林大同', lin!.id)).status).toBe(200);

    const list = await handInList(teacher.token, homeworkId);
    const states = list.classes.map((c) => [
      c.cls_name,
      c.students.map((s) => [s.seat_no, s.name, s.state]),
    ]);
    expect(states).toEqual([
      [
        '901',
        [
          [1, '王小明', 'late'],
          [2, '陳美玲', 'missing'],
        ],
      ],
      [
        '902',
        [
          [1, '林大同', 'handed_in'],
          [2, '王小明', 'late'],
        ],
      ],
    ]);
    expect(chen).toBeDefined();
    const detail = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token))
      .body;
    expect(detail.submission_status).toEqual({ submitted: 2, required: 3 });
    expect(detail.remain_students).toEqual([]);

    // The list's tabs: this homework is under the students' tab, not the teacher's.
    const tab = async (method: string) =>
      (
        await api(p, 'GET', `/api/teacher/homeworks?submission_method=${method}`, teacher.token)
      ).body.homeworks.map((h: { id: number }) => h.id);
    expect(await tab('student')).toContain(homeworkId);
    expect(await tab('teacher')).not.toContain(homeworkId);
    const listed = (await api(p, 'GET', '/api/teacher/homeworks', teacher.token)).body.homeworks;
    expect(listed.find((h: { id: number }) => h.id === homeworkId).submission_status).toEqual({
      submitted: 2,
      required: 3,
    });

    // The CSV: the locale's words, a formula-looking name neutralised.
    await p.db.query("UPDATE account.users SET nickname = '=HYPERLINK(1)' WHERE id = $1", [
      chen!.id,
    ]);
    const csv = await p.app.inject({
      method: 'GET',
      url: `/api/teacher/homeworks/${homeworkId}/roster?format=csv&locale=zh-tw`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('班級,座號,姓名,狀態,繳交時間,繳交方式');
    expect(lines[2]).toBe("901,2,'=HYPERLINK(1),未繳交,,");
    expect(lines[1]).toMatch(/^901,1,王小明,遲交,\d{4}-\d\d-\d\d \d\d:\d\d,教師上傳$/);
    // Another teacher's homework is not found.
    const other = await signUp(p, school, 'teacher');
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/roster`, other.token)).status,
    ).toBe(404);
  });

  it('a released report reaches the linked student, whoever uploaded the essay', async () => {
    const school = 'Release School';
    const teacher = await teacherWithPoints(p, school, 5);
    const [classId, [kid]] = await newClass(teacher, '601', '3 李小華');
    const homeworkId = await createHomework(p, teacher.token, {
      assigned_classes: [classId],
      students: [],
    });
    const essay = await insertArticle(p, homeworkId, ESSAY_ZH);
    expect((await link(teacher.token, essay, '李小華', kid!.id)).status).toBe(200);
    await correctAllAndWait(p, teacher.token, homeworkId);

    // The roster account signs in with the password the teacher printed.
    const reset = await form(teacher.token, '/schoolclass/reset_password', {
      id: classId,
      user_id: kid!.id,
    });
    expect(reset.data.seat_no).toBe(3);
    const signIn = await p.app.inject({
      method: 'POST',
      url: '/account/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: reset.data.username,
        password: reset.data.password,
      }).toString(),
    });
    const token = signIn.json().data.token as string;
    const before = (await api(p, 'GET', '/api/student/homeworks', token)).body.homeworks;
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      id: homeworkId,
      submission_method: 'teacher',
      can_submit: null,
    });
    expect(before[0].submission.report_available).toBe(false);
    expect((await api(p, 'GET', `/api/student/articles/${essay}/report`, token)).status).toBe(404);

    await api(p, 'PUT', `/api/teacher/homeworks/${homeworkId}/release`, teacher.token, {
      released: true,
    });
    const after = (await api(p, 'GET', '/api/student/homeworks', token)).body.homeworks;
    expect(after[0].submission).toMatchObject({ article_id: essay, report_available: true });
    expect((await api(p, 'GET', `/api/student/articles/${essay}/report`, token)).status).toBe(200);
    // Unlinked again (free text), it leaves the student's list.
    await link(teacher.token, essay, '李小華');
    expect((await api(p, 'GET', '/api/student/homeworks', token)).body.homeworks).toEqual([]);
  });
});
