import type { z } from 'zod';
import { AppError } from './errors.ts';

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/**
 * Parses input at an edge (body, query, form, job payload); the first issue becomes an
 * `invalid_input` AppError whose message the forms show: "<field> is required" when absent.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const checked = checkInput(schema, value);
  if ('error' in checked) throw checked.error;
  return checked.value;
}

/**
 * `parseOrThrow` without the throw: the shape a route's validator answers (both servers' validator
 * compilers call it, so a route's declared schema refuses input exactly as the handlers used to).
 */
export function checkInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
): { value: z.infer<T> } | { error: AppError } {
  const result = schema.safeParse(value ?? {});
  if (result.success) return { value: result.data };
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.');
  // Only a type error means absent: a rule on a transformed field (a pasted list's names) has a
  // path the raw input lacks, and keeps its own message.
  const missing =
    field !== '' && issue?.code === 'invalid_type' && valueAt(value, path) === undefined;
  const message = missing ? `${field} is required` : (issue?.message ?? 'Invalid input');
  return { error: new AppError('invalid_input', message, { field }) };
}

/** An answer that does not match its declared schema: a server bug, answered as a 500. */
export class AnswerMismatchError extends Error {
  constructor(
    route: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `The answer of ${route} does not match its schema: ${JSON.stringify(issues.slice(0, 3))}`,
    );
  }
}

/**
 * The JSON text of a route's answer, parsed by its declared schema first: what is sent is what the
 * schema says (unknown fields dropped), and a mismatch fails the call (and every test that makes it).
 */
export function serializeAnswer(schema: z.ZodType, value: unknown, route: string): string {
  const result = schema.safeParse(value);
  if (!result.success) throw new AnswerMismatchError(route, result.error.issues);
  return JSON.stringify(result.data);
}
