import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { CORRECTION_QUERY_ROOT, fetchCorrectionHomework } from './correction-api.ts';
import { isGrading } from './grading-state.ts';

/** Spec §9: the correction page polls every 30 seconds while grading. */
export const CORRECTION_POLL_MS = 30_000;

export function correctionHomeworkKey(id: number) {
  return [CORRECTION_QUERY_ROOT, 'homework', id] as const;
}

/**
 * The homework with its essays, reloaded every 30 s while any essay is being corrected. When
 * grading ends, `onComplete` runs once (the completion notice) and polling stops.
 */
export function useGradingPoll(id: number, onComplete: () => void) {
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({
    queryKey: correctionHomeworkKey(id),
    queryFn: () => fetchCorrectionHomework(id),
    enabled: valid,
    meta: API_ERRORS_HANDLED,
    refetchInterval: (q) => (isGrading(q.state.data) ? CORRECTION_POLL_MS : false),
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
