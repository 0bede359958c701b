import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, createUser, postForm, type TestAccountApp } from './helpers.ts';

let t: TestAccountApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

describe('classes', () => {
  it('lets teachers and admins create, rename and delete classes of their own school only', async () => {
    const teacher = await createUser(t, 'School C1', 'teacher');
    const admin = await createUser(t, 'School C1', 'admin');
    const outsider = await createUser(t, 'School C2', 'teacher');
    const created = await postForm(
      t.app,
      '/account/schoolclass/add',
      { cls_name: '七年一班' },
      teacher.token,
    );
    expect(created.body).toMatchObject({
      state: true,
      data: { cls_name: '七年一班', code: expect.stringMatching(/^[A-Z2-9]{6}$/) },
    });
    const id = created.body.data.id as number;
    await postForm(t.app, '/account/schoolclass/add', { cls_name: '七年二班' }, admin.token);

    const list = await postForm(
      t.app,
      '/account/schoolclass/getlist',
      { pro_key: 'essay_chk', all_list: 0 },
      teacher.token,
    );
    expect(list.body.rows.map((r: { cls_name: string }) => r.cls_name)).toEqual([
      '七年一班',
      '七年二班',
    ]);
    expect(
      (await postForm(t.app, '/account/schoolclass/getlist', {}, outsider.token)).body.rows,
    ).toEqual([]);

    expect(
      (
        await postForm(
          t.app,
          '/account/schoolclass/edit',
          { id, cls_name: '七年三班' },
          outsider.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await postForm(t.app, '/account/schoolclass/dele', { id }, outsider.token)).status,
    ).toBe(404);
    expect(
      (
        await postForm(
          t.app,
          '/account/schoolclass/edit',
          { id, cls_name: '七年三班' },
          admin.token,
        )
      ).body,
    ).toEqual({ state: true });
    expect(
      (await postForm(t.app, '/account/schoolclass/edit', { id, cls_name: ' ' }, admin.token)).body
        .message,
    ).toBe('Class name is required');
    expect(
      (await postForm(t.app, '/account/schoolclass/dele', { id }, teacher.token)).body,
    ).toEqual({ state: true });
    const after = await postForm(t.app, '/account/schoolclass/getlist', {}, teacher.token);
    expect(after.body.rows.map((r: { cls_name: string }) => r.cls_name)).toEqual(['七年二班']);
  });

  it('refuses class management to students (403) and class names that are missing', async () => {
    const student = await createUser(t, 'School C1', 'student');
    const res = await postForm(t.app, '/account/schoolclass/add', { cls_name: 'X' }, student.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      state: false,
      message: 'You are not allowed to do this',
      code: 'forbidden',
    });
    const teacher = await createUser(t, 'School C1', 'teacher');
    expect(
      (await postForm(t.app, '/account/schoolclass/add', {}, teacher.token)).body.message,
    ).toBe('cls_name is required');
  });

  it('lets a student join a class of the school by code; codes of other schools do not exist for them', async () => {
    const teacher = await createUser(t, 'School C3', 'teacher');
    const student = await createUser(t, 'School C3', 'student');
    const outsider = await createUser(t, 'School C4', 'student');
    const code = (
      await postForm(t.app, '/account/schoolclass/add', { cls_name: '八年一班' }, teacher.token)
    ).body.data.code as string;
    expect(
      (
        await postForm(
          t.app,
          '/account/schoolclass/join',
          { code: code.toLowerCase() },
          student.token,
        )
      ).body,
    ).toMatchObject({ state: true, data: { cls_name: '八年一班' } });
    expect(
      (await postForm(t.app, '/account/schoolclass/join', { code }, outsider.token)).status,
    ).toBe(404);
    expect(
      (await postForm(t.app, '/account/schoolclass/join', { code }, teacher.token)).status,
    ).toBe(403);
    expect(
      (await postForm(t.app, '/account/schoolclass/join', { code: 'ZZZZZZ' }, student.token)).body
        .message,
    ).toBe('Class not found');
    const studentList = await postForm(t.app, '/account/schoolclass/getlist', {}, student.token);
    expect(studentList.body.rows[0]).toEqual({ id: expect.any(Number), cls_name: '八年一班' });
  });

  it('throttles class-code guesses per student like invitation codes (issue 27)', async () => {
    const teacher = await createUser(t, 'School C5', 'teacher');
    const guesser = await createUser(t, 'School C5', 'student');
    const classmate = await createUser(t, 'School C5', 'student');
    const code = (
      await postForm(t.app, '/account/schoolclass/add', { cls_name: '九年二班' }, teacher.token)
    ).body.data.code as string;
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await postForm(t.app, '/account/schoolclass/join', { code: `WRONG${i}` }, guesser.token))
          .status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    // Even the right code waits now; a classmate from the same address is not held back.
    const held = await postForm(t.app, '/account/schoolclass/join', { code }, guesser.token);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('Too many wrong class codes. Please try again later.');
    expect(
      (await postForm(t.app, '/account/schoolclass/join', { code }, classmate.token)).status,
    ).toBe(200);
  });

  it('refuses class calls without a token', async () => {
    expect((await postForm(t.app, '/account/schoolclass/getlist', {})).status).toBe(401);
  });
});
