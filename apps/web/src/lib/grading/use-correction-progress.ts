import type { Article } from '@essay/contracts';
import { useCallback, useEffect, useState } from 'react';
import { nextRun, progressOf } from './correction-progress.ts';

/**
 * Live "n of m corrected" for the essays in view. `startRun` is called by a page that started a
 * correction itself, with the essays it asked for, so essays corrected before the next reload count.
 */
export function useCorrectionProgress(
  articles: readonly Pick<Article, 'id' | 'status'>[] | undefined,
) {
  const [run, setRun] = useState<number[]>([]);
  useEffect(() => {
    if (articles) setRun((current) => nextRun(current, articles));
  }, [articles]);
  const startRun = useCallback((ids: readonly number[]) => setRun([...ids]), []);
  return { progress: progressOf(run, articles ?? []), startRun };
}
