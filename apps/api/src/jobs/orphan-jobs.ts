import type { ApiContext } from '../context.ts';
import { jobOfQueue } from './registry.ts';
import type { OrphanJob } from './worker-registry.repository.ts';

const WORKER_GONE = { message: 'the worker running this job stopped' };

/**
 * Hands jobs a dead worker was running back to the queue through pg-boss's own failure path: a
 * job with tries left is retried after its retry delay; one on its last try has failed, and its
 * job's give-up step shows why (the file's or essay's error). Jobs no longer running are left
 * alone. Answers how many jobs went back to the queue.
 */
export async function handBackOrphanJobs(ctx: ApiContext, orphans: OrphanJob[]): Promise<number> {
  let requeued = 0;
  for (const { job_id: id, queue } of orphans) {
    const job = await ctx.jobs.getJobById(queue, id);
    if (job?.state !== 'active') continue;
    await ctx.jobs.fail(queue, id, WORKER_GONE);
    const after = await ctx.jobs.getJobById(queue, id);
    if (after?.state === 'retry') requeued += 1;
    if (after?.state === 'failed')
      await jobOfQueue(queue)?.giveUp(ctx, after.data, new Error(WORKER_GONE.message));
  }
  return requeued;
}
