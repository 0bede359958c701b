import { z } from 'zod';
import type { Extractor } from '@essay/ingest';
import { extractFile, markExtractionFailed } from '../modules/files/extraction.service.ts';
import { defineJob } from './define-job.ts';

/** An uploaded file's text and page images; a worker's extraction thread does the reading. */
export const extractFileJob = defineJob({
  name: 'file.extract',
  version: 1,
  schema: z.object({ fileId: z.number().int().positive() }),
  options: { retryLimit: 2, retryDelay: 5, expireInSeconds: 900 },
  handler: (ctx, extractor: Extractor, { fileId }) => extractFile(ctx, extractor, fileId),
  onGiveUp: (ctx, { fileId }, error) => markExtractionFailed(ctx, fileId, error),
});
