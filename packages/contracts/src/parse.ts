import type { z } from 'zod';
import { AppError } from './errors.ts';

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/**
 * Parses input at an edge (body, query, form, job payload); the first issue becomes an
 * `invalid_input` AppError whose message the forms show: "<field> is required" when absent.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.map(String).join('.');
  const missing = field !== '' && valueAt(value, path) === undefined;
  const message = missing ? `${field} is required` : (issue?.message ?? 'Invalid input');
  throw new AppError('invalid_input', message, { field });
}
