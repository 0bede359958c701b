import type { Article } from '@essay/contracts';

/** Issue 12: while anything in view is correcting, pages reload every 2 s. */
export const LIVE_POLL_MS = 2000;
/** Spec §9: the correction page's 30 s poll stays as the fallback when progress stalls. */
export const CORRECTION_POLL_MS = 30_000;
/** A run whose count has not moved for this long is polled at the spec's 30 s again. */
export const STALL_MS = 60_000;

/** How often to reload: live while essays are correcting, 30 s once progress stalls, never when done. */
export function pollInterval(grading: boolean, msSinceProgress: number): number | false {
  if (!grading) return false;
  return msSinceProgress >= STALL_MS ? CORRECTION_POLL_MS : LIVE_POLL_MS;
}

type Essay = Pick<Article, 'id' | 'status'>;

/** The essays of the current correction run: every essay seen correcting since the run began. */
export function nextRun(run: readonly number[], articles: readonly Essay[]): number[] {
  const grading = articles.filter((a) => a.status === 'grading').map((a) => a.id);
  const fresh = grading.filter((id) => !run.includes(id));
  if (fresh.length === 0) return [...run];
  // A finished run is kept on screen ("6 of 6 corrected") until the next one starts.
  const finished = progressOf(run, articles)?.done === run.length;
  return finished ? grading : [...run, ...fresh];
}

/** "n of m corrected": essays of the run no longer correcting (corrected or failed). */
export function progressOf(
  run: readonly number[],
  articles: readonly Essay[],
): { done: number; total: number } | null {
  if (run.length === 0) return null;
  const byId = new Map(articles.map((a) => [a.id, a.status]));
  const done = run.filter((id) => {
    const status = byId.get(id);
    return status === 'graded' || status === 'failed';
  }).length;
  return { done, total: run.length };
}
