import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  createTestPlatform,
  signUp,
  type TestPlatform,
  type TestUser,
} from './helpers.ts';

/** Point management and class management of the school admin (and of teachers for their classes). */
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ REGISTER_MAX_PER_ADDRESS_PER_HOUR: '100000' });
});
afterAll(() => p.close());

async function form(
  token: string | undefined,
  url: string,
  fields: Record<string, string | number> = {},
) {
  const response = await p.app.inject({
    method: 'POST',
    url: `/account${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

async function login(username: string, password: string) {
  return form(undefined, '/user/login', { username, password });
}

describe('point management', () => {
  it('approves with a note, credits the teacher once, and keeps other schools out', async () => {
    const teacher = await signUp(p, 'Admin School P1', 'teacher');
    const admin = await signUp(p, 'Admin School P1', 'admin');
    const otherAdmin = await signUp(p, 'Admin School P2', 'admin');
    const id = (
      await form(teacher.token, '/pointask/add', { ask_point: 40, ask_note: 'essay unit' })
    ).body.data.id as number;

    expect((await form(otherAdmin.token, '/pointask/review', { id, ask_ok: '1' })).status).toBe(
      404,
    );
    expect((await form(teacher.token, '/pointask/review', { id, ask_ok: '1' })).status).toBe(403);
    expect(await balanceOf(p, teacher)).toBe(0);

    const review = await form(admin.token, '/pointask/review', {
      id,
      ask_ok: '1',
      review_note: 'For the essay unit',
    });
    expect(review.body).toEqual({ state: true });
    expect(await balanceOf(p, teacher)).toBe(40);
    expect((await form(admin.token, '/pointask/review', { id, ask_ok: '-1' })).status).toBe(409);
    expect(await balanceOf(p, teacher)).toBe(40);

    const own = await form(teacher.token, '/pointask/get_ask_list');
    expect(own.body.rows[0]).toMatchObject({ id, ask_ok: '1', review_note: 'For the essay unit' });
    const ledger = await form(admin.token, '/point/get_sch_ledger');
    expect(ledger.body.rows[0]).toMatchObject({
      user_id: teacher.userId,
      delta: 40,
      service_type: 'point_ask',
      note: 'For the essay unit',
    });
    expect((await form(otherAdmin.token, '/point/get_sch_ledger')).body.rows).toEqual([]);
  });

  it('grants points to a teacher of the own school only', async () => {
    const teacher = await signUp(p, 'Admin School G1', 'teacher');
    const student = await signUp(p, 'Admin School G1', 'student');
    const admin = await signUp(p, 'Admin School G1', 'admin');
    const otherTeacher = await signUp(p, 'Admin School G2', 'teacher');

    // The admin teaches too (issue 27), so the admin is on the grant list; the student is not.
    const teachers = await form(admin.token, '/point/get_sch_teachers');
    expect(teachers.body.rows).toHaveLength(2);
    expect(teachers.body.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: teacher.userId, username: teacher.username, user_point: 0 }),
        expect.objectContaining({ id: admin.userId, user_point: 0 }),
      ]),
    );

    const grant = await form(admin.token, '/point/grant', {
      user_id: teacher.userId,
      points: 25,
      note: 'Start of term',
    });
    expect(grant.body).toEqual({ state: true, data: { user_point: 25 } });
    expect(await balanceOf(p, teacher)).toBe(25);
    const got = await form(teacher.token, '/point/get_point_get_log');
    expect(got.body.rows[0]).toMatchObject({ point: 25, service_type: 'grant' });

    for (const target of [otherTeacher, student]) {
      expect(
        (await form(admin.token, '/point/grant', { user_id: target.userId, points: 5 })).status,
      ).toBe(404);
    }
    expect(
      (await form(teacher.token, '/point/grant', { user_id: teacher.userId, points: 5 })).status,
    ).toBe(403);
    expect(
      (await form(admin.token, '/point/grant', { user_id: teacher.userId, points: 0 })).status,
    ).toBe(400);
    expect(
      (await form(admin.token, '/point/grant', { user_id: teacher.userId, points: 'x' })).status,
    ).toBe(400);
    expect(await balanceOf(p, otherTeacher)).toBe(0);
    expect(await balanceOf(p, teacher)).toBe(25);
  });
});

describe('class management', () => {
  let teacher: TestUser;
  let teacher2: TestUser;
  let admin: TestUser;
  let otherAdmin: TestUser;
  beforeAll(async () => {
    teacher = await signUp(p, 'Admin School C1', 'teacher');
    teacher2 = await signUp(p, 'Admin School C1', 'teacher');
    admin = await signUp(p, 'Admin School C1', 'admin');
    otherAdmin = await signUp(p, 'Admin School C2', 'admin');
  });

  const newClass = async (token: string, name: string) =>
    (await form(token, '/schoolclass/add', { cls_name: name })).body.data.id as number;

  it('makes student accounts from a pasted list that sign in with the printed passwords', async () => {
    const classId = await newClass(teacher.token, '701');
    const added = await form(teacher.token, '/schoolclass/add_students', {
      id: classId,
      names: '王小明\n陳美玲，林大同\n\n王小明\t',
    });
    expect(added.status).toBe(200);
    const rows = added.body.rows as {
      id: number;
      username: string;
      nickname: string;
      password: string;
    }[];
    expect(rows.map((r) => r.nickname)).toEqual(['王小明', '陳美玲', '林大同']);
    expect(new Set(rows.map((r) => r.username)).size).toBe(3);

    const signedIn = await login(rows[1]!.username, rows[1]!.password);
    expect(signedIn.body.state).toBe(true);
    const info = await form(signedIn.body.data.token, '/user/info');
    expect(info.body.data).toMatchObject({
      user_roler: 21,
      nickname: '陳美玲',
      sch_name: 'Admin School C1',
    });

    const students = await form(teacher.token, '/schoolclass/students', { id: classId });
    expect(students.body.rows.map((r: { nickname: string }) => r.nickname).sort()).toEqual(
      ['林大同', '王小明', '陳美玲'].sort(),
    );
    const list = await form(teacher.token, '/schoolclass/manage_list');
    expect(list.body.rows).toEqual([
      expect.objectContaining({
        id: classId,
        cls_name: '701',
        student_count: 3,
        teacher_id: teacher.userId,
      }),
    ]);

    expect(
      (await form(teacher.token, '/schoolclass/add_students', { id: classId, names: ' \n ' }))
        .status,
    ).toBe(400);
    expect(
      (
        await form(teacher.token, '/schoolclass/add_students', {
          id: classId,
          names: Array.from({ length: 101 }, (_, i) => `s${i}`).join('\n'),
        })
      ).status,
    ).toBe(400);
  });

  it('lets a teacher manage only the own classes, the admin every class of the school, nobody another school', async () => {
    const mine = await newClass(teacher.token, '702');
    const mine2 = await newClass(teacher.token, '703');
    const theirs = await newClass(teacher2.token, '704');
    const [student] = (
      await form(teacher.token, '/schoolclass/add_students', { id: mine, names: '張三' })
    ).body.rows as { id: number; username: string }[];

    expect((await form(teacher2.token, '/schoolclass/students', { id: mine })).status).toBe(403);
    expect((await form(otherAdmin.token, '/schoolclass/students', { id: mine })).status).toBe(404);
    expect(
      (
        await form(teacher.token, '/schoolclass/move_student', {
          user_id: student!.id,
          from_id: mine,
          to_id: theirs,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await form(otherAdmin.token, '/schoolclass/reset_password', {
          id: mine,
          user_id: student!.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await form(teacher2.token, '/schoolclass/remove_student', {
          id: mine,
          user_id: student!.id,
        })
      ).status,
    ).toBe(403);

    const teacherList = (await form(teacher.token, '/schoolclass/manage_list')).body.rows.map(
      (r: { id: number }) => r.id,
    );
    expect(teacherList).toContain(mine);
    expect(teacherList).not.toContain(theirs);
    const adminList = (await form(admin.token, '/schoolclass/manage_list')).body.rows.map(
      (r: { id: number }) => r.id,
    );
    expect(adminList).toEqual(expect.arrayContaining([mine, mine2, theirs]));
    expect((await form(otherAdmin.token, '/schoolclass/manage_list')).body.rows).toEqual([]);

    expect(
      (
        await form(teacher.token, '/schoolclass/move_student', {
          user_id: student!.id,
          from_id: mine,
          to_id: mine2,
        })
      ).body.state,
    ).toBe(true);
    expect((await form(teacher.token, '/schoolclass/students', { id: mine })).body.rows).toEqual(
      [],
    );
    expect(
      (await form(teacher.token, '/schoolclass/students', { id: mine2 })).body.rows.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([student!.id]);
    expect(
      (
        await form(teacher.token, '/schoolclass/move_student', {
          user_id: student!.id,
          from_id: mine,
          to_id: mine2,
        })
      ).status,
    ).toBe(404);

    // The admin moves across teachers' classes.
    expect(
      (
        await form(admin.token, '/schoolclass/move_student', {
          user_id: student!.id,
          from_id: mine2,
          to_id: theirs,
        })
      ).body.state,
    ).toBe(true);
    expect(
      (await form(teacher2.token, '/schoolclass/students', { id: theirs })).body.rows.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([student!.id]);
    expect(
      (await form(admin.token, '/schoolclass/remove_student', { id: theirs, user_id: student!.id }))
        .body.state,
    ).toBe(true);
    expect(
      (await form(admin.token, '/schoolclass/remove_student', { id: theirs, user_id: student!.id }))
        .status,
    ).toBe(404);
  });

  it('resets a student password: the new one signs in, the old one and old sessions no longer work', async () => {
    const classId = await newClass(teacher.token, '705');
    const [student] = (
      await form(teacher.token, '/schoolclass/add_students', { id: classId, names: '李四' })
    ).body.rows as { id: number; username: string; password: string }[];
    const session = (await login(student!.username, student!.password)).body.data.token as string;
    expect((await form(session, '/user/info')).status).toBe(200);

    const reset = await form(admin.token, '/schoolclass/reset_password', {
      id: classId,
      user_id: student!.id,
    });
    expect(reset.body.data).toMatchObject({ id: student!.id, username: student!.username });
    const password = reset.body.data.password as string;
    expect(password).not.toBe(student!.password);
    expect((await form(session, '/user/info')).status).toBe(401);
    expect((await login(student!.username, student!.password)).status).toBe(401);
    expect((await login(student!.username, password)).body.state).toBe(true);
    // A teacher's own account is not a student of the class.
    expect(
      (
        await form(admin.token, '/schoolclass/reset_password', {
          id: classId,
          user_id: teacher.userId,
        })
      ).status,
    ).toBe(404);
  });
});
