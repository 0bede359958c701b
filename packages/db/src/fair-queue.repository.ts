import type { Db } from './db.ts';

/** Whose work a job is: one school, one teacher in it. Carried in the job's data as `owner`. */
export interface JobOwner {
  school: number;
  teacher: number;
}

/** "Correct now" and other direct clicks: always ahead of background work in the same queue. */
export const URGENT_PRIORITY_BOOST = 1_000_000_000;

/**
 * Fair turns on pg-boss's own ordering (highest `priority` first, then oldest): every job gets a
 * turn number (`slot`, kept in its data) in start-time fair queueing over schools and, within a
 * school, over teachers. A teacher's first waiting job takes the turn of the job at the head of the
 * queue; each further one goes back by the number of the school's teachers with work waiting, so a
 * school moves one turn per job whoever in it uploads, and a school with 500 waiting jobs delays
 * another school's first job by at most one job. Urgent jobs get the same turn plus a boost.
 */
export async function fairPriority(
  db: Db,
  queue: string,
  owner: JobOwner,
  urgent = false,
): Promise<{ slot: number; priority: number }> {
  const [row] = await db.query<{
    head: number | null;
    flow_last: number | null;
    school_teachers: number;
  }>(
    `SELECT max(slot) AS head,
            min(slot) FILTER (WHERE school = $2 AND teacher = $3) AS flow_last,
            count(DISTINCT teacher) FILTER (WHERE school = $2)::int AS school_teachers
     FROM (SELECT (data->>'slot')::int AS slot, (data->'owner'->>'school')::int AS school, (data->'owner'->>'teacher')::int AS teacher
           FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry') AND data ? 'slot') waiting`,
    [queue, owner.school, owner.teacher],
  );
  const slot =
    row?.flow_last == null ? (row?.head ?? 0) : row.flow_last - Math.max(1, row.school_teachers);
  return { slot, priority: slot + (urgent ? URGENT_PRIORITY_BOOST : 0) };
}
