import { ERROR_STATUS } from '@essay/contracts';
import { AccountError, ApiHttpError, NetworkError } from './http-errors.ts';
import { serverMessageKey } from './server-messages.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What the shared product-API handler does with a failure (spec §8). */
export type ApiFailureAction = { kind: 'not-found' } | { kind: 'toast'; message: string };

/**
 * A product API refusal in the interface's language, decided by its error code (issue 12): every
 * code of `ERROR_STATUS` has an `errors.api.<code>` text in both locales, its `details` as values.
 * Never the server's English text.
 */
export function apiErrorText(error: ApiHttpError, t: Translate): string {
  if (error.code && Object.hasOwn(ERROR_STATUS, error.code))
    return t(`errors.api.${error.code}`, { ...error.details } as Record<string, string | number>);
  return t(error.status >= 500 ? 'errors.server' : 'errors.generic');
}

/**
 * `page`: the failure is of a page's own data (a query). Something the caller may not see or that
 * does not exist (403, 404) then shows the not-found page, not an empty page with a toast.
 */
export function apiFailureAction(
  error: unknown,
  t: Translate,
  { page = false }: { page?: boolean } = {},
): ApiFailureAction {
  if (error instanceof NetworkError) return { kind: 'toast', message: t('errors.network') };
  if (error instanceof ApiHttpError) {
    if (error.status === 401) return { kind: 'not-found' };
    if (page && (error.status === 403 || error.status === 404)) return { kind: 'not-found' };
    if (error.status === 500) return { kind: 'toast', message: t('errors.server') };
    return { kind: 'toast', message: apiErrorText(error, t) };
  }
  return { kind: 'toast', message: t('errors.generic') };
}

/** Account service failures show the server's message, else the given fallback (spec §8). */
export function accountFailureMessage(
  error: unknown,
  t: (key: string) => string,
  fallbackKey = 'errors.updateFailed',
): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof AccountError && error.serverMessage) {
    const key = serverMessageKey(error.serverMessage);
    return key ? t(key) : error.serverMessage;
  }
  return t(fallbackKey);
}
