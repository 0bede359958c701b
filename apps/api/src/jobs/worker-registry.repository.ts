import { run, sql, type Db, type Session } from '@essay/db';
import { q } from '../db/tables.ts';

/** The advisory lock space (the first of two keys) of workers' life locks: 'ESSW'. */
export const LIFE_LOCKS = 0x45535357;

/**
 * On PostgreSQL a worker process holds a session advisory lock keyed by its id, on a connection
 * of its own, for as long as it lives: when the process dies (killed, out of memory, its machine
 * gone) the server ends the session and frees the lock at once, however long its main thread was
 * busy before. null on PGlite, which is one process, and while the lock is still held by a lost
 * session of this worker the server has not yet noticed (the next heartbeat tries again).
 */
export async function holdLifeLock(db: Db, workerId: string): Promise<Session | null> {
  if (!db.openSession) return null;
  const session = await db.openSession();
  try {
    const [row] = await session.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked',
      [LIFE_LOCKS, workerId],
    );
    if (row?.locked) return session;
  } catch (error) {
    await session.close();
    throw error;
  }
  await session.close();
  return null;
}

/** The channel on which a sent job is announced on PostgreSQL (decision 0066). */
const JOBS_SENT = 'essay_jobs_sent';

/**
 * Announces a job of `queue` sent in this transaction: PostgreSQL delivers the notification when
 * the transaction commits, to every worker process listening (listenForJobs).
 */
export async function announceJob(db: Db, queue: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [JOBS_SENT, queue]);
}

/** Calls `sent` with the queue of each job announced from now on (on the worker's own session). */
export async function listenForJobs(
  session: Session,
  sent: (queue: string) => void,
): Promise<void> {
  session.onNotification((channel, queue) => {
    if (channel === JOBS_SENT) sent(queue);
  });
  await session.query(`LISTEN ${JOBS_SENT}`);
}

/** A heartbeat. A worker taken for dead after a long pause comes back (its jobs were handed back). */
export async function markSeen(
  db: Db,
  worker: { id: string; queues: string; host: string; pid: number },
): Promise<void> {
  await run(
    db,
    q
      .insertInto('api.worker_processes')
      .values(worker)
      .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: sql<Date>`now()` })),
  );
}

export async function unregisterWorker(db: Db, workerId: string): Promise<void> {
  await run(db, q.deleteFrom('api.worker_processes').where('id', '=', workerId));
}

export async function startJob(
  db: Db,
  workerId: string,
  jobId: string,
  queue: string,
): Promise<void> {
  await run(
    db,
    q
      .insertInto('api.worker_jobs')
      .values({ job_id: jobId, worker_id: workerId, queue })
      .onConflict((oc) =>
        oc.column('job_id').doUpdateSet({ worker_id: workerId, started_at: sql<Date>`now()` }),
      ),
  );
}

export async function endJob(db: Db, jobId: string): Promise<void> {
  await run(db, q.deleteFrom('api.worker_jobs').where('job_id', '=', jobId));
}

/** A job a worker was running when it died or was killed. */
export interface OrphanJob {
  job_id: string;
  queue: string;
}

/**
 * Dead workers are forgotten, and the jobs they were running are answered, to be handed back to
 * the queue (see handBackOrphanJobs). A worker is dead when it has not been seen for
 * `staleSeconds`, or, given `quietSeconds` (PostgreSQL), when it has not been seen for that long
 * and its life lock is free: its process is gone. A live worker whose lock connection was lost
 * meanwhile is still seen at its heartbeats, and takes its lock again.
 */
export async function takeJobsOfDeadWorkers(
  db: Db,
  staleSeconds: number,
  quietSeconds: number | null,
): Promise<OrphanJob[]> {
  const before = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;
  return db.transaction(async (tx) => {
    const dead = await run(
      tx,
      q
        .selectFrom('api.worker_processes')
        .select('id')
        .where((eb) => {
          const stale = eb('seen_at', '<', before(staleSeconds));
          if (quietSeconds === null) return stale;
          // The try takes a free lock for this transaction only: a dead worker's, released at commit.
          const gone = sql<boolean>`pg_try_advisory_xact_lock(${LIFE_LOCKS}, hashtext(${sql.ref('id')}))`;
          return eb.or([stale, eb.and([eb('seen_at', '<', before(quietSeconds)), gone])]);
        })
        .forUpdate()
        .skipLocked(),
    );
    if (dead.length === 0) return [];
    const ids = dead.map((w) => w.id);
    const jobs = await run(
      tx,
      q.selectFrom('api.worker_jobs').select(['job_id', 'queue']).where('worker_id', 'in', ids),
    );
    await run(tx, q.deleteFrom('api.worker_processes').where('id', 'in', ids));
    return jobs;
  });
}

/** PGlite is one process: at start, every worker recorded belongs to a run that was killed. */
export async function takeJobsOfAllWorkers(db: Db): Promise<OrphanJob[]> {
  return db.transaction(async (tx) => {
    const jobs = await run(tx, q.selectFrom('api.worker_jobs').select(['job_id', 'queue']));
    await run(tx, q.deleteFrom('api.worker_processes'));
    return jobs;
  });
}

/**
 * Active jobs of `queues` that no worker records as its own, begun at least `staleSeconds` ago.
 * A worker killed between taking a job (pg-boss marks it active) and recording it (startJob)
 * leaves one; nothing else would hand it back before pg-boss's expiry (5 to 15 minutes). A job
 * also has no record for a moment at its very end (endJob, then pg-boss completes it): callers
 * hand back only a job found unowned twice, a heartbeat apart.
 */
export async function findUnownedActiveJobs(
  db: Db,
  queues: readonly string[],
  staleSeconds: number,
): Promise<OrphanJob[]> {
  if (queues.length === 0) return [];
  return db.query<OrphanJob>(
    `SELECT j.id::text AS job_id, j.name AS queue FROM pgboss.job j
      WHERE j.name = ANY($1::text[]) AND j.state = 'active'
        AND j.started_on < now() - make_interval(secs => $2)
        AND NOT EXISTS (SELECT 1 FROM api.worker_jobs w WHERE w.job_id = j.id)`,
    [queues, staleSeconds],
  );
}
