/**
 * `npm run web` and `npm run worker` run their built entries (decision 0060): each builds, starts
 * on PostgreSQL and answers /healthz — a module that resolves under tsx but not under Node's own
 * resolution fails here at start. (`npm start`'s built entry is what the restart and admin-command
 * tests and the browser suite run.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../scripts/bench-setup.ts';
import { serverArgs } from '../scripts/server-command.ts';
import { waitFor } from './helpers.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function answersHealth(
  script: 'web' | 'worker',
  args: string[],
  port: number,
  databaseUrl: string,
): Promise<boolean> {
  const child = spawn(process.execPath, [...serverArgs(script), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'built-servers-')),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const healthy = await waitFor(
    async () =>
      (await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )) || (child.exitCode !== null ? 'exited' : undefined),
    120_000,
  );
  child.kill('SIGTERM');
  return healthy === true;
}

describe.runIf(process.env.TEST_DATABASE_URL)('the built servers', () => {
  it('npm run web and npm run worker build, start on PostgreSQL and answer /healthz', async () => {
    const database = await scratchDatabase('built_servers');
    try {
      const port = 3500 + Math.floor(Math.random() * 150);
      expect(await answersHealth('web', [], port, database.url)).toBe(true);
      expect(
        await answersHealth('worker', ['--port', String(port + 1)], port + 1, database.url),
      ).toBe(true);
    } finally {
      await database.drop();
    }
  }, 300_000);
});
