import { AppError } from '@essay/contracts';
import type { z } from 'zod';

/** Parses a form body or query once, at the edge; the first issue becomes the message. */
export function parseForm<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.code === 'invalid_type' && field ? `${field} is required` : (issue?.message ?? 'Invalid input');
  throw new AppError('invalid_input', message, { field });
}
