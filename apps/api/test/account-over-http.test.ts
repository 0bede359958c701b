import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountPlugin,
  createAccountContext,
  migrateAccount,
  readAccountConfig,
} from '@essay/account';
import { createTestDatabase, type Db } from '@essay/db';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';

// The scale-out shape: the account service as its own server, the product API reaching it over HTTP.
let db: Db;
let accountServer: FastifyInstance;
let api: FastifyInstance;
let accountUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateAccount(db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'account-http-'));
  accountServer = Fastify({ logger: false });
  await accountServer.register(
    accountPlugin(
      createAccountContext(
        db,
        readAccountConfig({ DATA_DIR: dataDir, ACCOUNT_SERVICE_SECRET: 'shared-secret' }),
      ),
    ),
    { prefix: '/account' },
  );
  await accountServer.listen({ port: 0, host: '127.0.0.1' });
  accountUrl = `http://127.0.0.1:${(accountServer.server.address() as { port: number }).port}`;
  const config = readApiConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ACCOUNT_SERVICE_URL: accountUrl,
    ACCOUNT_SERVICE_SECRET: 'shared-secret',
  });
  api = (await buildPlatform(db, config, { logger: false, workers: false })).app;
});
afterAll(async () => {
  await api.close();
  await accountServer.close();
  await db.close();
});

async function form(url: string, body: string, token?: string) {
  const response = await fetch(`${accountUrl}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return (await response.json()) as Record<string, any>;
}

describe('account service over HTTP', () => {
  it('authenticates product API calls and answers role errors through the typed client', async () => {
    // The school's first user is its admin; a teacher joins with the admin's invitation code.
    const founder = (
      await form(
        '/account/user/register',
        'username=http_admin&password=long-enough-admin&email=a@b.tw&sch_name=HTTP School&new_school=1',
      )
    ).data.token;
    const code = (await form('/account/school/get_invite_code', '', founder)).data.invite_code;
    const waiting = (
      await form(
        '/account/user/register',
        'username=http_waiting&password=long-enough-1&email=w@b.tw&sch_name=http school',
      )
    ).data.token;
    const refused = await api.inject({
      method: 'GET',
      url: '/api/teacher/homeworks/all/status',
      headers: { authorization: `Bearer ${waiting}` },
    });
    expect(refused.json()).toEqual({
      error: 'Your account is waiting for approval by the school administrator',
      code: 'school_pending',
    });
    const token = (
      await form(
        '/account/user/register',
        `username=http_teacher&password=long-enough-1&email=h@b.tw&sch_name=HTTP School&invite_code=${code}`,
      )
    ).data.token;
    // The teacher invitation makes a teacher at once (issue 27): there is no role left to choose.
    expect((await form('/account/user/save_ms_roler', 'new_roler=21', token)).state).toBe(false);
    const ok = await api.inject({
      method: 'GET',
      url: '/api/teacher/homeworks/all/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.json()).toEqual({ status: { articles_awaiting_correct: 0 } });
    expect(
      (
        await api.inject({
          method: 'GET',
          url: '/api/teacher/homeworks/all/status',
          headers: { authorization: 'Bearer nope' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await api.inject({ method: 'GET', url: '/account/user/info' })).statusCode).toBe(404);
  });

  it('builds the usage report through the client’s school users and memberships calls', async () => {
    const admin = (
      await form('/account/user/login', 'username=http_admin&password=long-enough-admin')
    ).data.token;
    const teacher = (
      await form('/account/user/login', 'username=http_teacher&password=long-enough-1')
    ).data.token;
    const classId = (await form('/account/schoolclass/add', 'cls_name=901', teacher)).data.id;
    expect(
      (await form('/account/schoolclass/add_students', `id=${classId}&names=Amy`, teacher)).rows,
    ).toHaveLength(1);
    const report = await api.inject({
      method: 'GET',
      url: '/api/admin/usage?from=2026-01-05&to=2026-01-11',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(report.json()).toEqual({
      from: '2026-01-05',
      to: '2026-01-11',
      essays_corrected: 0,
      points_spent: 0,
      by_week: [{ week: '2026-01-05', essays_corrected: 0, points_spent: 0 }],
      by_teacher: [],
      by_class: [],
      levels: [],
    });
    const internal = async (name: string, body: unknown) =>
      (
        (await (
          await fetch(`${accountUrl}/account/internal/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-service-secret': 'shared-secret' },
            body: JSON.stringify(body),
          })
        ).json()) as { data: any }
      ).data;
    const { schoolId } = await internal('authenticate', { token: teacher });
    expect(await internal('school-memberships', { schoolId })).toEqual([
      { class_id: classId, user_id: expect.any(Number) },
    ]);
    expect(
      (await internal('school-users', { schoolId })).map((u: { username: string }) => u.username),
    ).toEqual(expect.arrayContaining(['http_admin', 'http_teacher']));
  });

  it('serves a student their classes and names their essay from the account over HTTP', async () => {
    const teacher = (
      await form('/account/user/login', 'username=http_teacher&password=long-enough-1')
    ).data.token;
    const cls = (await form('/account/schoolclass/add', 'cls_name=HTTP 801', teacher)).data;
    // The class code makes a student of the class (issue 27); joining again changes nothing.
    const student = (
      await form(
        '/account/user/register',
        `username=http_student&password=long-enough-1&email=s@b.tw&sch_name=HTTP School&invite_code=${cls.code}`,
      )
    ).data.token;
    await form('/account/user/save', 'nickname=Amy over HTTP', student);
    expect((await form('/account/schoolclass/join', `code=${cls.code}`, student)).state).toBe(true);
    const now = Date.now();
    const created = await api.inject({
      method: 'POST',
      url: '/api/teacher/homeworks',
      headers: { authorization: `Bearer ${teacher}` },
      payload: {
        name: 'HTTP essay',
        submission_method: 'student',
        assigned_classes: [cls.id],
        submission_begin_at: new Date(now - 60_000).toISOString(),
        submission_deadline_at: new Date(now + 86_400_000).toISOString(),
      },
    });
    const homeworkId = created.json().id as number;
    const listed = await api.inject({
      method: 'GET',
      url: '/api/student/homeworks',
      headers: { authorization: `Bearer ${student}` },
    });
    expect(
      listed
        .json()
        .homeworks.map((h: { id: number; class_names: string[] }) => [h.id, h.class_names]),
    ).toEqual([[homeworkId, ['HTTP 801']]]);
    const essay = await api.inject({
      method: 'POST',
      url: `/api/student/homeworks/${homeworkId}/submission`,
      headers: { authorization: `Bearer ${student}` },
      payload: { content: 'I wrote this at home.' },
    });
    expect(essay.json()).toMatchObject({
      homework_id: homeworkId,
      student_name: 'Amy over HTTP',
      status: 'submitted',
    });
  });

  it('merges the account service’s trail and erases a student account over HTTP', async () => {
    const admin = (
      await form('/account/user/login', 'username=http_admin&password=long-enough-admin')
    ).data.token;
    const teacher = (
      await form('/account/user/login', 'username=http_teacher&password=long-enough-1')
    ).data.token;
    const made = (await form('/account/schoolclass/add', 'cls_name=HTTP 902', teacher)).data;
    const classId = made.id as number;
    const registered = await form(
      '/account/user/register',
      `username=http_erased&password=long-enough-1&email=e@b.tw&sch_name=HTTP School&invite_code=${made.code}`,
    );
    expect(registered.state).toBe(true);
    const trail = await api.inject({
      method: 'GET',
      url: '/api/admin/audit?action=class.change',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json().events).toContainEqual(
      expect.objectContaining({
        source: 'account',
        subject_id: classId,
        detail: { change: 'create' },
      }),
    );
    const students = (
      await api.inject({
        method: 'GET',
        url: '/api/admin/students',
        headers: { authorization: `Bearer ${admin}` },
      })
    ).json().students as { id: number; username: string }[];
    const id = students.find((s) => s.username === 'http_erased')!.id;
    const erased = await api.inject({
      method: 'POST',
      url: `/api/admin/students/${id}/erase`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { confirmation: 'http_erased' },
    });
    expect(erased.json()).toEqual({ essays: 0, files: 0 });
    expect(
      (await form('/account/user/login', 'username=http_erased&password=long-enough-1')).state,
    ).toBe(false);
    const again = await api.inject({
      method: 'POST',
      url: `/api/admin/students/${id}/erase`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { confirmation: 'http_erased' },
    });
    expect(again.json().code).toBe('student_not_found');
  });

  it('refuses internal calls without the shared secret', async () => {
    const response = await fetch(`${accountUrl}/account/internal/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-service-secret': 'wrong' },
      body: '{"userId":1}',
    });
    expect(response.status).toBe(403);
  });
});
