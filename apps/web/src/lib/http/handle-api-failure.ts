import { toast } from '../toast.ts';
import { i18n } from '../../i18n/i18n.ts';
import { goTo } from '../navigation.ts';
import { apiFailureAction } from './error-messages.ts';
import { ApiHttpError, UnauthorizedError } from './http-errors.ts';

export const NOT_FOUND_PATH = '/404';

/**
 * The shared handler for product API failures (spec §8): network, 500 and other statuses
 * become toasts; a 401 goes to the not-found page (docs/decisions/0005-web-401-rules.md).
 */
export function handleApiFailure(error: unknown): void {
  act(error, {});
}

/**
 * A call whose failure has its own message (spec §8's 'Update Failed', a correction's reason): a
 * 401 still goes to the shared handler; any other failure is shown as `message`.
 */
export function toastApiFailure(error: unknown, message: string): void {
  if (error instanceof ApiHttpError && error.status === 401) handleApiFailure(error);
  else toast.error(message);
}

/** A page's own data failed to load: 403/404 also lead to the not-found page (issue 12). */
export function handlePageLoadFailure(error: unknown): void {
  act(error, { page: true });
}

function act(error: unknown, options: { page?: boolean }): void {
  if (error instanceof UnauthorizedError) return;
  console.error(error);
  const action = apiFailureAction(error, (key, vars) => i18n.t(key, vars ?? {}), options);
  if (action.kind === 'not-found') goTo(NOT_FOUND_PATH);
  else toast.error(action.message);
}

/** Query meta that routes a query's failures through handleApiFailure. */
export const API_ERRORS_HANDLED = { handleApiErrors: true } as const;
