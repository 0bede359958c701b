import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountClient } from '@essay/account';
import { createTestDatabase, type Db } from '@essay/db';
import { readApiConfig, type ApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';

export interface TestPlatform {
  app: FastifyInstance;
  db: Db;
  account: AccountClient;
  config: ApiConfig;
  close(): Promise<void>;
}

/** The whole platform (API + in-process account service) on a fresh test database. */
export async function createTestPlatform(env: Record<string, string> = {}): Promise<TestPlatform> {
  const db = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const config = readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', ...env });
  const { app, account } = await buildPlatform(db, config, { logger: false });
  await app.ready();
  return {
    app,
    db,
    account,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface TestUser {
  token: string;
  userId: number;
  username: string;
}

/** Registers a user in `school` through the account service and gives it a role. */
export async function signUp(p: TestPlatform, school: string, role: 'student' | 'teacher' | 'admin'): Promise<TestUser> {
  const username = `${role}_${randomBytes(4).toString('hex')}`;
  const response = await p.app.inject({
    method: 'POST',
    url: '/account/user/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: 'correct-horse-1', email: `${username}@example.edu.tw`, sch_name: school }).toString(),
  });
  const token = response.json().data.token as string;
  const caller = await p.account.authenticate(token);
  await p.db.query('UPDATE account.users SET role = $2 WHERE id = $1', [caller.userId, { student: 21, teacher: 22, admin: 23 }[role]]);
  return { token, userId: caller.userId, username };
}

export async function api(p: TestPlatform, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) {
  const response = await p.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}
