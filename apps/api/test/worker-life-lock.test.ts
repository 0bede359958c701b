import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as registry from '../src/jobs/worker-registry.repository.ts';
import { startWorkers } from '../src/jobs/workers.ts';
import { createPlatformWithoutWorkers, waitFor, type TestPlatform } from './helpers.ts';

// Decision 0063: on PostgreSQL a worker whose process is gone is known by its free life lock, two
// heartbeats after it was last seen, instead of after 30 s.
let p: TestPlatform;
beforeAll(async () => {
  p = await createPlatformWithoutWorkers(1);
});
afterAll(() => p.close());

const onPostgres = () => p.db.kind === 'postgres';

/** A worker seen `secondsAgo` ago, running one job; `alive`: its process still holds its life lock. */
async function workerSeen(name: string, secondsAgo: number, alive: boolean) {
  const worker = { id: `${name}:1:${randomUUID()}`, queues: 'extract', host: name, pid: 1 };
  const lock = await registry.holdLifeLock(p.db, worker.id);
  expect(lock === null).toBe(!onPostgres());
  if (!alive) await lock?.close(); // the process is gone: the server ended its session
  await registry.markSeen(p.db, worker);
  const jobId = randomUUID();
  await registry.startJob(p.db, worker.id, jobId, 'file.extract');
  await p.db.query(
    'UPDATE api.worker_processes SET seen_at = now() - make_interval(secs => $2) WHERE id = $1',
    [worker.id, secondsAgo],
  );
  return { jobId, lock };
}

describe('a dead worker', () => {
  it('is known by its free life lock two heartbeats after it was last seen (PostgreSQL), by 30 s of silence otherwise', async () => {
    const alive = await workerSeen('busy-host', 12, true);
    const gone = await workerSeen('killed-host', 12, false);
    const quietSeconds = onPostgres() ? 10 : null;
    const taken = await registry.takeJobsOfDeadWorkers(p.db, 30, quietSeconds);
    // PGlite is one process: no other worker's process can be gone while this one runs.
    expect(taken.map((job) => job.job_id)).toEqual(onPostgres() ? [gone.jobId] : []);
    // Silent for longer than staleSeconds, a worker is dead even with its lock held (hung).
    await p.db.query(
      "UPDATE api.worker_processes SET seen_at = now() - interval '31 seconds' WHERE id LIKE 'busy-host:%'",
    );
    const stale = await registry.takeJobsOfDeadWorkers(p.db, 30, quietSeconds);
    expect(stale.map((job) => job.job_id)).toEqual([alive.jobId]);
    await alive.lock?.close();
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "takes its life lock again after losing its connection, and forgets a gone worker's jobs at its next heartbeat",
    async () => {
      const workers = await startWorkers(p.ctx, console, { queues: [], heartbeatMs: 200 });
      const holder = async () => {
        const [row] = await p.db.query<{ pid: number }>(
          `SELECT pid FROM pg_locks
            WHERE locktype = 'advisory' AND objsubid = 2 AND classid = $1 AND granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [registry.LIFE_LOCKS],
        );
        return row?.pid;
      };
      const first = await waitFor(holder, 10_000);
      await p.db.query('SELECT pg_terminate_backend($1)', [first]);
      const second = await waitFor(
        async () => ((await holder()) ?? first) !== first || undefined,
        10_000,
      );
      expect(second).toBe(true);
      // Its heartbeat (every 200 ms: quiet after 0.4 s) forgets a worker whose process is gone.
      await workerSeen('killed-host', 1, false);
      await waitFor(async () => {
        const rows = await p.db.query(
          "SELECT 1 FROM api.worker_processes WHERE id LIKE 'killed-host:%'",
        );
        return rows.length === 0 || undefined;
      }, 10_000);
      await workers.stop();
      expect(await holder()).toBeUndefined(); // a worker that stops lets its lock go
    },
  );
});
