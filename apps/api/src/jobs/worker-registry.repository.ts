import type { Db } from '@essay/db';

/** A heartbeat. A worker taken for dead after a long pause comes back (its jobs were requeued). */
export async function markSeen(db: Db, worker: { id: string; queues: string; host: string; pid: number }): Promise<void> {
  await db.query(
    'INSERT INTO api.worker_processes (id, queues, host, pid) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET seen_at = now()',
    [worker.id, worker.queues, worker.host, worker.pid],
  );
}

export async function unregisterWorker(db: Db, workerId: string): Promise<void> {
  await db.query('DELETE FROM api.worker_processes WHERE id = $1', [workerId]);
}

export async function startJob(db: Db, workerId: string, jobId: string, queue: string): Promise<void> {
  await db.query('INSERT INTO api.worker_jobs (job_id, worker_id, queue) VALUES ($1, $2, $3) ON CONFLICT (job_id) DO UPDATE SET worker_id = $2, started_at = now()', [jobId, workerId, queue]);
}

export async function endJob(db: Db, jobId: string): Promise<void> {
  await db.query('DELETE FROM api.worker_jobs WHERE job_id = $1', [jobId]);
}

/**
 * Workers not seen for `staleSeconds` are dead: their active jobs go back to the queue at once
 * (their retry count unchanged: the job did not fail) and the workers are forgotten.
 * Answers how many jobs were put back.
 */
export async function requeueJobsOfDeadWorkers(db: Db, staleSeconds: number): Promise<number> {
  return db.transaction(async (tx) => {
    const dead = (await tx.query<{ id: string }>('SELECT id FROM api.worker_processes WHERE seen_at < now() - make_interval(secs => $1) FOR UPDATE SKIP LOCKED', [staleSeconds])).map((w) => w.id);
    if (dead.length === 0) return 0;
    const jobs = (await tx.query<{ job_id: string }>('SELECT job_id FROM api.worker_jobs WHERE worker_id = ANY($1::text[])', [dead])).map((j) => j.job_id);
    await tx.query('DELETE FROM api.worker_processes WHERE id = ANY($1::text[])', [dead]);
    if (jobs.length === 0) return 0;
    const requeued = await tx.query("UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE id = ANY($1::uuid[]) AND state = 'active' RETURNING id", [jobs]);
    return requeued.length;
  });
}

/** PGlite is one process: at start, every job left active belongs to a run that was killed. */
export async function requeueAllActiveJobs(db: Db, queues: string[]): Promise<void> {
  await db.query("UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active' AND name = ANY($1::text[])", [queues]);
  await db.query('DELETE FROM api.worker_processes');
}

