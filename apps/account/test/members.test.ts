import { describe, expect, it } from 'vitest';
import { SCHOOL_MESSAGES, schoolNameKey } from '@essay/contracts';
import { createAccountTestApp, getJson, openForFile, postForm, uniqueName } from './helpers.ts';

/** Issue 27: invitations carry a role, and the school admin runs the members. */
const t = openForFile(() => createAccountTestApp());

const PASSWORD = 'a-long-test-password-1';

/** A name no school has yet, without a code: the registrant starts it (decision 0071). */
async function startsSchool(
  name: string,
  extra: Record<string, string>,
): Promise<Record<string, string>> {
  if (extra.invite_code !== undefined) return {};
  const rows = await t.db.query('SELECT 1 FROM account.schools WHERE name_key = $1', [
    schoolNameKey(name),
  ]);
  return rows.length === 0 ? { new_school: '1', confirm_school: name } : {};
}

async function register(schName: string, inviteCode?: string) {
  const username = uniqueName('u');
  const found = await startsSchool(
    schName,
    inviteCode === undefined ? {} : { invite_code: inviteCode },
  );
  const res = await postForm(t.app, '/account/user/register', {
    username,
    password: PASSWORD,
    email: `${username}@example.edu.tw`,
    sch_name: schName,
    ...found,
    ...(inviteCode === undefined ? {} : { invite_code: inviteCode }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = res.body.data.token as string;
  const me = await info(token);
  return { username, token, id: await userId(username), me };
}

async function info(token: string) {
  return (await getJson(t.app, '/account/user/info', token)).body.data as Record<string, unknown>;
}

async function userId(username: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    'SELECT id FROM account.users WHERE username = $1',
    [username],
  );
  return rows[0]!.id;
}

async function trail(subjectId: number) {
  return t.db.query<{ action: string; actor_id: number; detail: Record<string, unknown> }>(
    'SELECT action, actor_id, detail FROM account.audit_events WHERE subject_id = $1 ORDER BY id',
    [subjectId],
  );
}

/** A new school: its creator (admin), a class of the creator's, the teacher invitation. */
async function newSchool() {
  const name = uniqueName('school');
  const admin = await register(name);
  const made = await postForm(t.app, '/account/schoolclass/add', { cls_name: '801' }, admin.token);
  const invite = await postForm(t.app, '/account/school/get_invite_code', {}, admin.token);
  return {
    name,
    admin,
    classId: made.body.data.id as number,
    classCode: made.body.data.code as string,
    teacherCode: invite.body.data.invite_code as string,
  };
}

describe('invitations carry a role', () => {
  it('makes a teacher with the teacher invitation and a student of the class with its code', async () => {
    const school = await newSchool();
    const teacher = await register(school.name, school.teacherCode.toLowerCase());
    expect(teacher.me).toMatchObject({ user_roler: 22, member_status: 'active' });

    const student = await register(school.name, ` ${school.classCode.toLowerCase()} `);
    expect(student.me).toMatchObject({ user_roler: 21, member_status: 'active' });
    const classes = await postForm(t.app, '/account/schoolclass/getlist', {}, student.token);
    expect(classes.body.rows).toEqual([{ id: school.classId, cls_name: '801' }]);
  });

  it("never makes a teacher of a student's class code", async () => {
    const school = await newSchool();
    const student = await register(school.name, school.classCode);
    const chosen = await postForm(
      t.app,
      '/account/user/save_ms_roler',
      { new_roler: 22 },
      student.token,
    );
    expect(chosen.status).toBe(409);
    expect(await info(student.token)).toMatchObject({ user_roler: 21, member_status: 'active' });
    const other = await newSchool();
    const foreign = await postForm(t.app, '/account/user/register', {
      username: uniqueName('u'),
      password: PASSWORD,
      email: 'x@example.edu.tw',
      sch_name: other.name,
      invite_code: school.classCode,
    });
    // The code decides the school (issue 41): another school's name with this class code joins this one.
    expect(foreign.status).toBe(200);
    expect(await info(foreign.body.data.token as string)).toMatchObject({
      sch_name: school.name,
      user_roler: 21,
      member_status: 'active',
    });
  });

  it('lets a member without a code ask for teacher, and the admin approve them in the role asked for', async () => {
    const school = await newSchool();
    const waiting = await register(school.name);
    expect(waiting.me).toMatchObject({ user_roler: null, member_status: 'pending' });
    await postForm(t.app, '/account/user/save_ms_roler', { new_roler: 22 }, waiting.token);
    const pending = await postForm(t.app, '/account/school/pending_list', {}, school.admin.token);
    expect(pending.body.rows).toEqual([
      expect.objectContaining({ id: waiting.id, user_roler: 22, username: waiting.username }),
    ]);
    const approved = await postForm(
      t.app,
      '/account/school/approve',
      { user_id: waiting.id },
      school.admin.token,
    );
    expect(approved.status).toBe(200);
    expect(await info(waiting.token)).toMatchObject({ user_roler: 22, member_status: 'active' });
    expect(await trail(waiting.id)).toContainEqual(
      expect.objectContaining({
        action: 'role.change',
        actor_id: school.admin.id,
        detail: { member_status: 'active', role: 22 },
      }),
    );
  });

  it('makes an approved member without a role who then picks teacher wait for the admin again', async () => {
    const school = await newSchool();
    const member = await register(school.name);
    await postForm(t.app, '/account/school/approve', { user_id: member.id }, school.admin.token);
    expect(await info(member.token)).toMatchObject({ user_roler: null, member_status: 'active' });
    await postForm(t.app, '/account/user/save_ms_roler', { new_roler: 22 }, member.token);
    expect(await info(member.token)).toMatchObject({ user_roler: 22, member_status: 'pending' });
    const refused = await postForm(
      t.app,
      '/account/schoolclass/add',
      { cls_name: 'x' },
      member.token,
    );
    expect(refused.body).toMatchObject({ message: SCHOOL_MESSAGES.pending });
  });

  it('approves in the role the admin chooses, and rejects', async () => {
    const school = await newSchool();
    const asker = await register(school.name);
    await postForm(t.app, '/account/user/save_ms_roler', { new_roler: 22 }, asker.token);
    await postForm(
      t.app,
      '/account/school/approve',
      { user_id: asker.id, role: 21 },
      school.admin.token,
    );
    expect(await info(asker.token)).toMatchObject({ user_roler: 21, member_status: 'active' });
    const declined = await register(school.name);
    await postForm(t.app, '/account/school/reject', { user_id: declined.id }, school.admin.token);
    expect(await trail(declined.id)).toEqual([
      expect.objectContaining({
        action: 'member.join',
        detail: expect.objectContaining({ by: 'request' }),
      }),
      expect.objectContaining({ detail: { member_status: 'rejected', role: null } }),
    ]);
  });
});

describe('the school admin runs the members', () => {
  it('lists the members, changes a role and removes a member, each on the trail', async () => {
    const school = await newSchool();
    const teacher = await register(school.name, school.teacherCode);
    const list = await postForm(t.app, '/account/school/member_list', {}, school.admin.token);
    expect(list.body.rows.map((row: { id: number; user_roler: number }) => row)).toEqual([
      expect.objectContaining({ id: school.admin.id, user_roler: 23 }),
      expect.objectContaining({ id: teacher.id, user_roler: 22, username: teacher.username }),
    ]);

    const changed = await postForm(
      t.app,
      '/account/school/change_role',
      { user_id: teacher.id, role: 21 },
      school.admin.token,
    );
    expect(changed.status).toBe(200);
    // Issue 41: a role change ends the member's sessions; they sign in again in the new role.
    expect((await getJson(t.app, '/account/user/info', teacher.token)).status).toBe(401);
    const relogged = await postForm(t.app, '/account/user/login', {
      username: teacher.username,
      password: PASSWORD,
    });
    expect(await info(relogged.body.data.token as string)).toMatchObject({ user_roler: 21 });
    expect(await trail(teacher.id)).toEqual([
      expect.objectContaining({
        action: 'member.join',
        detail: expect.objectContaining({ by: 'invitation' }),
      }),
      expect.objectContaining({ actor_id: school.admin.id, detail: { role: 21, from: 22 } }),
    ]);

    const removed = await postForm(
      t.app,
      '/account/school/remove_member',
      { user_id: teacher.id },
      school.admin.token,
    );
    expect(removed.status).toBe(200);
    // The removed member's sessions ended, and signing in again says why (issue 41).
    expect((await getJson(t.app, '/account/user/info', relogged.body.data.token)).status).toBe(401);
    const again = await postForm(t.app, '/account/user/login', {
      username: teacher.username,
      password: PASSWORD,
    });
    expect(again.body).toMatchObject({
      state: false,
      message: SCHOOL_MESSAGES.removed,
      code: 'forbidden',
    });
    expect((await trail(teacher.id)).at(-1)).toMatchObject({
      detail: { member_status: 'removed' },
    });
    const rows = (await postForm(t.app, '/account/school/member_list', {}, school.admin.token)).body
      .rows as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual([school.admin.id]);
  });

  it("refuses the admin's own role, other schools' members, bad roles and non-admins", async () => {
    const school = await newSchool();
    const other = await newSchool();
    const teacher = await register(school.name, school.teacherCode);
    const call = (url: string, fields: Record<string, number>, token: string) =>
      postForm(t.app, `/account/school/${url}`, fields, token);
    expect(
      (await call('change_role', { user_id: school.admin.id, role: 22 }, school.admin.token)).body,
    ).toMatchObject({ message: SCHOOL_MESSAGES.notYourself, code: 'conflict' });
    expect(
      (await call('remove_member', { user_id: school.admin.id }, school.admin.token)).status,
    ).toBe(409);
    expect(
      (await call('change_role', { user_id: teacher.id, role: 22 }, other.admin.token)).status,
    ).toBe(404);
    expect((await call('remove_member', { user_id: teacher.id }, other.admin.token)).status).toBe(
      404,
    );
    const bad = await call('change_role', { user_id: teacher.id, role: 24 }, school.admin.token);
    expect(bad.status).toBe(400);
    expect(
      (await call('change_role', { user_id: teacher.id, role: 23 }, teacher.token)).status,
    ).toBe(403);
    expect((await call('member_list', {}, teacher.token)).status).toBe(403);
    expect(await info(teacher.token)).toMatchObject({ user_roler: 22, member_status: 'active' });
  });
});

describe('an admin who teaches', () => {
  it('is in the grant list and may be granted points', async () => {
    const school = await newSchool();
    const teachers = await postForm(
      t.app,
      '/account/point/get_sch_teachers',
      {},
      school.admin.token,
    );
    expect(teachers.body.rows.map((row: { id: number }) => row.id)).toEqual([school.admin.id]);
    const granted = await postForm(
      t.app,
      '/account/point/grant',
      { user_id: school.admin.id, points: 20, note: 'for my own class' },
      school.admin.token,
    );
    expect(granted.body).toMatchObject({ state: true, data: { user_point: 20 } });
  });
});

describe('password resets', () => {
  it("lets a teacher reset only the accounts of the teacher's own roster; the admin any", async () => {
    const school = await newSchool();
    const teacher = await register(school.name, school.teacherCode);
    const made = await postForm(
      t.app,
      '/account/schoolclass/add',
      { cls_name: '802' },
      teacher.token,
    );
    const classId = made.body.data.id as number;
    const roster = await postForm(
      t.app,
      '/account/schoolclass/add_students',
      { id: classId, names: '王小明' },
      teacher.token,
    );
    const rosterStudent = roster.body.rows[0].id as number;
    // A student who joined the teacher's class by its code: not the teacher's to take over.
    const joiner = await register(school.name, made.body.data.code as string);

    const reset = (userId: number, token: string) =>
      postForm(
        t.app,
        '/account/schoolclass/reset_password',
        { id: classId, user_id: userId },
        token,
      );
    expect((await reset(rosterStudent, teacher.token)).status).toBe(200);
    const refused = await reset(joiner.id, teacher.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: SCHOOL_MESSAGES.onlyAdminResets });
    expect((await getJson(t.app, '/account/user/info', joiner.token)).status).toBe(200);
    expect((await reset(joiner.id, school.admin.token)).status).toBe(200);
    expect((await getJson(t.app, '/account/user/info', joiner.token)).status).toBe(401);

    const rows = await t.db.query<{ actor_id: number; student_id: number }>(
      "SELECT actor_id, student_id FROM account.audit_events WHERE action = 'class.change' AND detail->>'change' = 'reset_password' AND subject_id = $1 ORDER BY id",
      [classId],
    );
    expect(rows).toEqual([
      { actor_id: teacher.id, student_id: rosterStudent },
      { actor_id: school.admin.id, student_id: joiner.id },
    ]);
  });
});
