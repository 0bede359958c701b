import { AccountError, ApiHttpError, NetworkError } from './http-errors.ts';
import { serverMessageKey } from './server-messages.ts';

type Translate = (key: string) => string;

/** What the shared product-API handler does with a failure (spec §8). */
export type ApiFailureAction = { kind: 'not-found' } | { kind: 'toast'; message: string };

/** Refusals the client words itself, by error code, in the interface's language (issue 12). */
const CODE_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  forbidden: 'errors.forbidden',
  not_found: 'errors.notFound',
};

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
    const key = error.code ? CODE_MESSAGE_KEYS[error.code] : undefined;
    if (key) return { kind: 'toast', message: t(key) };
    return { kind: 'toast', message: error.serverMessage ?? t('errors.generic') };
  }
  return { kind: 'toast', message: t('errors.generic') };
}

/** Account service failures show the server's message, else the given fallback (spec §8). */
export function accountFailureMessage(
  error: unknown,
  t: Translate,
  fallbackKey = 'errors.updateFailed',
): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof AccountError && error.serverMessage) {
    const key = serverMessageKey(error.serverMessage);
    return key ? t(key) : error.serverMessage;
  }
  return t(fallbackKey);
}
