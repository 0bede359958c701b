import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@essay/db';
import { buildAccountServer } from '../src/app.ts';
import { readAccountConfig } from '../src/config.ts';
import {
  createAccountTestApp,
  createUser,
  getJson,
  postForm,
  type TestAccountApp,
  type TestUser,
} from './helpers.ts';

let t: TestAccountApp;
let user: TestUser;
beforeAll(async () => {
  t = await createAccountTestApp();
  user = await createUser(t, 'Code School', 'teacher');
});
afterAll(() => t.close());

function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** Signs in through the login page, as the browser does, and answers the redirect. */
async function signInByPage(
  redirect: string,
  fields: Record<string, string> = { username: user.username, password: user.password },
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/account/login?redirect=${encodeURIComponent(redirect)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody({ ...fields, redirect }),
  });
  return {
    status: response.statusCode,
    location: response.headers.location as string | undefined,
    body: response.body,
  };
}

function codeOf(location: string): string {
  const code = new URL(location, 'http://app.example').searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return code;
}

describe('sign-in pages redirect with a one-time code', () => {
  it('sends the browser to /main with a code, never a token', async () => {
    const res = await signInByPage('/main');
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/main\?code=[A-Za-z0-9_-]{43}$/);
    expect(res.location).not.toContain('token');
  });

  it.each([
    '/%09/evil.example/steal',
    '/\t/evil.example/steal',
    '/main\r\nX-Injected: 1',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example/main',
  ])('keeps a hostile redirect %j on this site, without a 500', async (redirect) => {
    const res = await signInByPage(redirect);
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/main\?code=/);
    expect(new URL(res.location!, 'http://app.example').origin).toBe('http://app.example');
  });

  it('keeps a known route as the target', async () => {
    expect((await signInByPage('/assignment/edit/5')).location).toMatch(
      /^\/assignment\/edit\/5\?code=/,
    );
  });

  it('renders the page with a hostile redirect as /main (GET, both languages)', async () => {
    for (const lang of ['en-us', 'zh-tw']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/account/login?lang=${lang}&redirect=${encodeURIComponent('/\r\n//evil.example')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('name="redirect" value="/main"');
      expect(res.body).not.toContain('evil.example');
    }
  });

  it('registers through the page and redirects with a code too', async () => {
    const username = `page_${Date.now().toString(36)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/register?redirect=%2F%2Fevil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({
        username,
        password: 'violet-harbour-42',
        email: `${username}@example.edu.tw`,
        sch_name: 'Code School',
        redirect: '//evil.example',
      }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/main\?code=/);
    const exchanged = await postForm(t.app, '/account/user/exchange_code', {
      code: codeOf(res.headers.location as string),
    });
    expect(exchanged.body.data.username).toBe(username);
  });

  it('exchanges a code once, by POST, for a working token', async () => {
    const code = codeOf((await signInByPage('/main')).location!);
    const first = await postForm(t.app, '/account/user/exchange_code', { code });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ token: expect.any(String), username: user.username });
    const info = await getJson(t.app, '/account/user/info', first.body.data.token);
    expect(info.body.data.username).toBe(user.username);

    const replay = await postForm(t.app, '/account/user/exchange_code', { code });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      state: false,
      message: 'This sign-in link is no longer valid. Please sign in again.',
      code: 'invalid_input',
    });
  });

  it('gives one token for a code exchanged many times at once', async () => {
    const code = codeOf((await signInByPage('/main')).location!);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postForm(t.app, '/account/user/exchange_code', { code })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
  });

  it('refuses an expired code', async () => {
    const code = codeOf((await signInByPage('/main')).location!);
    await t.db.query(
      `UPDATE account.sign_in_codes SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const res = await postForm(t.app, '/account/user/exchange_code', { code });
    expect(res.status).toBe(400);
  });

  it('stores codes hashed and lets them live about a minute', async () => {
    const code = codeOf((await signInByPage('/main')).location!);
    const plain = await t.db.query('SELECT 1 FROM account.sign_in_codes WHERE code_hash = $1', [
      code,
    ]);
    expect(plain).toHaveLength(0);
    const rows = await t.db.query<{ ttl: number }>(
      `SELECT extract(epoch FROM expires_at - now())::float8 AS ttl FROM account.sign_in_codes WHERE code_hash = $1`,
      [createHash('sha256').update(code).digest('hex')],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ttl).toBeGreaterThan(30);
    expect(rows[0]!.ttl).toBeLessThanOrEqual(60);
  });

  it.each<Record<string, string>>([
    { code: '' },
    { code: 'short' },
    { code: 'x'.repeat(500) },
    { code: 'bad code with spaces!!' },
    {},
  ])('refuses a malformed code %j with 400', async (fields) => {
    const res = await postForm(t.app, '/account/user/exchange_code', fields);
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(false);
  });
});

describe('the request log', () => {
  it('never holds a token, a sign-in code or a link signature', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const db = await createTestDatabase();
    const app = await buildAccountServer(db, readAccountConfig({ DATA_DIR: '/tmp/unused' }), {
      logStream: stream,
    });
    try {
      const username = `log_${Date.now().toString(36)}`;
      const password = 'violet-harbour-42';
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      await app.inject({
        method: 'POST',
        url: '/account/user/register',
        headers,
        payload: formBody({
          username,
          password,
          email: 'l@example.edu.tw',
          sch_name: `Log School ${username}`,
          new_school: '1',
        }),
      });
      const page = await app.inject({
        method: 'POST',
        url: '/account/login?redirect=%2Fmain',
        headers,
        payload: formBody({ username, password }),
      });
      const code = codeOf(page.headers.location as string);
      const exchanged = await app.inject({
        method: 'POST',
        url: '/account/user/exchange_code',
        headers,
        payload: formBody({ code }),
      });
      const token = exchanged.json().data.token as string;
      // What a browser or a careless link would send: secrets in the query string.
      await app.inject({ method: 'GET', url: `/main?code=${code}` });
      await app.inject({
        method: 'GET',
        url: `/account/user/info?token=${token}`,
        headers: { authorization: `Bearer ${token}` },
      });
      // A signed download link (issue 27): its signature carries the session, sealed.
      await app.inject({ method: 'GET', url: '/account/avatars/x.png?exp=1&sig=SEALEDSESSION42' });
      const log = lines.join('');
      expect(log).toContain('[redacted]');
      expect(log).not.toContain('SEALEDSESSION42');
      expect(log).not.toContain(code);
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
