import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, createUser, postForm, type TestAccountApp } from './helpers.ts';

let t: TestAccountApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(() => t.close());

describe('point requests', () => {
  it('a teacher applies, the school admin approves, the points are credited once', async () => {
    const teacher = await createUser(t, 'School Q1', 'teacher');
    const admin = await createUser(t, 'School Q1', 'admin');
    const added = await postForm(
      t.app,
      '/account/pointask/add',
      { pro_key: 'essay_chk', ask_point: 30, ask_note: '七年級作文' },
      teacher.token,
    );
    expect(added.body).toMatchObject({ state: true, data: { id: expect.any(Number) } });
    const id = added.body.data.id as number;
    const own = await postForm(t.app, '/account/pointask/get_ask_list?page=1', {}, teacher.token);
    expect(own.body.rows).toEqual([
      {
        id,
        ask_point: 30,
        ask_note: '七年級作文',
        ask_ok: '0',
        add_time: expect.any(String),
        review_note: '',
      },
    ]);
    const school = await postForm(t.app, '/account/pointask/get_sch_ask_list', {}, admin.token);
    expect(school.body.rows[0]).toMatchObject({ id, username: teacher.username, ask_ok: '0' });

    expect(
      (await postForm(t.app, '/account/pointask/review', { id, ask_ok: 1 }, admin.token)).body,
    ).toEqual({ state: true });
    const again = await postForm(t.app, '/account/pointask/review', { id, ask_ok: 1 }, admin.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This request has already been processed');
    expect(
      (await postForm(t.app, '/account/point/get_info', {}, teacher.token)).body.data.user_point,
    ).toBe(30);
    const log = await postForm(t.app, '/account/point/get_point_get_log', {}, teacher.token);
    expect(log.body.rows).toEqual([
      { point: 30, service_type: 'point_ask', source_id: id, add_time: expect.any(String) },
    ]);
    expect(
      (await postForm(t.app, '/account/pointask/get_ask_list', {}, teacher.token)).body.rows[0]
        .ask_ok,
    ).toBe('1');
  });

  it('a rejection credits nothing', async () => {
    const teacher = await createUser(t, 'School Q1', 'teacher');
    const admin = await createUser(t, 'School Q1', 'admin');
    const id = (
      await postForm(t.app, '/account/pointask/add', { ask_point: 5, ask_note: '' }, teacher.token)
    ).body.data.id;
    expect(
      (await postForm(t.app, '/account/pointask/review', { id, ask_ok: -1 }, admin.token)).body
        .state,
    ).toBe(true);
    expect(
      (await postForm(t.app, '/account/point/get_info', {}, teacher.token)).body.data.user_point,
    ).toBe(0);
  });

  it.each([
    [{ ask_point: 'ten', ask_note: '' }, 'Points must be a number'],
    [{ ask_point: 0, ask_note: '' }, 'Points must be a positive number'],
    [{ ask_point: -3, ask_note: '' }, 'Points must be a positive number'],
    [{ ask_note: 'x' }, 'ask_point is required'],
  ])('refuses an invalid request %#', async (fields, message) => {
    const teacher = await createUser(t, 'School Q1', 'teacher');
    const res = await postForm(t.app, '/account/pointask/add', fields, teacher.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('withdraws only an own, unprocessed request', async () => {
    const teacher = await createUser(t, 'School Q2', 'teacher');
    const colleague = await createUser(t, 'School Q2', 'teacher');
    const admin = await createUser(t, 'School Q2', 'admin');
    const first = (await postForm(t.app, '/account/pointask/add', { ask_point: 5 }, teacher.token))
      .body.data.id;
    const second = (await postForm(t.app, '/account/pointask/add', { ask_point: 6 }, teacher.token))
      .body.data.id;
    expect(
      (
        await postForm(
          t.app,
          '/account/pointask/dele',
          { pro_key: 'essay_chk', del_id: first },
          colleague.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await postForm(t.app, '/account/pointask/dele', { del_id: first }, teacher.token)).body,
    ).toEqual({ state: true });
    await postForm(t.app, '/account/pointask/review', { id: second, ask_ok: 1 }, admin.token);
    const processed = await postForm(
      t.app,
      '/account/pointask/dele',
      { del_id: second },
      teacher.token,
    );
    expect(processed.status).toBe(409);
    expect(processed.body.message).toBe('Only an unprocessed request can be withdrawn');
    const list = await postForm(t.app, '/account/pointask/get_ask_list', {}, teacher.token);
    expect(list.body.rows.map((r: { id: number }) => r.id)).toEqual([second]);
  });

  it('keeps every school to itself and every role to its calls', async () => {
    const teacher = await createUser(t, 'School Q3', 'teacher');
    const student = await createUser(t, 'School Q3', 'student');
    const otherAdmin = await createUser(t, 'School Q4', 'admin');
    const id = (await postForm(t.app, '/account/pointask/add', { ask_point: 9 }, teacher.token))
      .body.data.id;
    expect(
      (await postForm(t.app, '/account/pointask/review', { id, ask_ok: 1 }, otherAdmin.token))
        .status,
    ).toBe(404);
    expect(
      (await postForm(t.app, '/account/pointask/get_sch_ask_list', {}, otherAdmin.token)).body.rows,
    ).toEqual([]);
    expect(
      (await postForm(t.app, '/account/pointask/review', { id, ask_ok: 1 }, teacher.token)).status,
    ).toBe(403);
    expect(
      (await postForm(t.app, '/account/pointask/get_sch_ask_list', {}, teacher.token)).status,
    ).toBe(403);
    expect(
      (await postForm(t.app, '/account/pointask/add', { ask_point: 9 }, student.token)).status,
    ).toBe(403);
    const bad = await postForm(
      t.app,
      '/account/pointask/review',
      { id, ask_ok: 0 },
      otherAdmin.token,
    );
    expect(bad.body.message).toBe('ask_ok must be 1 or -1');
    expect(
      (await postForm(t.app, '/account/point/get_info', {}, teacher.token)).body.data.user_point,
    ).toBe(0);
  });
});
