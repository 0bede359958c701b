import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Db } from '@essay/db';
import { startS3TestServer, type S3TestServer } from '../scripts/s3-test-server.ts';
import { readApiConfig } from '../src/config.ts';
import { handBackOrphanJobs } from '../src/jobs/orphan-jobs.ts';
import * as registry from '../src/jobs/worker-registry.repository.ts';
import { buildPlatform } from '../src/server.ts';
import { startWorkerProcess, type WorkerProcess } from '../src/worker-process.ts';
import {
  api,
  createHomework,
  FIXTURES,
  signUp,
  uploadFile,
  waitFor,
  type TestPlatform,
} from './helpers.ts';

// Processes by role (issue 17): two web processes and one worker process share the database and
// an S3-protocol bucket, each with its own local folder (nothing is shared through it).
let s3: S3TestServer;
let db: Db;
let webA: TestPlatform;
let webB: TestPlatform;
let worker: WorkerProcess;
const dirs: string[] = [];

async function configFor(role: string, graceSeconds = 5) {
  const dir = await mkdtemp(path.join(tmpdir(), `roles-${role}-`));
  dirs.push(dir);
  return readApiConfig({
    DATA_DIR: dir,
    SEED_DEMO: '0',
    SHUTDOWN_GRACE_S: String(graceSeconds),
    ...s3.env,
  });
}

async function web(role: string): Promise<TestPlatform> {
  const config = await configFor(role);
  const { app, account, ctx, routes } = await buildPlatform(db, config, {
    logger: false,
    workers: false,
  });
  await app.ready();
  return { app, db, account, config, ctx, routes, close: () => app.close() };
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  db = await createTestDatabase();
  webA = await web('a');
  webB = await web('b');
  worker = await startWorkerProcess(
    db,
    await configFor('worker'),
    { queues: ['extract', 'grade'] },
    false,
  );
  await worker.workers.ready;
});
afterAll(async () => {
  await worker?.close();
  await webA?.close();
  await webB?.close();
  await db?.close();
  await s3?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function login(p: TestPlatform, username: string, password: string) {
  const response = await p.app.inject({
    method: 'POST',
    url: '/account/user/login',
    remoteAddress: '203.0.113.44',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  return response.statusCode;
}

describe('web and worker processes on shared parts', () => {
  it('accepts a token made by one web process on the other, and signing out on one ends it on both', async () => {
    const teacher = await signUp(webA, 'Roles School', 'teacher');
    expect((await api(webB, 'GET', '/api/teacher/homeworks', teacher.token)).status).toBe(200);
    const out = await webB.app.inject({
      method: 'POST',
      url: '/account/user/logout',
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await api(webA, 'GET', '/api/teacher/homeworks', teacher.token)).status).toBe(401);
  });

  it('counts wrong passwords across web processes', async () => {
    const teacher = await signUp(webA, 'Roles School', 'teacher');
    for (let i = 0; i < 5; i++)
      expect(await login(i % 2 === 0 ? webA : webB, teacher.username, 'wrong-password-1')).toBe(
        401,
      );
    expect(await login(webB, teacher.username, 'correct-horse-1')).toBe(429);
    expect(await login(webA, teacher.username, 'correct-horse-1')).toBe(429);
  });

  it('uploads through one web process, extracts in the worker process, serves signed links from the other', async () => {
    const teacher = await signUp(webA, 'Roles School', 'teacher');
    const homeworkId = await createHomework(webA, teacher.token);
    const docx = await readFile(path.join(FIXTURES, 'docx-zh.docx'));
    const photo = await readFile(path.join(FIXTURES, 'photo-en.jpg'));
    expect((await uploadFile(webA, teacher.token, homeworkId, 'essay.docx', docx)).status).toBe(
      200,
    );
    expect((await uploadFile(webB, teacher.token, homeworkId, 'page1.jpg', photo)).status).toBe(
      200,
    );
    const files = await waitFor(async () => {
      const listed = (
        await api(webB, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)
      ).body.files as {
        extraction_status: string;
        url: string;
        id: number;
        text_preview: string;
      }[];
      return listed.every((f) => f.extraction_status === 'done') ? listed : undefined;
    }, 180_000);
    expect(files[0]!.text_preview.length).toBeGreaterThan(20);
    expect(files[1]!.text_preview).toMatch(/[A-Za-z]{4,}/);
    // The uploads and the page image are objects in the bucket; no web process folder holds them.
    const keys = await webA.ctx.files.list();
    expect(keys.filter((k) => k.startsWith(`homeworks/${homeworkId}/`))).toHaveLength(2);
    expect(keys.some((k) => k.startsWith(`pages/${files[1]!.id}/`))).toBe(true);
    // A link signed by web A works on web B.
    const raw = await webB.app.inject({ method: 'GET', url: files[0]!.url });
    expect(raw.statusCode).toBe(200);
    expect(raw.rawPayload.equals(docx)).toBe(true);
    // Deleting through web B removes the objects from the bucket.
    expect(
      (
        await api(
          webB,
          'DELETE',
          `/api/teacher/homeworks/${homeworkId}/files/${files[1]!.id}`,
          teacher.token,
        )
      ).status,
    ).toBe(200);
    expect(await webA.ctx.files.list(`pages/${files[1]!.id}`)).toEqual([]);
  });

  it("puts a dead worker's running job back in the queue within the heartbeat window", async () => {
    const queue = 'test.roles.dead-worker';
    await webA.ctx.jobs.createQueue(queue);
    const jobId = (await webA.ctx.jobs.send(queue, { n: 1 }))!;
    const [job] = await webA.ctx.jobs.fetch(queue);
    expect(job?.id).toBe(jobId);
    const dead = { id: 'dead-host:1:x', queues: 'extract', host: 'dead-host', pid: 1 };
    await registry.markSeen(db, dead);
    await registry.startJob(db, dead.id, jobId, queue);
    expect(await registry.takeJobsOfDeadWorkers(db, 30, null)).toEqual([]); // still alive
    await db.query(
      "UPDATE api.worker_processes SET seen_at = now() - interval '31 seconds' WHERE id = $1",
      [dead.id],
    );
    expect(
      await handBackOrphanJobs(webA.ctx, await registry.takeJobsOfDeadWorkers(db, 30, null)),
    ).toBe(1);
    const [again] = await webA.ctx.jobs.fetch(queue);
    expect(again?.id).toBe(jobId);
  });

  it('on SIGTERM hands a job it could not finish in its grace time back to the queue, and another worker does it', async () => {
    await worker.close(); // from here on, only the workers started below take jobs
    const impatient = await startWorkerProcess(
      db,
      await configFor('impatient', 0),
      { queues: ['extract'] },
      false,
    );
    const teacher = await signUp(webA, 'Roles School', 'teacher');
    const homeworkId = await createHomework(webA, teacher.token);
    const upload = await uploadFile(
      webA,
      teacher.token,
      homeworkId,
      'page.jpg',
      await readFile(path.join(FIXTURES, 'photo-zh.jpg')),
    );
    const fileId = upload.body.id as number;
    const status = async () =>
      (
        await db.query<{ extraction_status: string }>(
          'SELECT extraction_status FROM api.homework_files WHERE id = $1',
          [fileId],
        )
      )[0]!.extraction_status;
    // The job of the photo's page, read by OCR (its open job reads nothing and is done at once).
    const pageJob = async () =>
      (
        await db.query<{ state: string }>(
          "SELECT state FROM pgboss.job WHERE name = 'file.extract.v1' AND (data->>'fileId')::int = $1 AND data ? 'page'",
          [fileId],
        )
      )[0]?.state;
    await waitFor(async () => ((await pageJob()) === 'active' ? true : undefined), 60_000);
    await impatient.close();
    expect(await pageJob()).toBe('retry');
    const next = await startWorkerProcess(
      db,
      await configFor('next'),
      { queues: ['extract'] },
      false,
    );
    try {
      await waitFor(async () => ((await status()) === 'done' ? true : undefined), 180_000);
    } finally {
      await next.close();
    }
  });
});
