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

/**
 * Characters a person's name never needs (issue 41): every C0 and C1 control (tab and line breaks
 * too), the text-direction marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators. With them a name can show
 * as another (U+202E reverses what follows), so a name is refused, not cleaned.
 */
const NOT_IN_NAMES =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/;
export const NAME_CHARACTER_MESSAGE = 'Names must not contain control or text-direction characters';

/**
 * A person's name (a nickname, a student on a roster, an essay's or a homework's student): trimmed,
 * bounded, no control or direction characters; empty only where no `required` message is given.
 */
export function personName(max: number, required?: string) {
  const base = z.string().trim().max(max);
  return (required ? base.min(1, required) : base).refine(
    (value) => !NOT_IN_NAMES.test(value),
    NAME_CHARACTER_MESSAGE,
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
