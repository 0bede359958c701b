import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductInfoSchema } from '@essay/contracts';
import { api, createTestPlatform, signUp, type TestPlatform } from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({
    FREE_IMAGE_ARTICLE_GRADE_TIMES: '2',
    GRADE_POINT_PER_ARTICLE: '3',
    TOTAL_OCR_TIMES_BY_USER: '50',
  });
});
afterAll(() => p.close());

describe('product API skeleton', () => {
  it('answers product info with its defaults and the configured settings', async () => {
    const res = await api(p, 'GET', '/api/product');
    expect(res.status).toBe(200);
    expect(ProductInfoSchema.parse(res.body)).toMatchObject({
      member_center_pro_key: 'essay_chk',
      member_center_pro_svc_id: 6,
      language: 'en-US',
      setting: {
        total_ocr_times_by_user: 50,
        free_image_article_grade_times: 2,
        grade_point_per_article: 3,
      },
    });
  });

  it('defaults every setting to 0', async () => {
    const other = await createTestPlatform();
    try {
      expect((await api(other, 'GET', '/api/product')).body.setting).toEqual({
        total_ocr_times_by_user: 0,
        free_image_article_grade_times: 0,
        grade_point_per_article: 0,
      });
    } finally {
      await other.close();
    }
  });

  it('serves health and the OpenAPI description', async () => {
    expect((await api(p, 'GET', '/healthz')).body).toEqual({ ok: true });
    const docs = await api(p, 'GET', '/api/docs');
    expect(docs.body.openapi).toBe('3.1.0');
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/product',
        '/api/teacher/homeworks/all/status',
        '/api/student/homeworks/all/status',
        '/api/pointask/get_sch_ask_list',
      ]),
    );
  });

  it('answers unknown API paths with a 404 error object', async () => {
    expect(await api(p, 'GET', '/api/nothing-here')).toEqual({
      status: 404,
      body: { error: 'Not found', code: 'not_found' },
    });
  });
});

describe('status calls', () => {
  it('counts a teacher’s articles awaiting correction, and only theirs', async () => {
    const teacher = await signUp(p, 'School S1', 'teacher');
    const colleague = await signUp(p, 'School S1', 'teacher');
    const [homework] = await p.db.query<{ id: number }>(
      `INSERT INTO api.homeworks (school_id, teacher_id, name, submission_begin_at, submission_deadline_at)
       SELECT school_id, id, 'h', now(), now() + interval '1 day' FROM account.users WHERE id = $1 RETURNING id`,
      [teacher.userId],
    );
    for (const status of ['submitted', 'submitted', 'graded', 'grading']) {
      await p.db.query(
        'INSERT INTO api.articles (homework_id, title, status) VALUES ($1, $2, $3)',
        [homework!.id, 't', status],
      );
    }
    const res = await api(p, 'GET', '/api/teacher/homeworks/all/status', teacher.token);
    expect(res.body).toEqual({ status: { articles_awaiting_correct: 2 } });
    expect(
      (await api(p, 'GET', '/api/teacher/homeworks/all/status', colleague.token)).body.status
        .articles_awaiting_correct,
    ).toBe(0);
  });

  it('counts a student’s pending assignments (open, handed in by students) from the classes they joined', async () => {
    const teacher = await signUp(p, 'School S2', 'teacher');
    const student = await signUp(p, 'School S2', 'student');
    const [cls] = await p.db.query<{ id: number; code: string }>(
      `INSERT INTO account.classes (school_id, cls_name, code, created_by)
       SELECT school_id, '七年一班', 'S2CODE', id FROM account.users WHERE id = $1 RETURNING id, code`,
      [teacher.userId],
    );
    await p.db.query('INSERT INTO account.class_members (class_id, user_id) VALUES ($1, $2)', [
      cls!.id,
      student.userId,
    ]);
    await p.db.query(
      `INSERT INTO api.homeworks (school_id, teacher_id, name, submission_method, submission_begin_at, submission_deadline_at, assigned_classes)
       SELECT school_id, id, name, method, now() - interval '1 minute', deadline, $2 FROM account.users,
         (VALUES ('open', 'student', now() + interval '1 day'), ('closed', 'student', now() - interval '1 second'),
                 ('teacher uploads', 'teacher', now() + interval '1 day')) AS h(name, method, deadline)
       WHERE id = $1`,
      [teacher.userId, [cls!.id]],
    );
    expect((await api(p, 'GET', '/api/student/homeworks/all/status', student.token)).body).toEqual({
      status: { assignments_pending: 1 },
    });
  });

  it('answers 401 without a live token and 403 to another role', async () => {
    const student = await signUp(p, 'School S3', 'student');
    const teacher = await signUp(p, 'School S3', 'teacher');
    expect(await api(p, 'GET', '/api/teacher/homeworks/all/status')).toEqual({
      status: 401,
      body: { error: 'Please sign in again', code: 'unauthorized' },
    });
    expect((await api(p, 'GET', '/api/teacher/homeworks/all/status', 'bogus')).status).toBe(401);
    expect(await api(p, 'GET', '/api/teacher/homeworks/all/status', student.token)).toEqual({
      status: 403,
      body: { error: 'You are not allowed to do this', code: 'forbidden' },
    });
    expect((await api(p, 'GET', '/api/student/homeworks/all/status', teacher.token)).status).toBe(
      403,
    );
    expect((await api(p, 'GET', '/api/pointask/get_sch_ask_list', teacher.token)).status).toBe(403);
  });
});

describe('school point requests through the product API', () => {
  it('shows an admin their school’s requests only, unprocessed first', async () => {
    const teacher = await signUp(p, 'School S4', 'teacher');
    const admin = await signUp(p, 'School S4', 'admin');
    const otherAdmin = await signUp(p, 'School S5', 'admin');
    for (const points of [5, 7]) {
      await p.app.inject({
        method: 'POST',
        url: '/account/pointask/add',
        headers: {
          authorization: `Bearer ${teacher.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `ask_point=${points}&ask_note=n`,
      });
    }
    const res = await api(p, 'GET', '/api/pointask/get_sch_ask_list?page=1', admin.token);
    expect(res.body.rows.map((r: { ask_point: number }) => r.ask_point)).toEqual([7, 5]);
    expect(res.body.pager).toEqual({ records: 2, limit: 10, page: 1 });
    expect(res.body.pending).toBe(2);
    expect(
      (await api(p, 'GET', '/api/pointask/get_sch_ask_list', otherAdmin.token)).body.rows,
    ).toEqual([]);
  });
});
