import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  t = await createAccountTestApp({
    LOGIN_MAX_FAILURES_PER_PAIR: '3',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
  });
});
afterAll(() => t.close());

describe('register and login', () => {
  it('registers, answers a token, and the token signs the user in', async () => {
    const username = uniqueName('reg');
    const reg = await postForm(t.app, '/account/user/register', {
      username,
      password: 'long-enough-1',
      email: 'a@b.tw',
      sch_name: 'School A',
      new_school: '1',
    });
    expect(reg.status).toBe(200);
    expect(reg.body.state).toBe(true);
    const info = await getJson(t.app, '/account/user/info', reg.body.data.token);
    expect(info.body.data).toMatchObject({
      username,
      sch_name: 'School A',
      user_roler: 23,
      email: 'a@b.tw',
      member_status: 'active',
    });
    const login = await postForm(t.app, '/account/user/login', {
      username,
      password: 'long-enough-1',
    });
    expect(login.body).toMatchObject({ state: true, data: { token: expect.any(String) } });
  });

  it.each([
    [
      { username: 'ab', password: 'long-enough-1', email: 'a@b.tw', sch_name: 'S' },
      'Username must be 3-32 letters, digits, _ . or -',
    ],
    [
      { username: 'valid_name', password: 'short', email: 'a@b.tw', sch_name: 'S' },
      'Password must be at least 10 characters',
    ],
    [
      { username: 'valid_name', password: 'long-enough-1', email: 'not-an-email', sch_name: 'S' },
      'Invalid e-mail address',
    ],
    [
      { username: 'valid_name', password: 'long-enough-1', email: 'a@b.tw', sch_name: ' ' },
      'School name is required',
    ],
    [{ password: 'long-enough-1', email: 'a@b.tw', sch_name: 'S' }, 'username is required'],
  ])('refuses an invalid registration %#', async (fields, message) => {
    const res = await postForm(t.app, '/account/user/register', fields);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ state: false, message, code: 'invalid_input' });
  });

  it('refuses a taken username, whatever its case', async () => {
    const user = await createUser(t, 'School A', null);
    const res = await postForm(t.app, '/account/user/register', {
      username: user.username.toUpperCase(),
      password: 'long-enough-1',
      email: 'a@b.tw',
      sch_name: 'School A',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Username is already taken');
  });

  it('refuses a wrong password, then rate-limits the account from that address', async () => {
    const user = await createUser(t, 'School A', 'teacher');
    for (let i = 0; i < 3; i += 1) {
      const res = await postForm(t.app, '/account/user/login', {
        username: user.username,
        password: 'wrong-password',
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Incorrect username or password');
    }
    const limited = await postForm(t.app, '/account/user/login', {
      username: user.username,
      password: user.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-in attempts. Please try again later.');
  });

  it('rate-limits one address across accounts', async () => {
    // The address limit is 8; it counts unknown names one by one (an account's failures once).
    for (let i = 0; i < 8; i += 1) {
      await postForm(t.app, '/account/user/login', {
        username: uniqueName('nobody'),
        password: 'whatever-1',
      });
    }
    const other = await createUser(t, 'School A', 'teacher');
    const res = await postForm(t.app, '/account/user/login', {
      username: other.username,
      password: other.password,
    });
    expect(res.status).toBe(429);
    await t.db.query('DELETE FROM account.sign_in_attempts');
  });

  it('stores password hashes made with scrypt, never the password', async () => {
    const user = await createUser(t, 'School A', null);
    const rows = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM account.users WHERE id = $1',
      [user.userId],
    );
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(rows[0]!.password_hash).not.toContain(user.password);
  });
});

describe('tokens', () => {
  it('refuses a missing, unknown, expired or revoked token with 401', async () => {
    const user = await createUser(t, 'School A', 'teacher');
    expect((await getJson(t.app, '/account/user/info')).status).toBe(401);
    expect((await getJson(t.app, '/account/user/info', 'not-a-token')).status).toBe(401);

    await t.db.query(
      "UPDATE account.tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [user.userId],
    );
    const expired = await getJson(t.app, '/account/user/info', user.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      state: false,
      message: 'Please sign in again',
      code: 'unauthorized',
    });

    const login = await postForm(t.app, '/account/user/login', {
      username: user.username,
      password: user.password,
    });
    const fresh = login.body.data.token as string;
    expect((await getJson(t.app, '/account/user/info', fresh)).status).toBe(200);
    expect((await postForm(t.app, '/account/user/logout', {}, fresh)).body).toEqual({
      state: true,
    });
    expect((await getJson(t.app, '/account/user/info', fresh)).status).toBe(401);
  });

  it('stores only hashes of tokens', async () => {
    const user = await createUser(t, 'School A', null);
    const rows = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM account.tokens WHERE user_id = $1',
      [user.userId],
    );
    expect(rows.map((r) => r.token_hash)).not.toContain(user.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sign-in pages', () => {
  it('serves the login and register forms in both languages', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/account/login?redirect=/main' });
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('Sign in');
    const zh = await t.app.inject({
      method: 'GET',
      url: '/account/register?redirect=/main&lang=zh-tw',
    });
    expect(zh.body).toContain('建立帳號');
    expect(zh.body).toContain('學校名稱');
  });

  it('redirects to {redirect}?code=… after signing in (no token in the URL), and never off-site', async () => {
    const user = await createUser(t, 'School A', 'teacher');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/account/login?redirect=/main',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${user.username}&password=${user.password}&redirect=/main`,
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toMatch(/^\/main\?code=[\w-]+$/);
    const offsite = await t.app.inject({
      method: 'POST',
      url: '/account/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${user.username}&password=${user.password}&redirect=//evil.example`,
    });
    expect(offsite.headers.location).toMatch(/^\/main\?code=/);
  });

  it('shows the error on the page and escapes what the user typed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/register?lang=zh-tw',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=%3Cscript%3Ex&password=short&email=a@b.tw&sch_name=S',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('帳號需為 3 到 32 個英文字母、數字或 _ . -');
    expect(res.body).not.toContain('<script>x');
    expect(res.body).toContain('&lt;script&gt;x');
  });

  it('registers through the page and lands on /main with a code that signs the user in', async () => {
    const username = uniqueName('page');
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/register?redirect=/main',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&password=long-enough-1&email=p@b.tw&sch_name=School%20A&redirect=/main`,
    });
    expect(res.statusCode).toBe(303);
    const code = new URL(res.headers.location as string, 'http://x').searchParams.get('code')!;
    const token = (await postForm(t.app, '/account/user/exchange_code', { code })).body.data
      .token as string;
    expect((await getJson(t.app, '/account/user/info', token)).body.data.username).toBe(username);
  });
});
