import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Homework-form messages of the product API (English), translated where the client knows them. */
const FORM_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Homework name is required': 'homework.serverMessages.nameRequired',
  'The submission deadline must be after its beginning': 'homework.serverMessages.deadlineOrder',
  'Student names must be unique': 'homework.serverMessages.studentsUnique',
  'Times must be ISO 8601 date-times': 'homework.serverMessages.timesInvalid',
  'Homework not found': 'homework.serverMessages.notFound',
};

export function translateServerMessage(message: string, t: Translate): string {
  const key = FORM_MESSAGE_KEYS[message];
  if (key) return t(key);
  const unknownClass = /^Unknown class: (.+)$/.exec(message);
  if (unknownClass?.[1]) return t('homework.serverMessages.unknownClass', { ids: unknownClass[1] });
  return message;
}

/**
 * A failed save of the homework form (spec §8): a 400 shows the server error, anything else
 * the create / update failure message. 401 is left to the shared handler (not-found page).
 */
export function homeworkSaveMessage(error: unknown, mode: 'create' | 'edit', t: Translate) {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiHttpError && error.status === 400 && error.serverMessage)
    return translateServerMessage(error.serverMessage, t);
  return t(mode === 'create' ? 'errors.homeworkCreationFailed' : 'errors.homeworkUpdateFailed');
}

/** The message a failed upload marks its file with (spec §5 messages name the file). */
export function uploadErrorMessage(error: unknown, fileName: string, t: Translate): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiHttpError) {
    if (error.status === 415) return t('errors.invalidFormat', { filename: fileName });
    if (error.status === 413 && error.serverMessage?.startsWith('File size exceeds'))
      return t('errors.fileTooLarge', { filename: fileName });
    if (error.status === 500) return t('errors.server');
    if (error.serverMessage) return error.serverMessage;
  }
  return t('errors.generic');
}
