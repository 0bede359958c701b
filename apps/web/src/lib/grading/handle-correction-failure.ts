import { i18n } from '../../i18n/i18n.ts';
import { toastApiFailure } from '../http/handle-api-failure.ts';
import { correctionFailureMessage } from './grading-messages.ts';

/**
 * The `onError` of every correction start (correct all, one-key grade, re-correct): 'Homework
 * Correction Failed' with the server's reason (no points, nothing submitted…).
 */
export function handleCorrectionFailure(error: unknown): void {
  toastApiFailure(
    error,
    correctionFailureMessage(error, (key, vars) => i18n.t(key, vars ?? {})),
  );
}
