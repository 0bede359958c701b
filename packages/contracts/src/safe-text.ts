import { z } from 'zod';

/**
 * Control characters no text field of ours needs: NUL (PostgreSQL cannot store it: a 500 before
 * this) and the other C0/C1 controls except tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

/** A string field: at most `max` characters, no control characters. Chain `.trim()`-free rules on it. */
export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), CONTROL_CHARACTER_MESSAGE);
}

/** A trimmed string field without control characters. */
export function safeTrimmed(max: number, required?: string) {
  const base = z.string().trim().max(max);
  return (required ? base.min(1, required) : base).refine(
    (value) => !CONTROL.test(value),
    CONTROL_CHARACTER_MESSAGE,
  );
}

/** Ids are PostgreSQL `integer`s: a larger number can name nothing, so it is a 400, not a 500. */
export const ID_MAX = 2_147_483_647;
export const ID_MESSAGE = 'Ids are whole numbers from 1 to 2147483647';
export const IdSchema = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(ID_MAX, ID_MESSAGE);
/** An id from a path, query or form field (a string there). */
export const formId = z.coerce
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .min(1, ID_MESSAGE)
  .max(ID_MAX, ID_MESSAGE);
