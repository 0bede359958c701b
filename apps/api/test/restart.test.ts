import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, multipartFile, waitFor } from './helpers.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const PORT = 3700 + Math.floor(Math.random() * 200);
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | null = null;

async function startServer(dataDir: string): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SEED_DEMO: '1', GRADE_POINT_PER_ARTICLE: '1', FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await waitFor(async () => (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) || undefined, 90_000);
}

async function call(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
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
    const login = await fetch(`${BASE}/account/user/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=demo-teacher&password=demo-password' });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const balance = async () => ((await (await fetch(`${BASE}/account/point/get_info`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json()) as { data: { user_point: number } }).data.user_point;
    const startBalance = await balance();
    const homework = await call(token, 'POST', '/api/teacher/homeworks', {
      name: '一次難忘的登山經驗', instructions: '', submission_begin_at: '2026-09-01T00:00:00Z', submission_deadline_at: '2026-12-01T00:00:00Z', students: [],
    });
    const docx = await readFile(path.join(FIXTURES, 'docx-zh.docx'));
    const ESSAYS = 30;
    const fileIds: number[] = [];
    for (let i = 0; i < ESSAYS; i += 1) {
      const body = multipartFile(`essay-${i}.docx`, docx);
      const res = await fetch(`${BASE}/api/teacher/homeworks/${homework.id}/files`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${token}` }, body: body.payload });
      fileIds.push(((await res.json()) as { id: number }).id);
    }
    await call(token, 'POST', `/api/teacher/homeworks/${homework.id}/articles`, { articles: fileIds.map((id) => ({ student_name: '', file_ids: [id] })) });
    await waitFor(async () => {
      const detail = await call(token, 'GET', `/api/teacher/homeworks/${homework.id}`);
      return detail.articles.every((a: { extraction: { pending: number } }) => a.extraction.pending === 0) || undefined;
    }, 120_000);

    expect(await call(token, 'PATCH', `/api/teacher/homeworks/${homework.id}/articles/all/grade`)).toEqual({ queued: ESSAYS, points: ESSAYS });
    // Kill at once: the batch is queued and being worked through (the engine may still be warming).
    const atKill = await call(token, 'GET', `/api/teacher/homeworks/${homework.id}`);
    const gradedAtKill = atKill.articles.filter((a: { status: string }) => a.status === 'graded').length;
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    expect(gradedAtKill).toBeLessThan(ESSAYS);

    await startServer(dataDir);
    const detail = await waitFor(async () => {
      const d = await call(token, 'GET', `/api/teacher/homeworks/${homework.id}`);
      return d.articles.every((a: { status: string }) => a.status === 'graded') ? d : undefined;
    }, 180_000);
    expect(detail.articles.map((a: { grading_count: number }) => a.grading_count)).toEqual(Array(ESSAYS).fill(1));
    expect(await balance()).toBe(startBalance - ESSAYS);
    const log = await fetch(`${BASE}/account/point/get_point_user_log?page=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(((await log.json()) as { pager: { records: number } }).pager.records).toBe(ESSAYS);
  }, 600_000);
});
