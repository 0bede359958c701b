import { extractFile, markExtractionFailed } from '../modules/files/extraction.service.ts';
import { defineJob } from './define-job.ts';
import { aboutRow } from './row-job.ts';

/** An uploaded file's text and page images; a worker's extraction thread does the reading. */
export const extractFileJob = defineJob({
  name: 'file.extract',
  version: 1,
  options: { retryLimit: 2, retryDelay: 5, expireInSeconds: 900 },
  ...aboutRow('fileId', extractFile, markExtractionFailed),
});
