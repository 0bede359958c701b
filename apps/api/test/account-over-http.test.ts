import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPlugin, createAccountContext, migrateAccount, readAccountConfig } from '@essay/account';
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
  await accountServer.register(accountPlugin(createAccountContext(db, readAccountConfig({ DATA_DIR: dataDir, ACCOUNT_SERVICE_SECRET: 'shared-secret' }))), { prefix: '/account' });
  await accountServer.listen({ port: 0, host: '127.0.0.1' });
  accountUrl = `http://127.0.0.1:${(accountServer.server.address() as { port: number }).port}`;
  const config = readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', ACCOUNT_SERVICE_URL: accountUrl, ACCOUNT_SERVICE_SECRET: 'shared-secret' });
  api = (await buildPlatform(db, config, { logger: false, workers: false })).app;
});
afterAll(async () => {
  await api.close();
  await accountServer.close();
  await db.close();
});

async function form(url: string, body: string, token?: string) {
  const response = await fetch(`${accountUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  return (await response.json()) as Record<string, any>;
}

describe('account service over HTTP', () => {
  it('authenticates product API calls and answers role errors through the typed client', async () => {
    // The school's first user is its admin; a teacher joins with the admin's invitation code.
    const founder = (await form('/account/user/register', 'username=http_admin&password=long-enough-admin&email=a@b.tw&sch_name=HTTP School')).data.token;
    const code = (await form('/account/school/get_invite_code', '', founder)).data.invite_code;
    const waiting = (await form('/account/user/register', 'username=http_waiting&password=long-enough-1&email=w@b.tw&sch_name=http school')).data.token;
    const refused = await api.inject({ method: 'GET', url: '/api/teacher/homeworks/all/status', headers: { authorization: `Bearer ${waiting}` } });
    expect(refused.json()).toEqual({ error: 'Your account is waiting for approval by the school administrator', code: 'school_pending' });
    const token = (await form('/account/user/register', `username=http_teacher&password=long-enough-1&email=h@b.tw&sch_name=HTTP School&invite_code=${code}`)).data.token;
    expect((await api.inject({ method: 'GET', url: '/api/teacher/homeworks/all/status', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    await form('/account/user/save_ms_roler', 'new_roler=22', token);
    const ok = await api.inject({ method: 'GET', url: '/api/teacher/homeworks/all/status', headers: { authorization: `Bearer ${token}` } });
    expect(ok.json()).toEqual({ status: { articles_awaiting_correct: 0 } });
    expect((await api.inject({ method: 'GET', url: '/api/teacher/homeworks/all/status', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await api.inject({ method: 'GET', url: '/account/user/info' })).statusCode).toBe(404);
  });

  it('refuses internal calls without the shared secret', async () => {
    const response = await fetch(`${accountUrl}/account/internal/balance`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-secret': 'wrong' }, body: '{"userId":1}' });
    expect(response.status).toBe(403);
  });
});
