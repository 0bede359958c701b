import { correctEssay, failGrading } from '../modules/grading/correct-essay.service.ts';
import { defineJob } from './define-job.ts';
import { aboutRow } from './row-job.ts';

/** One essay's correction for one grading; a worker's correction engine does the reading. */
export const gradeEssayJob = defineJob({
  name: 'essay.grade',
  version: 1,
  options: { retryLimit: 2, retryDelay: 2, expireInSeconds: 300 },
  ...aboutRow('gradingId', correctEssay, failGrading),
});
