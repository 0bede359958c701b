import { ERROR_STATUS } from '@essay/contracts';
import { apiErrorText } from '../../lib/http/error-messages.ts';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A refused hand-in or re-read request in the interface's language, by its error code (issue 12
 * item 7): each refusal has its own code (`submission_closed`, `revision_not_allowed`,
 * `file_too_large` with the file's name …). A refused field (`invalid_input`) is said by the form
 * (`invalidKey`); a 500 or an answer without a known code by the general texts.
 */
export function studentRefusalText(error: unknown, t: Translate, invalidKey: string): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (!(error instanceof ApiHttpError)) return t('errors.generic');
  if (error.code === 'invalid_input') return t(invalidKey);
  if (error.code && Object.hasOwn(ERROR_STATUS, error.code) && error.status !== 500)
    return apiErrorText(error, t);
  return t(error.status >= 500 ? 'errors.server' : 'errors.generic');
}
