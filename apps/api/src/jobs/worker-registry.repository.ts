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

/** A job a worker was running when it died or was killed. */
export interface OrphanJob {
  job_id: string;
  queue: string;
}

/**
 * Workers not seen for `staleSeconds` are dead: they are forgotten, and the jobs they were
 * running are answered, to be handed back to the queue (see handBackOrphanJobs).
 */
export async function takeJobsOfDeadWorkers(db: Db, staleSeconds: number): Promise<OrphanJob[]> {
  return db.transaction(async (tx) => {
    const dead = (
      await tx.query<{ id: string }>('SELECT id FROM api.worker_processes WHERE seen_at < now() - make_interval(secs => $1) FOR UPDATE SKIP LOCKED', [
        staleSeconds,
      ])
    ).map((w) => w.id);
    if (dead.length === 0) return [];
    const jobs = await tx.query<OrphanJob>('SELECT job_id, queue FROM api.worker_jobs WHERE worker_id = ANY($1::text[])', [dead]);
    await tx.query('DELETE FROM api.worker_processes WHERE id = ANY($1::text[])', [dead]);
    return jobs;
  });
}

/** PGlite is one process: at start, every worker recorded belongs to a run that was killed. */
export async function takeJobsOfAllWorkers(db: Db): Promise<OrphanJob[]> {
  return db.transaction(async (tx) => {
    const jobs = await tx.query<OrphanJob>('SELECT job_id, queue FROM api.worker_jobs');
    await tx.query('DELETE FROM api.worker_processes');
    return jobs;
  });
}
