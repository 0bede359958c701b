import { apiErrorText } from '../http/error-messages.ts';
import { ApiHttpError, NetworkError } from '../http/http-errors.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A refused or failed correction start: the spec's 'Homework Correction Failed' followed by
 * the reason, worded by its error code (no points, nothing submitted, already correcting).
 */
export function correctionFailureMessage(error: unknown, t: Translate): string {
  // Nothing submitted is no failure: it says so (issue 29).
  if (error instanceof ApiHttpError && error.code === 'nothing_to_correct')
    return apiErrorText(error, t);
  const headline = t('errors.correctionFailed');
  if (error instanceof NetworkError) return `${headline}: ${t('errors.network')}`;
  if (error instanceof ApiHttpError && error.status !== 500)
    return `${headline}: ${apiErrorText(error, t)}`;
  return headline;
}
