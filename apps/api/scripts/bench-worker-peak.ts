/**
 * A worker process's peak memory while its extraction threads read pages (bench:memory, issue
 * 30): `npm run worker` on a scratch PostgreSQL database with its default queues and threads (or
 * the given arguments and environment; package.json's node flags), once it has settled, as many one-page photos of print queued at once as it has extraction
 * threads, RSS sampled every 100 ms (the whole process: threads, wasm and native memory).
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, startJobQueue } from '@essay/db';
import { defaultConcurrency } from '../src/jobs/workers.ts';
import { readApiConfig } from '../src/config.ts';
import { serverArgs, serverEnv } from './server-command.ts';

/** The worker has settled (its engine loaded) when its RSS has not grown for this long. */
const SETTLED_MS = 5_000;

export async function workerPeak(
  databaseUrl: string,
  page: string,
  args: string[],
  rssMb: (pid: number) => number,
  env: Record<string, string> = {},
): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-worker-'));
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(
    process.execPath,
    [...serverArgs('worker'), '--port', String(port), ...args],
    {
      env: {
        ...process.env,
        ...serverEnv('worker'),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_NO_WARNINGS: '1',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  const db = await openDatabase({ databaseUrl, dataDir });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.exitCode === null) peak = Math.max(peak, rssMb(child.pid!));
  }, 100);
  try {
    while (
      !(await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (child.exitCode !== null) throw new Error(`worker exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The worker is up; it loads the correction engine after that (when it warms at start): the
    // pages go in once its memory has stopped growing for SETTLED_MS.
    let atStart = rssMb(child.pid!);
    let grewAt = Date.now();
    while (Date.now() - grewAt < SETTLED_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const now = rssMb(child.pid!);
      if (now > atStart + 2) grewAt = Date.now();
      atStart = Math.max(atStart, now);
    }
    const threads = defaultConcurrency(readApiConfig({ DATA_DIR: dataDir }), 'dedicated').extract;
    const [homework] = await db.query<{ id: number }>(
      "INSERT INTO api.homeworks (school_id, teacher_id, name, submission_begin_at, submission_deadline_at) VALUES (1, 1, 'bench', now(), now() + interval '1 day') RETURNING id",
    );
    const jobs = await startJobQueue(db);
    const ids: number[] = [];
    for (let i = 0; i < threads; i++) {
      const key = `bench/page-${i}${path.extname(page)}`;
      await mkdir(path.join(dataDir, 'files', 'bench'), { recursive: true });
      await copyFile(page, path.join(dataDir, 'files', key));
      const [file] = await db.query<{ id: number }>(
        "INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key) VALUES ($1, $2, 'jpeg', 'image/jpeg', 0, '', $3) RETURNING id",
        [homework!.id, `page-${i}.jpg`, key],
      );
      ids.push(file!.id);
      await jobs.send('file.extract.v1', {
        fileId: file!.id,
        owner: { school: 1, teacher: 1 },
        slot: 0,
      });
    }
    const started = Date.now();
    for (;;) {
      const [row] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM api.homework_files WHERE id = ANY($1) AND extraction_status IN ('done', 'failed')",
        [ids],
      );
      if (row!.n === ids.length || Date.now() - started > 600_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await jobs.stop({ graceful: false, wait: true });
    return `${threads} page(s) at once on ${threads} extraction thread(s): peak RSS ${peak.toFixed(0)} MB (${atStart.toFixed(0)} MB when up and settled), ${((Date.now() - started) / 1000).toFixed(1)} s`;
  } finally {
    clearInterval(sampler);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
