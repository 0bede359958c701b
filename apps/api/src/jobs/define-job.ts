import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import { parseOrThrow } from '@essay/contracts';
import type { ApiContext } from '../context.ts';

/** pg-boss's retry and expiry options of a queue's jobs: declared once, with the job. */
export interface JobOptions {
  retryLimit: number;
  /** Seconds between tries. */
  retryDelay: number;
  /** A try running longer than this has failed (pg-boss's expiry), and is retried. */
  expireInSeconds: number;
}

/** A job's payload: an object (the queue adds its own fields to it). */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;

export interface JobSpec<S extends PayloadSchema, R> {
  /** What the job does, e.g. `file.extract`. */
  name: string;
  /** Raised when the payload changes: a new queue, so old jobs never meet new code. */
  version: number;
  /** The payload. The queue's own fields (owner, turn) are not part of it. */
  schema: S;
  options: JobOptions;
  /** A job the queue sends itself on a cron (pg-boss's `schedule`), e.g. a nightly run. */
  schedule?: { cron: string; timeZone: string };
  /** Runs one try; `resources` are the worker's (an extraction thread, a correction engine). */
  handler(ctx: ApiContext, resources: R, data: z.output<S>): Promise<void>;
  /** After the last try failed: show why, give back what was charged. */
  onGiveUp(ctx: ApiContext, data: z.output<S>, error: unknown): Promise<void>;
}

export interface JobDefinition<S extends PayloadSchema, R> extends JobSpec<S, R> {
  /** The pg-boss queue: `<name>.v<version>`. */
  queue: string;
  /** The payload of a job read back from the queue. */
  parse(data: unknown): z.output<S>;
  /** One try of a job read back from the queue (its payload parsed first). */
  run(ctx: ApiContext, resources: R, data: unknown): Promise<void>;
  /** The give-up step of a job read back from the queue. */
  giveUp(ctx: ApiContext, data: unknown, error: unknown): Promise<void>;
}

/** A job of the one registry (see jobs/registry.ts): senders get its payload type, workers its handler. */
export function defineJob<S extends PayloadSchema, R>(spec: JobSpec<S, R>): JobDefinition<S, R> {
  const parse = (data: unknown): z.output<S> => parseOrThrow(spec.schema, data);
  return {
    ...spec,
    queue: `${spec.name}.v${spec.version}`,
    parse,
    run: (ctx, resources, data) => spec.handler(ctx, resources, parse(data)),
    giveUp: (ctx, data, error) => spec.onGiveUp(ctx, parse(data), error),
  };
}

/**
 * Options a sender may add to the job's own: a key that keeps one job per thing, the job's size
 * (pages of the file a page job belongs to; 1 when absent): smaller first within a turn, and
 * `quick` for a job that reads no page by OCR: ahead of those that do (decision 0058).
 */
export type SendExtras = Pick<PgBoss.SendOptions, 'singletonKey'> & {
  size?: number;
  quick?: boolean;
};
