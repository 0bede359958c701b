import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { homeworkQuery } from '../../lib/queries/homework-queries.ts';
import { pollInterval } from '../../lib/grading/correction-progress.ts';
import { isGrading, mayChangeByItself } from '../../lib/grading/grading-state.ts';

/**
 * The homework with its essays, reloaded every 2 s while any essay is being corrected (every 30 s,
 * as spec §9 says, once the count has not moved for a minute) or read, and every 30 s while
 * students may hand in (issue 29). When grading ends, `onComplete` runs once (the completion notice).
 */
export function useGradingPoll(id: number, onComplete: () => void) {
  const valid = Number.isInteger(id) && id > 0;
  const lastMove = useRef({ correcting: -1, at: 0 });
  const query = useQuery({
    ...homeworkQuery(id),
    meta: API_ERRORS_HANDLED,
    refetchInterval: (q) => {
      const correcting = (q.state.data?.articles ?? []).filter(
        (a) => a.status === 'grading',
      ).length;
      if (correcting !== lastMove.current.correcting)
        lastMove.current = { correcting, at: Date.now() };
      return pollInterval(
        isGrading(q.state.data),
        Date.now() - lastMove.current.at,
        mayChangeByItself(q.state.data),
      );
    },
  });
  const grading = isGrading(query.data);
  const wasGrading = useRef(false);
  const complete = useRef(onComplete);
  useEffect(() => {
    complete.current = onComplete;
  }, [onComplete]);
  useEffect(() => {
    if (query.data === undefined) return;
    if (wasGrading.current && !grading) complete.current();
    wasGrading.current = grading;
  }, [grading, query.data]);
  /**
   * Called when this page starts a correction: the next answer that is no longer grading ends
   * it, even when the essays were corrected before the page saw them as correcting.
   */
  const expectCompletion = useCallback(() => {
    wasGrading.current = true;
  }, []);
  return { query, grading, valid, expectCompletion };
}
