import { z } from 'zod';
import { applyRetention } from '../modules/retention/retention.service.ts';
import { defineJob } from './define-job.ts';

/** Where the run says what it deleted (the worker's logger). */
export interface RetentionLog {
  info?(obj: unknown, msg: string): void;
}

/**
 * The nightly retention run (issue 18), at 03:30 in Taiwan. pg-boss makes one job per tick however
 * many workers schedule it, and the run deletes only what is still there, so a repeat (a retry, a
 * second worker, a missed night caught up) deletes nothing twice.
 */
export const retentionJob = defineJob({
  name: 'privacy.retention',
  version: 1,
  schema: z.object({}),
  // pg-boss's defaults, which the run has always had.
  options: { retryLimit: 2, retryDelay: 0, expireInSeconds: 900 },
  schedule: { cron: '30 3 * * *', timeZone: 'Asia/Taipei' },
  handler: async (ctx, log: RetentionLog) => {
    const result = await applyRetention(ctx, new Date());
    log.info?.(result, 'retention run');
  },
  // Nothing was charged or promised: what a failed night left, the next night deletes.
  onGiveUp: () => Promise.resolve(),
});
