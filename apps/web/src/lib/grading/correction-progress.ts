import type { Article } from '@essay/contracts';

/** Issue 12: while anything in view is correcting, pages reload every 2 s. */
export const LIVE_POLL_MS = 2000;
/** Spec §9: the correction page's 30 s poll stays as the fallback when progress stalls. */
export const CORRECTION_POLL_MS = 30_000;
/** A run whose count has not moved for this long is polled at the spec's 30 s again. */
export const STALL_MS = 60_000;

/**
 * How often to reload: live while essays are correcting, 30 s once progress stalls; when nothing
 * is correcting, live while essays are being read (they may be corrected next, issue 29), 30 s
 * while students may hand in, else never.
 */
export function pollInterval(
  grading: boolean,
  msSinceProgress: number,
  byItself: 'reading' | 'hand-ins' | null = null,
): number | false {
  if (grading) return msSinceProgress >= STALL_MS ? CORRECTION_POLL_MS : LIVE_POLL_MS;
  if (byItself === 'reading') return LIVE_POLL_MS;
  return byItself === 'hand-ins' ? CORRECTION_POLL_MS : false;
}

type Essay = Pick<Article, 'id' | 'status'>;

/** The essays of the current correction run: every essay seen correcting since the run began. */
export function nextRun(run: readonly number[], articles: readonly Essay[]): number[] {
  const grading = articles.filter((a) => a.status === 'grading').map((a) => a.id);
  const fresh = grading.filter((id) => !run.includes(id));
  if (fresh.length === 0) return [...run];
  // A finished run is kept on screen ("6 of 6 corrected") until the next one starts.
  const byId = new Map(articles.map((a) => [a.id, a.status]));
  const finished = run.every((id) => isDone(byId.get(id)));
  return finished ? grading : [...run, ...fresh];
}

const isDone = (status: Essay['status'] | undefined) => status === 'graded' || status === 'failed';

/**
 * "n of m corrected", shown while a run is on screen: of the homework's handed-in essays, those
 * corrected (or failed). Re-correcting one of five reads "4 of 5", then "5 of 5" (issue 29), not
 * "1 of 1".
 */
export function progressOf(
  run: readonly number[],
  articles: readonly Essay[],
): { done: number; total: number } | null {
  if (run.length === 0) return null;
  const handedIn = articles.filter((a) => a.status !== 'not_submitted_yet');
  return { done: handedIn.filter((a) => isDone(a.status)).length, total: handedIn.length };
}
