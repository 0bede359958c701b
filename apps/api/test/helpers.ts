import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountClient } from '@essay/account';
import { registrationRequest, schoolNameKey } from '@essay/contracts';
import { createTestDatabase, type Db } from '@essay/db';
import { readApiConfig, type ApiConfig } from '../src/config.ts';
import type { ApiContext } from '../src/context.ts';
import { gradeEssayJob } from '../src/jobs/grade-essay.job.ts';
import type { WorkerOptions } from '../src/jobs/workers.ts';
import { buildPlatform, type Platform } from '../src/server.ts';

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  account: AccountClient;
  config: ApiConfig;
  ctx: ApiContext;
  routes: Platform['routes'];
  close(): Promise<void>;
}

/** The whole platform (API + in-process account service) on a fresh test database. */
export async function createTestPlatform(
  env: Record<string, string> = {},
  options: { workers?: boolean | Partial<WorkerOptions>; db?: Db } = {},
): Promise<TestPlatform> {
  const db = options.db ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  // Each test starts its schools from 127.0.0.1; the per-range limit is tested in apps/account.
  const config = readApiConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR: '100000',
    ...env,
  });
  const { app, account, ctx, workersReady, routes } = await buildPlatform(db, config, {
    logger: false,
    workers: options.workers ?? false,
  });
  await app.ready();
  await workersReady;
  return {
    app,
    db,
    account,
    config,
    ctx,
    routes,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The platform without workers and with its grading queue made: the test takes the grading jobs
 * itself (or leaves them queued). Every essay, photos included, costs `pointsPerEssay`.
 */
export async function createPlatformWithoutWorkers(pointsPerEssay: number): Promise<TestPlatform> {
  const p = await createTestPlatform({
    FREE_IMAGE_ARTICLE_GRADE_TIMES: '0',
    GRADE_POINT_PER_ARTICLE: String(pointsPerEssay),
  });
  await p.ctx.jobs.createQueue(gradeEssayJob.queue);
  return p;
}

export interface TestUser {
  token: string;
  userId: number;
  username: string;
}

/** Registers a user in `school` through the account service and gives it a role (an approved member). */
export async function signUp(
  p: TestPlatform,
  school: string,
  role: 'student' | 'teacher' | 'admin',
): Promise<TestUser> {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const form = {
    username,
    password: 'correct-horse-1',
    email: `${username}@example.edu.tw`,
    sch_name: school,
  };
  // The school's first user starts it (explicitly, decision 0071); later ones ask to join it.
  const exists = await p.db.query('SELECT 1 FROM account.schools WHERE name_key = $1', [
    schoolNameKey(school),
  ]);
  const starts: Record<string, string> =
    exists.length === 0 ? { new_school: '1', confirm_school: school } : {};
  const { headers, body } = registrationRequest({ ...form, ...starts });
  const response = await p.app.inject({
    method: 'POST',
    url: '/account/user/register',
    headers,
    payload: body,
  });
  const token = response.json().data.token as string;
  const caller = await p.account.authenticate(token);
  await p.db.query("UPDATE account.users SET role = $2, member_status = 'active' WHERE id = $1", [
    caller.userId,
    { student: 21, teacher: 22, admin: 23 }[role],
  ]);
  return { token, userId: caller.userId, username };
}

export async function api(
  p: TestPlatform,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
) {
  const response = await p.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

export const FIXTURES = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'packages',
  'ingest',
  'test',
  'fixtures',
);

/** A multipart body with one file in the field `file` (or another field name). */
export function multipartFile(fileName: string, bytes: Buffer, field = 'file') {
  const boundary = `----essay${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadFile(
  p: TestPlatform,
  token: string,
  homeworkId: number,
  fileName: string,
  bytes: Buffer,
) {
  const body = multipartFile(fileName, bytes);
  const response = await p.app.inject({
    method: 'POST',
    url: `/api/teacher/homeworks/${homeworkId}/files`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

export const HOMEWORK = {
  name: '我最難忘的一件事',
  instructions: '請以「我最難忘的一件事」為題，寫一篇文章。',
  submission_method: 'teacher',
  submission_begin_at: '2026-09-01T08:00:00+08:00',
  submission_deadline_at: '2026-09-15T17:00:00+08:00',
  assigned_classes: [] as number[],
  students: ['王小明', '陳美玲', 'Amy Lin'],
};

export async function createHomework(
  p: TestPlatform,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await api(p, 'POST', '/api/teacher/homeworks', token, { ...HOMEWORK, ...overrides });
  if (res.status !== 200) throw new Error(`homework not created: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** Polls until `check` answers a value (not undefined) or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until an uploaded file's text is read (`done`); a reading that failed fails the test. */
export async function waitForFileRead(p: TestPlatform, fileId: number): Promise<void> {
  await waitFor(async () => {
    const [file] = await p.db.query<{ status: string; error: string | null }>(
      'SELECT extraction_status AS status, extraction_error AS error FROM api.homework_files WHERE id = $1',
      [fileId],
    );
    if (file?.status === 'failed') throw new Error(`file ${fileId} not read: ${file.error}`);
    return file?.status === 'done' ? true : undefined;
  });
}

/** Gives a teacher points the way a school does: a request, approved by the school's admin. */
export async function givePoints(
  p: TestPlatform,
  teacher: TestUser,
  school: string,
  points: number,
): Promise<void> {
  const admin = await signUp(p, school, 'admin');
  const form = (token: string, url: string, body: string) =>
    p.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: body,
    });
  const id = (
    await form(teacher.token, '/account/pointask/add', `ask_point=${points}&ask_note=test`)
  ).json().data.id;
  await form(admin.token, '/account/pointask/review', `id=${id}&ask_ok=1`);
}

export async function balanceOf(p: TestPlatform, teacher: TestUser): Promise<number> {
  return p.account.getBalance(teacher.userId);
}

/** An essay whose text is already extracted, as after a Word upload. */
export async function insertArticle(
  p: TestPlatform,
  homeworkId: number,
  content: string,
  title = 'essay',
): Promise<number> {
  const rows = await p.db.query<{ id: number }>(
    "INSERT INTO api.articles (homework_id, title, content, status) VALUES ($1, $2, $3, 'submitted') RETURNING id",
    [homeworkId, title, content],
  );
  return rows[0]!.id;
}

export async function waitForGraded(
  p: TestPlatform,
  token: string,
  homeworkId: number,
  timeoutMs = 120_000,
): Promise<Record<string, any>> {
  return waitFor(async () => {
    const res = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, token);
    return res.body.articles.every(
      (a: { status: string }) => a.status === 'graded' || a.status === 'failed',
    )
      ? res.body
      : undefined;
  }, timeoutMs);
}
