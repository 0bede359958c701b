import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from './helpers.ts';
import { serverArgs } from '../scripts/server-command.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const PORT = 4203;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'an-admin-password-long';
let server: ChildProcess | null = null;
/** The end of the server's stderr: a server that stops answering is named by what it wrote. */
let serverLog = '';

async function startServer(env: Record<string, string>): Promise<void> {
  server = spawn(process.execPath, serverArgs('start'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  serverLog = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-4000);
  });
  server.once('exit', (code, signal) => {
    serverLog += `\n[server exited: code ${code}, signal ${signal}]`;
  });
  await waitFor(
    async () =>
      (await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )) || undefined,
    240_000,
  );
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

function createAdmin(env: Record<string, string>, username: string) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/account/src/cli/create-admin.ts',
      '--username',
      username,
      '--password',
      PASSWORD,
      '--school',
      'Command School',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A call to the running server; a refused connection fails with what the server wrote. */
function call(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, init).catch((error: unknown) => {
    throw new Error(`${String(error)} (${url}); server stderr: ${serverLog || '(empty)'}`);
  });
}

async function signsInAsAdmin(username: string): Promise<boolean> {
  const login = await call(`${BASE}/account/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: PASSWORD }),
  });
  if (login.status !== 200) return false;
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const info = (await (
    await call(`${BASE}/account/user/info`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { user_roler: number } };
  return info.data.user_roler === 23;
}

afterAll(async () => {
  await stopServer();
});

describe('npm run account:admin with the server running', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'on PGlite: refuses with a clear message and exit code 3, works once the server is stopped',
    async () => {
      const env = { DATA_DIR: await mkdtemp(path.join(tmpdir(), 'admin-command-')) };
      await startServer(env);
      const refused = createAdmin(env, 'head_admin');
      expect(refused.status).toBe(3);
      expect(refused.output).toMatch(/stop the server first/);
      expect(refused.output).not.toMatch(/created/);
      expect(await signsInAsAdmin('head_admin')).toBe(false);
      await stopServer();

      const created = createAdmin(env, 'head_admin');
      expect(created.output).toMatch(/Admin head_admin created for Command School/);
      expect(created.status).toBe(0);
      await startServer(env);
      expect(await signsInAsAdmin('head_admin')).toBe(true);
      await stopServer();
    },
    600_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: the running server sees the new admin at once',
    async () => {
      const name = `admin_cmd_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const env = {
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'admin-command-')),
        DATABASE_URL: url.toString(),
      };
      try {
        await startServer(env);
        const created = createAdmin(env, 'pg_head_admin');
        expect(created.status).toBe(0);
        expect(await signsInAsAdmin('pg_head_admin')).toBe(true);
        await stopServer();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    600_000,
  );
});
