import { AccountError, ApiHttpError, NetworkError } from './http-errors.ts';
import { serverMessageKey } from './server-messages.ts';

type Translate = (key: string) => string;

/** What the shared product-API handler does with a failure (spec §8). */
export type ApiFailureAction = { kind: 'not-found' } | { kind: 'toast'; message: string };

export function apiFailureAction(error: unknown, t: Translate): ApiFailureAction {
  if (error instanceof NetworkError) return { kind: 'toast', message: t('errors.network') };
  if (error instanceof ApiHttpError) {
    if (error.status === 401) return { kind: 'not-found' };
    if (error.status === 500) return { kind: 'toast', message: t('errors.server') };
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
