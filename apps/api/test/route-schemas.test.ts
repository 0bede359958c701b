import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerMismatchError, serializeAnswer } from '@essay/contracts';
import { api, createTestPlatform, signUp, type TestPlatform } from './helpers.ts';

/**
 * One declaration per call (docs/decisions/0024): every JSON route of the product API and the account
 * service declares its answer's zod schema, which serialises (and so checks) every answer any test gets.
 */
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({ ACCOUNT_SERVICE_SECRET: 'route-schemas-secret-0123456789' });
});
afterAll(() => p.close());

/** Routes that answer a file, a page or a redirect, not JSON: they declare their input only. */
const NOT_JSON = new Set([
  'GET /api/docs',
  'GET /api/files/:id/raw',
  'GET /api/pages/:id/image',
  'GET /api/articles/:id/report',
  'GET /api/articles/:id/report/download',
  'GET /api/admin/students/:id/export',
  'GET /api/student/term/practice-sheet.pdf',
  'GET /api/teacher/students/:id/term/practice-sheet.pdf',
  'GET /account/login',
  'POST /account/login',
  'GET /account/register',
  'POST /account/register',
  'GET /account/avatars/:name',
]);

describe('route schemas', () => {
  it('every JSON route declares its answer schema', () => {
    const routes = p.routes.filter((r) => /^\/(api|account)\//.test(r.url));
    expect(routes.length).toBeGreaterThan(90);
    const undeclared = routes
      .filter((r) => !NOT_JSON.has(`${r.method} ${r.url}`))
      .filter((r) => !(r.schema?.response as Record<number, unknown> | undefined)?.[200])
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('describes every product API route in /api/docs from the same schemas', async () => {
    const docs = await api(p, 'GET', '/api/docs');
    const described = Object.entries(
      docs.body.paths as Record<string, Record<string, unknown>>,
    ).flatMap(([url, methods]) =>
      Object.keys(methods).map(
        (method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const routes = p.routes
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs')
      .map((r) => `${r.method} ${r.url}`);
    expect(described.sort()).toEqual(routes.sort());
    const homework = docs.body.paths['/api/teacher/homeworks'].post;
    expect(homework.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'submission_begin_at', 'submission_deadline_at']),
    );
    expect(homework.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'articles',
    );
    expect(homework.security).toEqual([{ bearer: [] }]);
  });

  it('refuses bad input with the error body and code of the spec, before the handler runs', async () => {
    const teacher = await signUp(p, 'Route Schema School', 'teacher');
    expect(await api(p, 'GET', '/api/teacher/homeworks/abc', teacher.token)).toMatchObject({
      status: 400,
      body: { code: 'invalid_input', details: { field: 'id' } },
    });
    const missing = await api(p, 'PUT', '/api/teacher/homeworks/1/release', teacher.token, {});
    expect(missing).toEqual({
      status: 400,
      body: {
        error: 'released is required',
        code: 'invalid_input',
        details: { field: 'released' },
      },
    });
  });

  it('sends only what the answer schema declares, and fails an answer that does not match it', () => {
    const schema = z.object({ id: z.number() });
    expect(serializeAnswer(schema, { id: 1, password_hash: 'x' }, 'GET /x')).toBe('{"id":1}');
    expect(() => serializeAnswer(schema, { id: '1' }, 'GET /x')).toThrow(AnswerMismatchError);
  });

  it('parses the internal account calls with their schemas on both sides', async () => {
    const teacher = await signUp(p, 'Route Schema School', 'teacher');
    const answer = await p.app.inject({
      method: 'POST',
      url: '/account/internal/balance',
      headers: { 'x-service-secret': 'route-schemas-secret-0123456789' },
      payload: { userId: teacher.userId },
    });
    expect(answer.json()).toEqual({ state: true, data: expect.any(Number) });
    const refused = await p.app.inject({
      method: 'POST',
      url: '/account/internal/balance',
      headers: { 'x-service-secret': 'route-schemas-secret-0123456789' },
      payload: { userId: 'me' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ state: false, code: 'invalid_input' });
  });
});
