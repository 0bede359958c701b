import { z } from 'zod';
import type { CorrectionEngine } from '../engines/engine.ts';
import { correctEssays, failGradings } from '../modules/grading/correct-essay.service.ts';
import { defineJob } from './define-job.ts';

/** Essays of one homework a grading job corrects, one after the other (issue 30, decision 0051). */
export const GRADING_CHUNK = 10;

const gradingId = z.number().int().positive();

/**
 * Up to GRADING_CHUNK gradings of one homework: the homework's shared inputs are read once, each
 * essay is corrected and stored on its own, and a try that failed for some essays is retried for
 * those only (the others have ended). A job queued before chunks (`{ gradingId }`) is a chunk of one.
 */
export const gradeEssayJob = defineJob({
  name: 'essay.grade',
  version: 1,
  options: { retryLimit: 2, retryDelay: 2, expireInSeconds: 300 },
  schema: z.union([
    z.object({ gradingIds: z.array(gradingId).min(1).max(GRADING_CHUNK) }),
    z.object({ gradingId }).transform((data) => ({ gradingIds: [data.gradingId] })),
  ]),
  handler: (ctx, engine: CorrectionEngine, data) => correctEssays(ctx, engine, data.gradingIds),
  onGiveUp: (ctx, data, error) => failGradings(ctx, data.gradingIds, error),
});
