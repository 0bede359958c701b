import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@essay/db';
import { FIXTURES, multipartFile, waitFor } from './helpers.ts';
import { serverArgs } from '../scripts/server-command.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const PORT = 3700 + Math.floor(Math.random() * 200);
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;

async function startServer(dataDir: string): Promise<void> {
  server = spawn(process.execPath, serverArgs('start'), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      GRADE_POINT_PER_ARTICLE: '1',
      FREE_IMAGE_ARTICLE_GRADE_TIMES: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
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

async function call(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json() as Promise<Record<string, any>>;
}

afterAll(() => {
  server?.kill('SIGKILL');
});

// The real thing on PGlite: a server process killed with SIGKILL in the middle of a batch.
describe.skipIf(process.env.TEST_DATABASE_URL)('killing the server mid-batch', () => {
  it('finishes every queued grading exactly once after a restart, and charges each once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'restart-test-'));
    await startServer(dataDir);
    // The demo passwords are random, written once to DATA_DIR/demo-logins.txt.
    const password = /^demo-teacher \/ (\S+) /m.exec(
      await readFile(path.join(dataDir, 'demo-logins.txt'), 'utf8'),
    )![1]!;
    const login = await fetch(`${BASE}/account/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo-teacher', password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const balance = async () =>
      (
        (await (
          await fetch(`${BASE}/account/point/get_info`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { data: { user_point: number } }
      ).data.user_point;
    const startBalance = await balance();
    const homework = await call(token, 'POST', '/api/teacher/homeworks', {
      name: 'Why I keep a notebook',
      instructions: '',
      submission_begin_at: '2026-09-01T00:00:00Z',
      submission_deadline_at: '2026-12-01T00:00:00Z',
      students: [],
    });
    // English essays: the grammar checker makes each take long enough to kill the batch halfway.
    const essay = await readFile(path.join(FIXTURES, 'pdf-text-en.pdf'));
    const ESSAYS = 30;
    const fileIds: number[] = [];
    for (let i = 0; i < ESSAYS; i += 1) {
      const body = multipartFile(`essay-${i}.pdf`, essay);
      const res = await fetch(`${BASE}/api/teacher/homeworks/${homework.id}/files`, {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: body.payload,
      });
      fileIds.push(((await res.json()) as { id: number }).id);
    }
    await call(token, 'POST', `/api/teacher/homeworks/${homework.id}/articles`, {
      articles: fileIds.map((id) => ({ student_name: '', file_ids: [id] })),
    });
    await waitFor(async () => {
      const detail = await call(token, 'GET', `/api/teacher/homeworks/${homework.id}`);
      return (
        detail.articles.every(
          (a: { extraction: { pending: number } }) => a.extraction.pending === 0,
        ) || undefined
      );
    }, 120_000);

    expect(
      await call(token, 'PATCH', `/api/teacher/homeworks/${homework.id}/articles/all/grade`),
    ).toEqual({ queued: ESSAYS, points: ESSAYS, waiting: 0, unconfirmed: 0 });
    // Kill at once, in the middle of the batch; which gradings had finished is read back below.
    const killedAt = new Date();
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));

    await startServer(dataDir);
    const detail = await waitFor(async () => {
      const d = await call(token, 'GET', `/api/teacher/homeworks/${homework.id}`);
      return d.articles.every((a: { status: string }) => a.status === 'graded') ? d : undefined;
    }, 180_000);
    expect(detail.articles.map((a: { grading_count: number }) => a.grading_count)).toEqual(
      Array(ESSAYS).fill(1),
    );
    expect(await balance()).toBe(startBalance - ESSAYS);
    const log = await fetch(`${BASE}/account/point/get_point_user_log?page=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await log.json()) as { pager: { records: number } }).pager.records).toBe(ESSAYS);

    server!.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
    const db = await openPglite(path.join(dataDir, 'pglite'));
    const [before] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.gradings WHERE finished_at < $1',
      [killedAt.toISOString()],
    );
    const [total] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api.gradings');
    await db.close();
    expect(total!.n).toBe(ESSAYS);
    expect(before!.n).toBeLessThan(ESSAYS);
  }, 600_000);
});
