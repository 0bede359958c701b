import { AppError } from '@essay/contracts';
import type { z } from 'zod';

/** Parses a body, query or params once, at the edge; the first issue becomes the message. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.code === 'invalid_type' && field ? `${field} is required` : (issue?.message ?? 'Invalid input');
  throw new AppError('invalid_input', field && !message.includes(field) ? `${field}: ${message}` : message, { field });
}
