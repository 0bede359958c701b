import { fairPriority, jobConnection, type Db, type JobOwner } from '@essay/db';
import type { ApiContext } from '../context.ts';
import type { z } from 'zod';
import type { JobDefinition, PayloadSchema, SendExtras } from './define-job.ts';
import { wakeLocalLoops } from './local-wake.ts';
import { announceJob } from './worker-registry.repository.ts';

export type JobUrgency = 'now' | 'background';

/**
 * Queues a job inside the caller's transaction with its fair turn (see fairPriority): per school,
 * then per teacher, smaller jobs (`extras.size`, in pages) first within a turn; quick jobs
 * (`extras.quick`: no OCR) ahead of slow ones, and 'now' (a teacher's direct click) ahead of all
 * background work. The payload is checked against the job's schema and sent with the job's own
 * options; the idle work loops of its queue wake to take it once it is committed (decision 0066).
 */
export async function sendJob<S extends PayloadSchema, R>(
  ctx: ApiContext,
  tx: Db,
  job: JobDefinition<S, R>,
  payload: z.input<S>,
  owner: JobOwner,
  urgency: JobUrgency,
  extras: SendExtras = {},
): Promise<void> {
  const data: Record<string, unknown> = job.parse(payload);
  const { size, quick = false, ...options } = extras;
  const urgent = urgency === 'now';
  const { slot, priority } = await fairPriority(tx, job.queue, owner, { urgent, quick, size });
  await ctx.jobs.send(
    job.queue,
    { ...data, owner, slot, ...(quick && { quick }) },
    { ...job.options, ...options, ...jobConnection(tx), priority },
  );
  // PostgreSQL tells every listening worker process once the transaction commits; PGlite is this
  // process alone, whose transaction holds the database until it ends (decision 0066).
  if (tx.kind === 'postgres') await announceJob(tx, job.queue);
  else wakeLocalLoops(ctx.jobs, job.queue);
}
