import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCHOOL_MESSAGES,
  schoolCoreKey,
  schoolLookAlikeKey,
  schoolNamesLookAlike,
} from '@essay/contracts';
import { addressRange } from '../src/modules/auth/address-range.ts';
import {
  createAccountTestApp,
  getJson,
  postForm,
  uniqueName,
  type TestAccountApp,
} from './helpers.ts';

// Issue 41, part 2 (decision 0071): the code decides the school; a new school is an explicit
// choice, warned of look-alikes; new schools are counted per address range; a removed, rejected
// or demoted member's sessions and codes end at once; a school's shared address is not locked by
// one guesser; joins and invitation renewals are in the trail.

let t: TestAccountApp;
beforeAll(async () => {
  t = await createAccountTestApp({
    REGISTER_MAX_PER_ADDRESS_PER_HOUR: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10',
  });
});
afterAll(() => t.close());

const PASSWORD = 'a-long-test-password-1';

async function register(fields: Record<string, string>, address = '127.0.0.1') {
  const username = uniqueName('u');
  const response = await t.app.inject({
    method: 'POST',
    url: '/account/user/register',
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      username,
      password: PASSWORD,
      email: `${username}@example.edu.tw`,
      ...fields,
    }).toString(),
  });
  const body = response.json() as Record<string, any>;
  return { status: response.statusCode, body, username, token: body.data?.token as string };
}

async function info(token: string) {
  return (await getJson(t.app, '/account/user/info', token)).body.data as Record<string, unknown>;
}

async function schoolCount(): Promise<number> {
  return (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM account.schools'))[0]!.n;
}

/** A school in the Taipei style (臺, full form), its admin, a class and the teacher invitation. */
async function mingde(suffix = uniqueName('').slice(1)) {
  const name = `臺北市立明德${suffix}國民中學`;
  const admin = await register({ sch_name: name, new_school: '1' });
  expect(admin.status, JSON.stringify(admin.body)).toBe(200);
  const made = await postForm(t.app, '/account/schoolclass/add', { cls_name: '803' }, admin.token);
  const invite = await postForm(t.app, '/account/school/get_invite_code', {}, admin.token);
  return {
    name,
    suffix,
    admin,
    classId: made.body.data.id as number,
    classCode: made.body.data.code as string,
    teacherCode: invite.body.data.invite_code as string,
  };
}

describe('the code decides the school', () => {
  it('puts a teacher and a student in the code’s school whatever name they type, and forks none', async () => {
    const school = await mingde();
    const before = await schoolCount();
    const typed = [
      `明德${school.suffix}國中`,
      `台北市立明德${school.suffix}國民中學`,
      '',
      'Another School Entirely',
    ];
    for (const sch_name of typed) {
      const teacher = await register({ sch_name, invite_code: school.teacherCode.toLowerCase() });
      expect(teacher.status, sch_name).toBe(200);
      expect(await info(teacher.token)).toMatchObject({
        sch_name: school.name,
        user_roler: 22,
        member_status: 'active',
      });
    }
    const student = await register({
      sch_name: `台北市立明德${school.suffix}國民中學`,
      invite_code: school.classCode,
    });
    expect(await info(student.token)).toMatchObject({
      sch_name: school.name,
      user_roler: 21,
      member_status: 'active',
    });
    const members = await t.db.query('SELECT 1 FROM account.class_members WHERE class_id = $1', [
      school.classId,
    ]);
    expect(members).toHaveLength(1);
    expect(await schoolCount()).toBe(before);
  });

  it('refuses a code that matches no school, whatever name comes with it, and makes no school', async () => {
    const before = await schoolCount();
    for (const sch_name of [uniqueName('Brand New School'), '']) {
      const wrong = await register({ sch_name, invite_code: 'WRONGCODE1', new_school: '1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(SCHOOL_MESSAGES.badInviteCode);
    }
    expect(await schoolCount()).toBe(before);
  });

  it('records the joins by invitation and class code, and the renewal of the invitation', async () => {
    const school = await mingde();
    const teacher = await register({ invite_code: school.teacherCode });
    const student = await register({ invite_code: school.classCode });
    await postForm(t.app, '/account/school/new_invite_code', {}, school.admin.token);
    const rows = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM account.audit_events
        WHERE school_id = (SELECT school_id FROM account.users WHERE username = $1) ORDER BY id`,
      [teacher.username],
    );
    expect(rows.map((r) => [r.action, r.detail.by ?? null])).toEqual([
      ['member.join', 'new_school'],
      ['class.change', null],
      ['member.join', 'invitation'],
      ['member.join', 'class_code'],
      ['invitation.renew', null],
    ]);
    expect(rows[3]!.detail).toMatchObject({ role: 21, class_id: school.classId });
    expect(student.status).toBe(200);
  });
});

describe('a new school is an explicit choice', () => {
  it('asks for the school name, and sends a name no school has to the new-school choice', async () => {
    expect((await register({ sch_name: ' ' })).body.message).toBe('School name is required');
    const unknown = await register({ sch_name: uniqueName('Nowhere School') });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SCHOOL_MESSAGES.noSuchSchool);
  });

  it('warns of a look-alike and makes the school only once its exact name is confirmed', async () => {
    const school = await mingde();
    const lookAlikes = [
      `台北市立明德${school.suffix}國民中學`,
      `臺北市立明德${school.suffix}國中`,
      `明德${school.suffix}國中`,
    ];
    for (const name of lookAlikes) {
      const before = await schoolCount();
      const warned = await register({ sch_name: name, new_school: '1' });
      expect(warned.status, name).toBe(409);
      expect(warned.body.message).toBe(SCHOOL_MESSAGES.lookAlikeSchool);
      // Another name confirmed is no confirmation of this one.
      const otherConfirmed = await register({
        sch_name: name,
        new_school: '1',
        confirm_school: school.name,
      });
      expect(otherConfirmed.status, name).toBe(409);
      expect(await schoolCount()).toBe(before);
    }
    // Spaces, case and full-width letters make the same name: that school exists, confirmed or not.
    const fullWidth = school.suffix
      .toUpperCase()
      .replace(/[A-Z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const name of [
      school.name,
      `臺北市立 明德${school.suffix} 國民中學`,
      `臺北市立明德${fullWidth}國民中學`,
    ]) {
      const same = await register({ sch_name: name, new_school: '1', confirm_school: name });
      expect(same.status, name).toBe(409);
      expect(same.body.message).toBe(SCHOOL_MESSAGES.schoolExists);
    }
    const confirmed = await register({
      sch_name: lookAlikes[0]!,
      new_school: '1',
      confirm_school: lookAlikes[0]!,
    });
    expect(await info(confirmed.token)).toMatchObject({ sch_name: lookAlikes[0], user_roler: 23 });
  });

  it('shows the look-alikes on the register page and a box to confirm the exact name', async () => {
    const school = await mingde();
    const typed = `台北市立明德${school.suffix}國民中學`;
    const page = await t.app.inject({
      method: 'POST',
      url: '/account/register?lang=zh-tw',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        username: uniqueName('page'),
        password: PASSWORD,
        email: 'p@example.edu.tw',
        sch_name: typed,
        new_school: '1',
      }).toString(),
    });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('已有名稱相似的學校');
    expect(page.body).toContain(`<li>${school.name}</li>`);
    expect(page.body).toContain(`name="confirm_school" type="checkbox" value="${typed}"`);
    expect(page.body).toContain('name="new_school" type="checkbox" value="1" checked');
  });

  it('lets a squatter of a look-alike receive none of the school’s requests', async () => {
    const school = await mingde();
    const squatted = `台北市立明德${school.suffix}國民中學`;
    // Before the look-alike exists, a request typed with 台 reaches the school (one look-alike).
    const early = await register({ sch_name: squatted });
    expect(await info(early.token)).toMatchObject({
      sch_name: school.name,
      member_status: 'pending',
    });
    const squatter = await register({
      sch_name: squatted,
      new_school: '1',
      confirm_school: squatted,
    });
    expect(await info(squatter.token)).toMatchObject({ sch_name: squatted, user_roler: 23 });
    for (const typed of [squatted, school.name]) {
      const request = await register({ sch_name: typed });
      expect(request.status, typed).toBe(409);
      expect(request.body.message).toBe(SCHOOL_MESSAGES.ambiguousSchool);
    }
    const pending = await postForm(t.app, '/account/school/pending_list', {}, squatter.token);
    expect(pending.body.rows).toEqual([]);
    // The code still decides.
    const student = await register({ sch_name: squatted, invite_code: school.classCode });
    expect(await info(student.token)).toMatchObject({ sch_name: school.name, user_roler: 21 });
  });
});

describe('look-alike keys', () => {
  const names = [
    '臺北市立明德國民中學',
    '新北市立板橋國民小學',
    'Lincoln High School',
    '國立臺灣師大附中',
  ];
  const disguises: ((name: string) => string)[] = [
    (n) => n.replaceAll('臺', '台'),
    (n) => n.replace('國民中學', '國中').replace('國民小學', '國小'),
    (n) => [...n].join(' '),
    (n) => n.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    (n) => n.toUpperCase(),
    (n) => `「${n}」`,
  ];
  it('gives every disguise of a name the name’s look-alike key', () => {
    for (const name of names)
      for (const disguise of disguises)
        expect(schoolLookAlikeKey(disguise(name)), disguise(name)).toBe(schoolLookAlikeKey(name));
  });
  it('sees a shortened name without its place as a look-alike, and different schools as different', () => {
    expect(schoolCoreKey('明德國中')).toBe(schoolCoreKey('臺北市立明德國民中學'));
    expect(schoolNamesLookAlike('明德國中', '台北市立明德國民中學')).toBe(true);
    for (const [a, b] of [
      ['臺北市立明德國民中學', '臺北市立明倫國民中學'],
      ['臺北市立明德國民中學', '臺北市立明德國民小學'],
      ['Lincoln High School', 'Lincoln Middle School'],
    ] as const)
      expect(schoolNamesLookAlike(a, b), `${a} ${b}`).toBe(false);
  });
});

describe('new schools per address range', () => {
  it('groups IPv4 addresses by /24 and IPv6 by /64, whatever way they are written', () => {
    for (let i = 0; i < 50; i += 1) {
      const [a, b, c] = [i * 5, (i * 37) % 256, (i * 91) % 256];
      const d = (i * 53) % 256;
      expect(addressRange(`${a}.${b}.${c}.${d}`)).toBe(addressRange(`${a}.${b}.${c}.${255 - d}`));
      expect(addressRange(`::ffff:${a}.${b}.${c}.${d}`)).toBe(addressRange(`${a}.${b}.${c}.0`));
      expect(addressRange(`${a}.${b}.${(c + 1) % 256}.${d}`)).not.toBe(
        addressRange(`${a}.${b}.${c}.${d}`),
      );
      const prefix = `2001:db8:${i.toString(16)}:${(i * 7).toString(16)}`;
      expect(addressRange(`${prefix}::${d.toString(16)}`)).toBe(
        addressRange(`${prefix}:ffff:${d.toString(16)}:0:1`),
      );
      expect(addressRange(`${prefix}::1`)).not.toBe(
        addressRange(`2001:db8:${i.toString(16)}:ffff::1`),
      );
    }
    expect(addressRange('2001:0db8:0000:0001:0:0:0:1')).toBe(addressRange('2001:db8:0:1::2'));
  });

  it('refuses a third school from one /24 or /64 in the hour, not from another range', async () => {
    const limited = await createAccountTestApp({ SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR: '2' });
    try {
      const found = async (address: string) => {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/account/user/register',
          remoteAddress: address,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            username: uniqueName('f'),
            password: PASSWORD,
            email: 'f@example.edu.tw',
            sch_name: uniqueName('Range School'),
            new_school: '1',
          }).toString(),
        });
        return response.statusCode;
      };
      expect([
        await found('192.0.2.1'),
        await found('192.0.2.200'),
        await found('192.0.2.77'),
        await found('198.51.100.1'),
      ]).toEqual([200, 200, 429, 200]);
      expect([
        await found('2001:db8:5:6::1'),
        await found('2001:db8:5:6:aaaa::2'),
        await found('2001:db8:5:6:ffff::3'),
        await found('2001:db8:5:7::1'),
      ]).toEqual([200, 200, 429, 200]);
    } finally {
      await limited.close();
    }
  });
});

describe('former members and changed roles', () => {
  async function signIn(username: string, address = '203.0.113.30') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/account/user/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  }

  async function signInCode(username: string): Promise<string> {
    const page = await t.app.inject({
      method: 'POST',
      url: '/account/login?redirect=%2Fmain',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
    });
    expect(page.statusCode).toBe(303);
    return new URL(page.headers.location as string, 'http://x').searchParams.get('code')!;
  }

  it('ends a removed member’s sessions and codes, and refuses their sign-in and renaming', async () => {
    const school = await mingde();
    const student = await register({ invite_code: school.classCode });
    const code = await signInCode(student.username);
    const row = await t.db.query<{ id: number }>(
      'SELECT id FROM account.users WHERE username = $1',
      [student.username],
    );
    expect(
      (
        await postForm(
          t.app,
          '/account/school/remove_member',
          { user_id: row[0]!.id },
          school.admin.token,
        )
      ).status,
    ).toBe(200);
    const exchanged = await postForm(t.app, '/account/user/exchange_code', { code });
    expect(exchanged.status).toBe(400);
    const refused = await signIn(student.username);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SCHOOL_MESSAGES.removed);
    expect((await getJson(t.app, '/account/user/info', student.token)).status).toBe(401);
    // A token that outlived the removal (made before sessions ended with it) cannot rename:
    // the caller check refuses a removed member before the profile is read.
    await t.db.query(
      "INSERT INTO account.tokens (token_hash, user_id, expires_at) VALUES (encode(sha256('removed-left-over'::bytea), 'hex'), $1, now() + interval '1 hour')",
      [row[0]!.id],
    );
    const before = await t.db.query<{ nickname: string }>(
      'SELECT nickname FROM account.users WHERE id = $1',
      [row[0]!.id],
    );
    const rename = await postForm(
      t.app,
      '/account/user/save',
      { nickname: 'Someone Else' },
      'removed-left-over',
    );
    expect([rename.status, rename.body.message]).toEqual([403, SCHOOL_MESSAGES.removed]);
    expect(
      await t.db.query('SELECT nickname FROM account.users WHERE id = $1', [row[0]!.id]),
    ).toEqual(before);
  });

  it('refuses a rejected member’s sign-in, token and renaming', async () => {
    const school = await mingde();
    const waiting = await register({ sch_name: school.name });
    expect((await info(waiting.token)).member_status).toBe('pending');
    const row = await t.db.query<{ id: number }>(
      'SELECT id FROM account.users WHERE username = $1',
      [waiting.username],
    );
    await postForm(t.app, '/account/school/reject', { user_id: row[0]!.id }, school.admin.token);
    const rename = await postForm(
      t.app,
      '/account/user/save',
      { nickname: 'New Me' },
      waiting.token,
    );
    expect(rename.status).toBe(401);
    const refused = await signIn(waiting.username);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SCHOOL_MESSAGES.rejected);
    // A token that outlived the rejection (made before this rule) still cannot rename.
    await t.db.query(
      "INSERT INTO account.tokens (token_hash, user_id, expires_at) VALUES (encode(sha256('left-over-token'::bytea), 'hex'), $1, now() + interval '1 hour')",
      [row[0]!.id],
    );
    const leftOver = await postForm(
      t.app,
      '/account/user/save',
      { nickname: 'New Me' },
      'left-over-token',
    );
    expect(leftOver.status).toBe(403);
    const nickname = await t.db.query<{ nickname: string }>(
      'SELECT nickname FROM account.users WHERE id = $1',
      [row[0]!.id],
    );
    expect(nickname[0]!.nickname).toBe('');
  });

  it('ends a demoted teacher’s sessions and sign-in codes at once', async () => {
    const school = await mingde();
    const teacher = await register({ invite_code: school.teacherCode });
    const code = await signInCode(teacher.username);
    const row = await t.db.query<{ id: number }>(
      'SELECT id FROM account.users WHERE username = $1',
      [teacher.username],
    );
    await postForm(
      t.app,
      '/account/school/change_role',
      { user_id: row[0]!.id, role: 21 },
      school.admin.token,
    );
    expect((await getJson(t.app, '/account/user/info', teacher.token)).status).toBe(401);
    expect((await postForm(t.app, '/account/user/exchange_code', { code })).status).toBe(400);
    const again = await signIn(teacher.username);
    expect(again.status).toBe(200);
    expect(await info(again.body.data.token as string)).toMatchObject({ user_roler: 21 });
  });
});

describe('a school’s shared address', () => {
  it('keeps its accounts signing in while a guesser behind it is blocked', async () => {
    const school = await mingde();
    const shared = '198.51.100.23';
    const regular = await register({ invite_code: school.classCode });
    const newcomer = await register({ invite_code: school.classCode });
    const login = async (username: string, password: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/account/user/login',
          remoteAddress: shared,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ username, password }).toString(),
        })
      ).statusCode;
    expect(await login(regular.username, PASSWORD)).toBe(200);
    // The guesser: unknown names from the school's address, past its ceiling (10).
    for (let i = 0; i < 12; i += 1) await login(uniqueName('nobody'), 'wrong-password-1');
    expect(await login(uniqueName('nobody'), 'wrong-password-1')).toBe(429);
    expect(await login(regular.username, PASSWORD)).toBe(200);
    // An account never signed in from here waits like the guesser (until the window passes).
    expect(await login(newcomer.username, PASSWORD)).toBe(429);
  });
});
