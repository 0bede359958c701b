import type { Db } from './db.ts';

/** Whose work a job is: one school, one teacher in it. Carried in the job's data as `owner`. */
export interface JobOwner {
  school: number;
  teacher: number;
}

/** "Correct now" and other direct clicks: always ahead of background work in the same queue. */
export const URGENT_PRIORITY_BOOST = 1_000_000_000;

/**
 * Quick jobs (reading a file's text: a Word file, a PDF's text layer, no OCR) go ahead of slow
 * ones (a page to OCR) in the same queue, below urgent work: a quick job costs a fraction of a
 * second, an OCR page seconds (issue 30, decision 0058). Fair turns hold within each lane.
 */
export const QUICK_LANE_BOOST = 500_000_000;

/** Size classes within one turn: 1 page, 2, 3–4, 5–8, …, 65 and more (issue 30). */
const SIZE_CLASSES = 8;

/** 7 for a one-page job down to 0 for the largest: a higher priority runs first. */
function smallFirst(size: number): number {
  const sizeClass = Math.min(SIZE_CLASSES - 1, Math.ceil(Math.log2(Math.max(1, size))));
  return SIZE_CLASSES - 1 - sizeClass;
}

/** How a job is queued: urgent (a direct click), quick (no OCR), its size in pages (1 if absent). */
export interface TurnOptions {
  urgent?: boolean;
  quick?: boolean;
  size?: number;
}

/**
 * Fair turns on pg-boss's own ordering (highest `priority` first, then oldest): every job gets a
 * turn number (`slot`, kept in its data) in start-time fair queueing over schools and, within a
 * school, over teachers. A teacher's first waiting job takes the turn of the job at the head of the
 * queue; each further one goes back by the number of the school's teachers with work waiting, so a
 * school moves one turn per job whoever in it uploads, and a school with 500 waiting jobs delays
 * another school's first job by at most one job. Within a turn, smaller jobs go first (`size`: the
 * pages of the file a page job belongs to), so a one-page file ties with a long scan's page and
 * wins. Quick jobs take their turns among quick jobs only (`quick` in the job's data) and go
 * ahead of slow ones; urgent jobs get the same turn plus a boost above both.
 */
export async function fairPriority(
  db: Db,
  queue: string,
  owner: JobOwner,
  { urgent = false, quick = false, size = 1 }: TurnOptions = {},
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
           FROM pgboss.job
           WHERE name = $1 AND state IN ('created', 'retry') AND data ? 'slot'
             AND (data ? 'quick') = $4) waiting`,
    [queue, owner.school, owner.teacher, quick],
  );
  const slot =
    row?.flow_last == null ? (row?.head ?? 0) : row.flow_last - Math.max(1, row.school_teachers);
  const priority =
    slot * SIZE_CLASSES +
    smallFirst(size) +
    (quick ? QUICK_LANE_BOOST : 0) +
    (urgent ? URGENT_PRIORITY_BOOST : 0);
  return { slot, priority };
}
