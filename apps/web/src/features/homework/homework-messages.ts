import { checkInput, HomeworkInputSchema } from '@essay/contracts';
import { apiErrorText } from '../../lib/http/error-messages.ts';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import type { HomeworkBody } from './homework-api.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The form's fields the server may refuse (`invalid_input` names the field), worded by field. */
const FIELD_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  name: 'homework.serverMessages.nameRequired',
  students: 'homework.serverMessages.studentsUnique',
  submission_begin_at: 'homework.serverMessages.timesInvalid',
  submission_deadline_at: 'homework.serverMessages.deadlineOrder',
};

/**
 * The form's body checked in the browser with the server's own schema (contracts), before any
 * request: a refusal is the 400 the server would answer, so it is worded by the same rules below.
 */
export function checkHomeworkBody(body: HomeworkBody): ApiHttpError | undefined {
  const checked = checkInput(HomeworkInputSchema, body);
  if (!('error' in checked)) return undefined;
  const { status, message, code, details } = checked.error;
  return new ApiHttpError(status, message, code, details);
}

/**
 * A failed save of the homework form (spec §8): a 400 shows the server error, anything else
 * the create / update failure message. 401 is left to the shared handler (not-found page).
 */
export function homeworkSaveMessage(error: unknown, mode: 'create' | 'edit', t: Translate) {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiHttpError && error.status === 400) {
    const field = error.code === 'invalid_input' ? String(error.details.field ?? '') : '';
    const key = FIELD_MESSAGE_KEYS[field];
    return key ? t(key) : apiErrorText(error, t);
  }
  return t(mode === 'create' ? 'errors.homeworkCreationFailed' : 'errors.homeworkUpdateFailed');
}

/** The message a failed upload marks its file with (spec §5 messages name the file). */
export function uploadErrorMessage(error: unknown, fileName: string, t: Translate): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiHttpError) {
    if (error.code === 'unsupported_file_type')
      return t('errors.invalidFormat', { filename: fileName });
    if (error.code === 'file_too_large') return t('errors.fileTooLarge', { filename: fileName });
    return apiErrorText(error, t);
  }
  return t('errors.generic');
}
