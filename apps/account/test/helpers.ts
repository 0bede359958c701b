import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { schoolNameKey } from '@essay/contracts';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type Db } from '@essay/db';
import { accountPlugin, createAccountContext, migrateAccount } from '../src/app.ts';
import { readAccountConfig } from '../src/config.ts';
import type { AccountContext } from '../src/context.ts';
import { authenticate } from '../src/modules/auth/auth.service.ts';

export interface TestAccountApp {
  app: FastifyInstance;
  db: Db;
  ctx: AccountContext;
  close(): Promise<void>;
}

export async function createAccountTestApp(
  env: Record<string, string> = {},
): Promise<TestAccountApp> {
  const db = await createTestDatabase();
  await migrateAccount(db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'account-test-'));
  // Each test starts its schools from 127.0.0.1; the per-range limit is tested on its own.
  const config = { DATA_DIR: dataDir, SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR: '100000', ...env };
  const ctx = createAccountContext(db, readAccountConfig(config));
  const app = Fastify({ logger: false });
  await app.register(accountPlugin(ctx), { prefix: '/account' });
  await app.ready();
  return {
    app,
    db,
    ctx,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * Opens what `open` makes (a test app, the platform) before the file's tests and closes it after
 * them, as every file did with its own beforeAll/afterAll (issue 45). The answer stands for what
 * opened, so a file keeps writing `t.app` or `p.db`; read before the file's first hook runs, it throws.
 */
export function openForFile<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!opened) throw new Error('it opens in beforeAll: use it in a test or a hook');
      return opened[key as keyof T];
    },
  });
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** POSTs a form-encoded body, as the SPA and the spec's calls do. */
export async function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number>,
  token?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

export async function getJson(app: FastifyInstance, url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

/**
 * Registers in `school`: its first user starts it (decision 0071: explicitly, its exact name
 * confirmed), later ones ask to join it. Answers the token.
 */
export async function registerInSchool(
  t: TestAccountApp,
  school: string,
  fields: { username: string; password: string; email: string },
): Promise<string> {
  const exists = await t.db.query('SELECT 1 FROM account.schools WHERE name_key = $1', [
    schoolNameKey(school),
  ]);
  const starts: Record<string, string> =
    exists.length === 0 ? { new_school: '1', confirm_school: school } : {};
  const { status, body } = await postForm(t.app, '/account/user/register', {
    ...fields,
    sch_name: school,
    ...starts,
  });
  if (status !== 200) throw new Error(`register failed: ${String(body.message)}`);
  return body.data.token as string;
}

export interface TestUser {
  token: string;
  userId: number;
  username: string;
  password: string;
}

/**
 * Registers a user in `school` and gives it `role` (admins are set directly, as the CLI does); the
 * user is an approved member, as after the school admin's approval.
 */
export async function createUser(
  t: TestAccountApp,
  school: string,
  role: 'student' | 'teacher' | 'admin' | null,
): Promise<TestUser> {
  const username = uniqueName(role ?? 'user');
  const password = 'correct-horse-1';
  const token = await registerInSchool(t, school, {
    username,
    password,
    email: `${username}@example.edu.tw`,
  });
  const caller = await authenticate(t.ctx, token);
  const code = role ? { student: 21, teacher: 22, admin: 23 }[role] : null;
  await t.db.query("UPDATE account.users SET role = $2, member_status = 'active' WHERE id = $1", [
    caller.userId,
    code,
  ]);
  return { token, userId: caller.userId, username, password };
}
