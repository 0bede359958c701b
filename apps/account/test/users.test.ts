import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountTestApp,
  createUser,
  getJson,
  postForm,
  type TestAccountApp,
} from './helpers.ts';

let t: TestAccountApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type: string },
) {
  const boundary = '----essay-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('roles', () => {
  it('asks for a role until one is chosen, then accepts no other', async () => {
    const user = await createUser(t, 'School R', null);
    expect((await getJson(t.app, '/account/user/check_ms_roler', user.token)).body).toEqual({
      state: true,
      data: true,
    });
    expect(
      (await postForm(t.app, '/account/user/save_ms_roler', { new_roler: 22 }, user.token)).body,
    ).toEqual({ state: true });
    expect((await getJson(t.app, '/account/user/check_ms_roler', user.token)).body.data).toBe(
      false,
    );
    expect((await getJson(t.app, '/account/user/info', user.token)).body.data.user_roler).toBe(22);
    const again = await postForm(
      t.app,
      '/account/user/save_ms_roler',
      { new_roler: 21 },
      user.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'The role has already been chosen; ask the school administrator to change it',
    );
  });

  it.each([['23'], ['0'], [''], ['teacher']])('refuses role %j', async (value) => {
    const user = await createUser(t, 'School R', null);
    const res = await postForm(
      t.app,
      '/account/user/save_ms_roler',
      { new_roler: value },
      user.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(false);
    expect((await getJson(t.app, '/account/user/check_ms_roler', user.token)).body.data).toBe(true);
  });
});

describe('profile', () => {
  it('saves nickname and e-mail, and refuses a bad e-mail or an empty name', async () => {
    const user = await createUser(t, 'School P', 'teacher');
    const saved = await postForm(
      t.app,
      '/account/user/save',
      { nickname: '林老師', email: 'lin@school.edu.tw' },
      user.token,
    );
    expect(saved.body).toMatchObject({
      state: true,
      data: { nickname: '林老師', email: 'lin@school.edu.tw' },
    });
    const bad = await postForm(
      t.app,
      '/account/user/save',
      { nickname: '林老師', email: 'lin@' },
      user.token,
    );
    expect(bad.body).toEqual({
      state: false,
      message: 'Invalid e-mail address',
      code: 'invalid_input',
    });
    const empty = await postForm(t.app, '/account/user/save', { nickname: '   ' }, user.token);
    expect(empty.body.message).toBe('Name is required');
    expect((await getJson(t.app, '/account/user/info', user.token)).body.data.email).toBe(
      'lin@school.edu.tw',
    );
  });

  it('stores an avatar image and serves it; refuses a file that is not an image', async () => {
    const user = await createUser(t, 'School P', 'student');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const ok = multipart({ nickname: 'Amy' }, { name: 'me.png', bytes: png, type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/user/save',
      headers: { 'content-type': ok.contentType, authorization: `Bearer ${user.token}` },
      payload: ok.payload,
    });
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/account\/avatars\/[a-f0-9]{24}\.png$/);
    expect(avatar).toContain(`/${user.userId.toString(16).padStart(8, '0')}`);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const fake = multipart(
      { nickname: 'Amy' },
      { name: 'me.png', bytes: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/account/user/save',
      headers: { 'content-type': fake.contentType, authorization: `Bearer ${user.token}` },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe('The avatar must be an image (JPEG, PNG, WebP or GIF)');
    expect((await getJson(t.app, '/account/user/info', user.token)).body.data.avatar).toBe(avatar);
  });

  it('keeps one avatar per user, refuses one over 5 MB and any before approval (issue 27)', async () => {
    const user = await createUser(t, 'School P', 'student');
    const avatarsDir = path.join(t.ctx.config.filesDir, 'avatars');
    const save = async (token: string, bytes: Buffer) => {
      const body = multipart({ nickname: 'Amy' }, { name: 'me.png', bytes, type: 'image/png' });
      return t.app.inject({
        method: 'POST',
        url: '/account/user/save',
        headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
    };
    const image = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const first = (await save(user.token, await image('#112233'))).json().data.avatar as string;
    const second = (await save(user.token, await image('#445566'))).json().data.avatar as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const own = (await readdir(avatarsDir)).filter((name) =>
      name.startsWith(user.userId.toString(16).padStart(8, '0')),
    );
    expect(own).toEqual([second.split('/').pop()]);

    const huge = await save(user.token, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The avatar must be at most 5 MB');

    const waiting = await createUser(t, 'School P', 'student');
    await t.db.query("UPDATE account.users SET member_status = 'pending' WHERE id = $1", [
      waiting.userId,
    ]);
    const filesBefore = (await readdir(avatarsDir)).length;
    const refused = await save(waiting.token, await image('#778899'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'An avatar can be saved once the school administrator has approved your account',
    );
    expect((await readdir(avatarsDir)).length).toBe(filesBefore);
  });

  it('changes the password: wrong old one refused in message, new one works, other sessions end', async () => {
    const user = await createUser(t, 'School P', 'teacher');
    const other = (
      await postForm(t.app, '/account/user/login', {
        username: user.username,
        password: user.password,
      })
    ).body.data.token;
    const wrong = await postForm(
      t.app,
      '/account/user/changpwd',
      { password_old: 'nope-nope-1', password_new: 'brand-new-pass' },
      user.token,
    );
    expect(wrong.body).toEqual({
      state: false,
      message: 'Old password is incorrect',
      code: 'invalid_input',
    });
    const short = await postForm(
      t.app,
      '/account/user/changpwd',
      { password_old: user.password, password_new: 'short' },
      user.token,
    );
    expect(short.body.message).toBe('New password must be at least 10 characters');
    const ok = await postForm(
      t.app,
      '/account/user/changpwd',
      { password_old: user.password, password_new: 'brand-new-pass' },
      user.token,
    );
    expect(ok.body).toEqual({ state: true });
    expect(
      (
        await postForm(t.app, '/account/user/login', {
          username: user.username,
          password: user.password,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await postForm(t.app, '/account/user/login', {
          username: user.username,
          password: 'brand-new-pass',
        })
      ).body.state,
    ).toBe(true);
    expect((await getJson(t.app, '/account/user/info', user.token)).status).toBe(200);
    expect((await getJson(t.app, '/account/user/info', other)).status).toBe(401);
  });
});
