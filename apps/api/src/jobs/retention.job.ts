import type { ApiContext } from '../context.ts';
import { applyRetention } from '../modules/retention/retention.service.ts';

/** The nightly retention run (issue 18): one queue, one pg-boss schedule, at 03:30 in Taiwan. */
export const RETENTION_JOB = 'privacy.retention.v1';
export const RETENTION_CRON = '30 3 * * *';

type Log = { info?(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };

/**
 * Schedules the run and serves it. pg-boss makes one job per tick however many workers
 * schedule it, and the run deletes only what is still there, so a repeat (a retry, a second
 * worker, a missed night caught up) deletes nothing twice.
 */
export async function startRetentionWorker(
  ctx: ApiContext,
  log: Log,
): Promise<{ stop(): Promise<void> }> {
  await ctx.jobs.createQueue(RETENTION_JOB);
  await ctx.jobs.schedule(RETENTION_JOB, RETENTION_CRON, {}, { tz: 'Asia/Taipei' });
  await ctx.jobs.work(RETENTION_JOB, async () => {
    const result = await applyRetention(ctx, new Date());
    log.info?.(result, 'retention run');
  });
  return { stop: () => ctx.jobs.offWork(RETENTION_JOB) };
}
