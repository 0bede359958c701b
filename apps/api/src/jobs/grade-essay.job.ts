import { z } from 'zod';
import type { CorrectionEngine } from '../engines/engine.ts';
import { correctEssay, failGrading } from '../modules/grading/correct-essay.service.ts';
import { defineJob } from './define-job.ts';

/** One essay's correction for one grading; a worker's correction engine does the reading. */
export const gradeEssayJob = defineJob({
  name: 'essay.grade',
  version: 1,
  schema: z.object({ gradingId: z.number().int().positive() }),
  options: { retryLimit: 2, retryDelay: 2, expireInSeconds: 300 },
  handler: (ctx, engine: CorrectionEngine, { gradingId }) => correctEssay(ctx, engine, gradingId),
  onGiveUp: (ctx, { gradingId }, error) => failGrading(ctx, gradingId, error),
});
