import { extractFileJob } from './extract-file.job.ts';
import { gradeEssayJob } from './grade-essay.job.ts';
import { retentionJob } from './retention.job.ts';

/**
 * Every job of the product, by the worker queue that runs it
 * (`npm run worker -- --queues extract,grade,retention`).
 */
export const JOBS = {
  extract: extractFileJob,
  grade: gradeEssayJob,
  retention: retentionJob,
} as const;
export type WorkerQueue = keyof typeof JOBS;

/** The job a pg-boss queue name belongs to. */
export function jobOfQueue(queue: string): (typeof JOBS)[WorkerQueue] | undefined {
  return Object.values(JOBS).find((job) => job.queue === queue);
}
