import { z } from 'zod';
import type { ApiContext } from '../context.ts';

/**
 * The payload and steps of a job about one row (an uploaded file, a grading): the payload is that
 * row's id under `key`; a try and the give-up step are the service's own, called with the id.
 */
export function aboutRow<K extends string, R>(
  key: K,
  run: (ctx: ApiContext, resources: R, id: number) => Promise<void>,
  giveUp: (ctx: ApiContext, id: number, error: unknown) => Promise<void>,
) {
  type Payload = Record<K, number>;
  const id = z.number().int().positive();
  // zod types a computed key as any string; the object has the one key `key`.
  const schema = z.object({ [key]: id }) as unknown as z.ZodType<Payload, Payload>;
  return {
    schema,
    handler: (ctx: ApiContext, resources: R, data: Payload) => run(ctx, resources, data[key]),
    onGiveUp: (ctx: ApiContext, data: Payload, error: unknown) => giveUp(ctx, data[key], error),
  };
}
