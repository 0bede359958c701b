import { formId } from '@essay/contracts';
import { z } from 'zod';

/** The ids in a url: `/teacher/articles/:id/images/:imageId` → `{ id: number; imageId: number }`. */
export type PathIds<U extends string> = U extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: number } & PathIds<Rest>
  : U extends `${string}:${infer Name}`
    ? { [K in Name]: number }
    : Record<never, never>;

/**
 * Every path parameter of the product API is a record id: the schema of a url's params is one
 * `formId` per `:name` (a route with other parameters declares `params` itself).
 */
export function pathIdsSchema(url: string): z.ZodType | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, formId])));
}

export const SignedQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(1000).optional(),
});
