import type PgBoss from 'pg-boss';
import { fairPriority, jobConnection, type Db, type JobOwner } from '@essay/db';
import type { ApiContext } from '../context.ts';

export type JobUrgency = 'now' | 'background';

/**
 * Queues a job inside the caller's transaction with its fair turn (see fairPriority): per school,
 * then per teacher; 'now' (a teacher's direct click) goes ahead of background work.
 */
export async function enqueueFair(
  ctx: ApiContext,
  tx: Db,
  queue: string,
  data: Record<string, unknown>,
  owner: JobOwner,
  urgency: JobUrgency,
  options: PgBoss.SendOptions,
): Promise<void> {
  const { slot, priority } = await fairPriority(tx, queue, owner, urgency === 'now');
  await ctx.jobs.send(queue, { ...data, owner, slot }, { ...options, ...jobConnection(tx), priority });
}
