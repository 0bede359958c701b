import type { JobQueue } from '@essay/db';

/**
 * This process's work loops, by queue (decision 0066). A sent job wakes the loops of its queue, so
 * it starts at once instead of at their next poll: on PGlite the sender wakes them itself; on
 * PostgreSQL the worker process hears the job's announcement (listenForJobs) and wakes its own.
 */
const loops = new WeakMap<JobQueue, Map<string, Set<string>>>();

function loopsOf(jobs: JobQueue, queue: string): Set<string> {
  let byQueue = loops.get(jobs);
  if (!byQueue) loops.set(jobs, (byQueue = new Map()));
  let ids = byQueue.get(queue);
  if (!ids) byQueue.set(queue, (ids = new Set()));
  return ids;
}

/** Records a work loop (pg-boss's worker id) of this process for `queue`. */
export function addLocalLoop(jobs: JobQueue, queue: string, workerId: string): void {
  loopsOf(jobs, queue).add(workerId);
}

/** Forgets this process's loops of `queue` (their work has stopped). */
export function removeLocalLoops(jobs: JobQueue, queue: string): void {
  loops.get(jobs)?.delete(queue);
}

/**
 * Wakes this process's loops of `queue` from their wait between polls. A loop woken by a job sent
 * inside a PGlite transaction fetches after the commit: the transaction holds the database until
 * it ends.
 */
export function wakeLocalLoops(jobs: JobQueue, queue: string): void {
  for (const id of loops.get(jobs)?.get(queue) ?? []) jobs.notifyWorker(id);
}
