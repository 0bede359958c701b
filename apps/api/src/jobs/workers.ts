import { createExtractor } from '@essay/ingest';
import type { ApiContext } from '../context.ts';
import { engineFor } from '../engines/engine.ts';
import { visionSettings } from '../engines/model-engine.ts';
import { extractFile, markExtractionFailed } from './extract-file.job.ts';
import { failGrading, gradeEssay } from './grade-essay.job.ts';
import { EXTRACT_FILE_JOB, GRADE_ESSAY_JOB } from './job-names.ts';

export interface Workers {
  /** Resolves when the correction engine is loaded (it loads in the background at start). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

type Log = { error(obj: unknown, msg: string): void };

/**
 * Runs one job; after the last retry, `onGiveUp` records the failure where the teacher sees it.
 * pg-boss waits a polling interval after every fetch, so the worker is woken at once when a job
 * ends: a batch of 40 essays does not wait 40 intervals.
 */
async function workOneAtATime(
  ctx: ApiContext,
  log: Log,
  queue: string,
  handler: (data: unknown) => Promise<void>,
  onGiveUp: (data: unknown, error: unknown) => Promise<void>,
): Promise<void> {
  let workerId = '';
  workerId = await ctx.jobs.work(queue, { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true }, async ([job]) => {
    if (!job) return;
    try {
      await handler(job.data);
    } catch (error) {
      log.error({ err: error, job: job.id }, `${queue} failed`);
      if (job.retryCount >= job.retryLimit) await onGiveUp(job.data, error);
      throw error;
    } finally {
      ctx.jobs.notifyWorker(workerId);
    }
  });
}

/**
 * The in-process workers. Text extraction and OCR run in one worker thread with a heap and a time
 * limit (its OCR engine, ≈400 MB, starts on first use and is kept); each queue handles one job at a
 * time so the two cores stay shared with the web server.
 */
export async function startWorkers(ctx: ApiContext, log: Log): Promise<Workers> {
  const extractor = createExtractor({ ...ctx.config.extraction, vision: visionSettings(ctx.config) });
  const engine = engineFor(ctx.config);
  await ctx.jobs.createQueue(EXTRACT_FILE_JOB);
  await ctx.jobs.createQueue(GRADE_ESSAY_JOB);
  await requeueInterruptedJobs(ctx);
  await workOneAtATime(ctx, log, EXTRACT_FILE_JOB, (data) => extractFile(ctx, extractor, data), (data, error) => markExtractionFailed(ctx, data, error));
  // A model engine waits on its server, not the cores: LLM_CONCURRENCY essays at a time.
  const graders = ctx.config.graderEngine === 'llm' && ctx.config.llm ? ctx.config.llm.concurrency : 1;
  for (let i = 0; i < graders; i += 1) {
    await workOneAtATime(ctx, log, GRADE_ESSAY_JOB, (data) => gradeEssay(ctx, engine, data), (data, error) => failGrading(ctx, data, error));
  }
  const ready = engine.warmUp().catch((error: unknown) => log.error({ err: error }, 'engine warm-up failed'));
  return {
    ready,
    async stop() {
      await ctx.jobs.offWork(EXTRACT_FILE_JOB);
      await ctx.jobs.offWork(GRADE_ESSAY_JOB);
      await extractor.close();
    },
  };
}

/**
 * PGlite allows one process, so jobs left 'active' by a killed run are orphans: put them back in
 * the queue at once. (On PostgreSQL other workers may hold them; pg-boss's expiry retries them.)
 */
export async function requeueInterruptedJobs(ctx: ApiContext): Promise<void> {
  if (ctx.db.kind !== 'pglite') return;
  await ctx.db.query(
    "UPDATE pgboss.job SET state = 'retry', start_after = now() WHERE state = 'active' AND name = ANY($1::text[])",
    [[EXTRACT_FILE_JOB, GRADE_ESSAY_JOB]],
  );
}
