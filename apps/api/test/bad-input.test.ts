import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  ERROR_STATUS,
  ID_MESSAGE,
  type ErrorCode,
} from '@essay/contracts';
import {
  api,
  createHomework,
  HOMEWORK,
  insertArticle,
  signUp,
  createTestPlatform,
  type TestPlatform,
  type TestUser,
} from './helpers.ts';

let p: TestPlatform;
let teacher: TestUser;
let admin: TestUser;
let homeworkId: number;
let articleId: number;

beforeAll(async () => {
  p = await createTestPlatform();
  teacher = await signUp(p, 'Bad Input School', 'teacher');
  admin = await signUp(p, 'Bad Input School', 'admin');
  homeworkId = await createHomework(p, teacher.token);
  articleId = await insertArticle(p, homeworkId, '一篇作文。');
});
afterAll(() => p.close());

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every way to put a NUL into one string of `value`: one variant per string it holds. */
function withNul(value: Json): Json[] {
  if (typeof value === 'string') return [`${value}\u0000x`];
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      withNul(item).map((bad) => value.map((v, j) => (j === i ? bad : v))),
    );
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...withNul(item).map((bad) => ({ ...value, [key]: bad })),
      ...(key.length > 0 && /^[a-z_]+$/.test(key)
        ? []
        : [
            {
              ...Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)),
              [`${key}\u0000`]: item,
            },
          ]),
    ]);
  }
  return [];
}

const JSON_BODIES: [string, string, () => Record<string, Json>][] = [
  ['POST', '/api/teacher/homeworks', () => ({ ...HOMEWORK, students: ['王小明'] })],
  ['PATCH', '/api/teacher/homeworks/:hw', () => ({ ...HOMEWORK, students: ['王小明'] })],
  [
    'POST',
    '/api/teacher/homeworks/:hw/articles',
    () => ({
      articles: [{ title: 'essay', student_name: '王小明', files: ['a.docx'], file_ids: [1] }],
    }),
  ],
  ['PATCH', '/api/teacher/articles/:article', () => ({ teacher_suggestion: 'Good' })],
  ['PATCH', '/api/teacher/articles/:article/student_name', () => ({ name: '王小明' })],
  [
    'PATCH',
    '/api/teacher/articles/:article/override',
    () => ({ level: 4, dimensions: { content: 3 } }),
  ],
  [
    'PATCH',
    '/api/teacher/articles/:article/images',
    () => ({ images: [1], contents: { '1': 'text' } }),
  ],
  ['PATCH', '/api/teacher/articles/:article/images/1', () => ({ content: 'text' })],
];

const FORMS: [string, Record<string, string>, 'teacher' | 'admin' | 'anonymous'][] = [
  [
    '/account/user/register',
    {
      username: 'nul_user',
      email: 'n@example.edu.tw',
      sch_name: 'Bad Input School',
      invite_code: 'ABC',
    },
    'anonymous',
  ],
  ['/account/user/login', { username: 'nul_user' }, 'anonymous'],
  ['/account/user/save', { nickname: 'Ms Lin' }, 'teacher'],
  ['/account/schoolclass/add', { cls_name: 'Class 1' }, 'teacher'],
  ['/account/schoolclass/edit', { id: '1', cls_name: 'Class 1' }, 'teacher'],
  ['/account/schoolclass/join', { code: 'ABCDEF' }, 'teacher'],
  ['/account/schoolclass/getlist', { pro_key: 'essay_chk', all_list: '0' }, 'teacher'],
  ['/account/point/get_info', { pro_key: 'essay_chk' }, 'teacher'],
  [
    '/account/pointask/add',
    { pro_key: 'essay_chk', ask_point: '5', ask_note: 'more please' },
    'teacher',
  ],
  ['/account/pointask/dele', { pro_key: 'essay_chk', del_id: '1' }, 'teacher'],
];

function url(template: string): string {
  return template.replace(':hw', String(homeworkId)).replace(':article', String(articleId));
}

async function postForm(path: string, fields: Record<string, string>, token?: string) {
  const response = await p.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('NUL and other control characters in text fields', () => {
  it('answers 400 in the product API style for a NUL in any text field of any JSON body', async () => {
    let sent = 0;
    for (const [method, template, body] of JSON_BODIES) {
      for (const bad of withNul(body())) {
        const res = await api(p, method as 'POST', url(template), teacher.token, bad);
        expect(res.status, `${method} ${template} ${JSON.stringify(bad)}`).toBe(400);
        // invalid_input, or a specific 400 code (e.g. page_not_current) the web app words.
        expect(ERROR_STATUS[res.body.code as ErrorCode], String(res.body.code)).toBe(400);
        expect(res.body.error).toEqual(expect.any(String));
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThanOrEqual(15);
  });

  it('answers 400 in the account style for a NUL in any text field of any form', async () => {
    for (const [path, fields, who] of FORMS) {
      for (const key of Object.keys(fields)) {
        const token = who === 'teacher' ? teacher.token : who === 'admin' ? admin.token : undefined;
        const res = await postForm(
          path,
          { password: 'a-long-test-password', ...fields, [key]: `${fields[key]}\u0000` },
          token,
        );
        expect(res.status, `${path} ${key}`).toBe(400);
        expect(res.body, `${path} ${key}`).toMatchObject({
          state: false,
          code: 'invalid_input',
          message: expect.any(String),
        });
      }
    }
  });

  it('says why: control characters are named in the message', async () => {
    const res = await api(p, 'PATCH', `/api/teacher/articles/${articleId}`, teacher.token, {
      teacher_suggestion: 'a\u0007b',
    });
    expect(res.body).toEqual({
      error: CONTROL_CHARACTER_MESSAGE,
      code: 'invalid_input',
      details: { field: 'teacher_suggestion' },
    });
    const fine = await api(p, 'PATCH', `/api/teacher/articles/${articleId}`, teacher.token, {
      teacher_suggestion: 'line one\nline two\ttabbed',
    });
    expect(fine.status).toBe(200);
  });
});

describe('ids out of range', () => {
  it.each([
    ['GET', '/api/teacher/model_articles?homework_id=99999999999'],
    ['GET', '/api/teacher/model_articles/addible?homework_id=99999999999'],
    ['GET', '/api/teacher/homeworks/99999999999'],
    ['GET', '/api/teacher/articles/99999999999'],
    ['PATCH', '/api/teacher/articles/1/images/99999999999'],
  ])('%s %s answers 400', async (method, path) => {
    const res = await api(
      p,
      method as 'GET',
      path,
      teacher.token,
      method === 'PATCH' ? { content: 'x' } : undefined,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
  });

  it.each([
    ['PUT', '/api/teacher/model_articles', { articles_id: [99999999999] }],
    ['POST', '/api/teacher/homeworks', { ...HOMEWORK, assigned_classes: [99999999999] }],
    ['POST', '/api/teacher/homeworks/:hw/articles', { articles: [{ file_ids: [99999999999] }] }],
    ['PATCH', '/api/teacher/articles/:article/images', { images: [99999999999] }],
  ])('%s %s with an id in the body answers 400', async (method, template, body) => {
    const res = await api(p, method as 'PUT', url(template), teacher.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: ID_MESSAGE,
      code: 'invalid_input',
      details: { field: expect.stringMatching(/\.0$/) },
    });
  });

  it.each([
    ['/account/schoolclass/edit', { id: '99999999999', cls_name: 'x' }],
    ['/account/schoolclass/dele', { id: '99999999999' }],
    ['/account/pointask/dele', { del_id: '99999999999' }],
    ['/account/pointask/review', { id: '99999999999', ask_ok: '1' }],
    ['/account/school/approve', { user_id: '99999999999' }],
  ])('%s with an id out of range answers 400', async (path, fields) => {
    const res = await postForm(
      path,
      fields,
      path.includes('review') || path.includes('approve') ? admin.token : teacher.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ state: false, message: ID_MESSAGE, code: 'invalid_input' });
  });
});
