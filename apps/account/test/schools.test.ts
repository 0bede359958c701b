import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_MESSAGES, schoolNameKey } from '@essay/contracts';
import {
  createAccountTestApp,
  createUser,
  getJson,
  postForm,
  uniqueName,
  type TestAccountApp,
} from './helpers.ts';

let t: TestAccountApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

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

async function register(schName: string, extra: Record<string, string> = {}) {
  const username = uniqueName('u');
  const found = await startsSchool(schName, extra);
  const res = await postForm(t.app, '/account/user/register', {
    username,
    password: PASSWORD,
    email: `${username}@example.edu.tw`,
    sch_name: schName,
    ...found,
    ...extra,
  });
  return { res, username, token: res.body.data?.token as string };
}

async function info(token: string) {
  return (await getJson(t.app, '/account/user/info', token)).body.data as Record<string, unknown>;
}

describe('schools', () => {
  it('makes the first user of an unknown school its admin, and look-alike names join that school pending', async () => {
    const name = `Lin Kou ${uniqueName('school')}`;
    const founder = await register(name);
    expect(await info(founder.token)).toMatchObject({
      user_roler: 23,
      member_status: 'active',
      sch_name: name,
    });
    const lookAlikes = [
      name.toUpperCase(),
      name.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
      `  ${name.replace(' ', '\u3000')} `,
      name.replace('Lin', 'L\u200Bi\u2060n\u00AD').replace(' ', '  \t'),
      name.replace('Kou', 'K\uFEFFou\u200E'),
      // Other scripts' look-alikes (issue 27): Cyrillic і, о and Greek ι, ο.
      name.replace('Lin', 'L\u0456n').replace('Kou', 'K\u043Eu'),
      name.replace('Lin Kou', 'L\u03B9n K\u03BFu'),
      `${name.replace('school', 'sch\u043E\u03BFl')}`,
    ];
    for (const lookAlike of lookAlikes) {
      const joiner = await register(lookAlike);
      expect(joiner.res.status, lookAlike).toBe(200);
      expect(await info(joiner.token)).toMatchObject({
        sch_name: name,
        member_status: 'pending',
        user_roler: null,
      });
    }
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM account.schools WHERE name_key = (SELECT name_key FROM account.schools WHERE name = $1)',
      [name],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it.each(['\u200B\u200B', ' \u3000 ', '\u2060\uFEFF'])(
    'refuses a school name of invisible characters only %#',
    async (schName) => {
      const { res } = await register(schName);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        state: false,
        message: 'School name is required',
        code: 'invalid_input',
      });
    },
  );

  it('shows a pending member nothing of the school until the admin approves; a rejected one stays out', async () => {
    const name = uniqueName('school');
    const admin = await register(name);
    await postForm(t.app, '/account/schoolclass/add', { cls_name: 'Class 801' }, admin.token);
    const waiting = await register(name);
    const declined = await register(name);
    await postForm(t.app, '/account/user/save_ms_roler', { new_roler: 22 }, waiting.token);
    for (const url of [
      '/account/schoolclass/getlist',
      '/account/point/get_info',
      '/account/pointask/get_ask_list',
      '/account/schoolclass/add',
      '/account/school/pending_list',
    ]) {
      const res = await postForm(t.app, url, { cls_name: 'x' }, waiting.token);
      expect(res.status, url).toBe(403);
      expect(res.body, url).toEqual({
        state: false,
        message: SCHOOL_MESSAGES.pending,
        code: 'forbidden',
      });
    }
    const pending = await postForm(t.app, '/account/school/pending_list', {}, admin.token);
    expect(pending.body.rows.map((row: { username: string }) => row.username)).toEqual([
      waiting.username,
      declined.username,
    ]);
    expect(pending.body.rows[0]).toMatchObject({
      user_roler: 22,
      email: `${waiting.username}@example.edu.tw`,
    });

    const stranger = await register(uniqueName('other-school'));
    const foreign = await postForm(
      t.app,
      '/account/school/approve',
      { user_id: pending.body.rows[0].id },
      stranger.token,
    );
    expect(foreign.status).toBe(404);

    expect(
      (
        await postForm(
          t.app,
          '/account/school/approve',
          { user_id: pending.body.rows[0].id },
          admin.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await postForm(
          t.app,
          '/account/school/reject',
          { user_id: pending.body.rows[1].id },
          admin.token,
        )
      ).status,
    ).toBe(200);
    const list = await postForm(t.app, '/account/schoolclass/getlist', {}, waiting.token);
    expect(list.status).toBe(200);
    expect(list.body.rows.map((row: { cls_name: string }) => row.cls_name)).toEqual(['Class 801']);
    // Issue 41: the rejection ends the declined member's session; signing in again says why.
    const refused = await postForm(t.app, '/account/schoolclass/getlist', {}, declined.token);
    expect(refused.status).toBe(401);
    const again = await postForm(t.app, '/account/user/login', {
      username: declined.username,
      password: PASSWORD,
    });
    expect(again.body).toEqual({
      state: false,
      message: SCHOOL_MESSAGES.rejected,
      code: 'forbidden',
    });
    expect(
      (await postForm(t.app, '/account/school/pending_list', {}, admin.token)).body.rows,
    ).toEqual([]);
    expect(
      (
        await postForm(
          t.app,
          '/account/school/reject',
          { user_id: pending.body.rows[1].id },
          admin.token,
        )
      ).status,
    ).toBe(404);
  });

  it('lets a user join at once with the invitation code, which only the admin sees and can renew', async () => {
    const name = uniqueName('school');
    const admin = await register(name);
    const teacher = await register(name, { invite_code: 'x' });
    expect(teacher.res.status).toBe(400);
    expect(teacher.res.body).toMatchObject({
      message: SCHOOL_MESSAGES.badInviteCode,
      code: 'invalid_input',
    });

    const code = (await postForm(t.app, '/account/school/get_invite_code', {}, admin.token)).body
      .data.invite_code as string;
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(
      (await postForm(t.app, '/account/school/get_invite_code', {}, admin.token)).body.data
        .invite_code,
    ).toBe(code);
    const joined = await register(name.toUpperCase(), { invite_code: code.toLowerCase() });
    expect(await info(joined.token)).toMatchObject({ member_status: 'active', user_roler: 22 });
    expect(
      (await postForm(t.app, '/account/school/get_invite_code', {}, joined.token)).status,
    ).toBe(403);

    const renewed = (await postForm(t.app, '/account/school/new_invite_code', {}, admin.token)).body
      .data.invite_code as string;
    expect(renewed).not.toBe(code);
    expect((await register(name, { invite_code: code })).res.status).toBe(400);
    expect(await info((await register(name, { invite_code: renewed })).token)).toMatchObject({
      member_status: 'active',
    });
  });

  it("lets only a class's own teacher or the school admin rename, delete or renew it, and see its code", async () => {
    const school = uniqueName('school');
    const owner = await createUser(t, school, 'teacher');
    const colleague = await createUser(t, school, 'teacher');
    const admin = await createUser(t, school, 'admin');
    const outsider = await createUser(t, uniqueName('school'), 'teacher');
    const made = (
      await postForm(t.app, '/account/schoolclass/add', { cls_name: 'Class 901' }, owner.token)
    ).body.data;

    const colleagueList = await postForm(
      t.app,
      '/account/schoolclass/getlist',
      {},
      colleague.token,
    );
    expect(colleagueList.body.rows).toEqual([{ id: made.id, cls_name: 'Class 901' }]);
    const adminList = await postForm(t.app, '/account/schoolclass/getlist', {}, admin.token);
    expect(adminList.body.rows).toEqual([{ id: made.id, cls_name: 'Class 901', code: made.code }]);

    for (const [url, fields] of [
      ['/account/schoolclass/edit', { id: made.id, cls_name: 'Taken over' }],
      ['/account/schoolclass/new_code', { id: made.id }],
      ['/account/schoolclass/dele', { id: made.id }],
    ] as const) {
      const byColleague = await postForm(t.app, url, fields, colleague.token);
      expect(byColleague.status, url).toBe(403);
      expect(byColleague.body.message).toBe(SCHOOL_MESSAGES.notClassOwner);
      expect((await postForm(t.app, url, fields, outsider.token)).status, url).toBe(404);
    }
    expect(
      (
        await postForm(
          t.app,
          '/account/schoolclass/edit',
          { id: made.id, cls_name: 'Renamed by admin' },
          admin.token,
        )
      ).status,
    ).toBe(200);
    const renewed = await postForm(
      t.app,
      '/account/schoolclass/new_code',
      { id: made.id },
      owner.token,
    );
    expect(renewed.body.data).toMatchObject({ id: made.id, cls_name: 'Renamed by admin' });
    expect(renewed.body.data.code).not.toBe(made.code);
    const student = await createUser(t, school, 'student');
    expect(
      (await postForm(t.app, '/account/schoolclass/join', { code: made.code }, student.token))
        .status,
    ).toBe(404);
    expect(
      (
        await postForm(
          t.app,
          '/account/schoolclass/join',
          { code: renewed.body.data.code },
          student.token,
        )
      ).status,
    ).toBe(200);
    expect(
      (await postForm(t.app, '/account/schoolclass/dele', { id: made.id }, owner.token)).status,
    ).toBe(200);
  });
});

describe('the school-key migration', () => {
  it('keys existing schools like the code does and keeps existing look-alike duplicates apart', async () => {
    const { createTestDatabase, migrate } = await import('@essay/db');
    const { copyFile, mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { schoolNameKey } = await import('@essay/contracts');
    const { migrateAccount } = await import('../src/app.ts');
    const { rekeySchools } = await import('../src/modules/schools/school-keys.ts');
    const before = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await copyFile(
      path.join(import.meta.dirname, '..', 'migrations', '0001-init.sql'),
      path.join(before, '0001-init.sql'),
    );
    const db = await createTestDatabase();
    try {
      await migrate(db, 'account', before);
      const names = [
        'Demo School',
        'ｄｅｍｏ　school',
        '臺北市立\u200B建國中學',
        'Tab\tSchool',
        'D\u0435mo Sch\u03BFol',
      ];
      for (const name of names)
        await db.query('INSERT INTO account.schools (name) VALUES ($1)', [name]);
      // The SQL migrations, then the re-keying that the confusables skeleton needs (issue 27).
      await migrateAccount(db);
      const rows = await db.query<{ id: number; name: string; name_key: string }>(
        'SELECT id, name, name_key FROM account.schools ORDER BY id',
      );
      expect(rows.map((row) => row.name_key)).toEqual([
        schoolNameKey('Demo School'),
        `${schoolNameKey('Demo School')}#${rows[1]!.id}`,
        schoolNameKey('臺北市立\u200B建國中學'),
        schoolNameKey('Tab\tSchool'),
        `${schoolNameKey('Demo School')}#${rows[4]!.id}`,
      ]);
      expect(await rekeySchools(db)).toBe(0);
    } finally {
      await db.close();
    }
  });
});
