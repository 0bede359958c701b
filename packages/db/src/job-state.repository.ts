import type { Db } from './db.ts';

/**
 * The jobs of these queues pg-boss shows as running (read-only: pg-boss's own API changes them).
 * On PGlite, one process, every such job at start belongs to a run that was killed.
 */
export async function listActiveJobs(
  db: Db,
  queues: string[],
): Promise<{ job_id: string; queue: string }[]> {
  return db.query<{ job_id: string; queue: string }>(
    "SELECT id::text AS job_id, name AS queue FROM pgboss.job WHERE state = 'active' AND name = ANY($1::text[])",
    [queues],
  );
}
