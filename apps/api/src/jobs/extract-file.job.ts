import { z } from 'zod';
import { extractFile, markExtractionFailed } from '../modules/files/extraction.service.ts';
import type { Extractor } from '@essay/ingest/light';
import { defineJob } from './define-job.ts';

const count = z.number().int().nonnegative();

/**
 * A job of a file's reading (decision 0045): without `page`, open the file (and read it when it
 * is short); with `page` and `reading`, read that page of that reading. `urgent`: the teacher's
 * retry, whose pages keep its place ahead of background work.
 */
const task = z.object({
  fileId: z.number().int().positive(),
  page: count.optional(),
  reading: count.optional(),
  urgent: z.boolean().optional(),
});
export type ExtractTask = z.output<typeof task>;

/** An uploaded file's text and page images; a worker's extraction thread does the reading. */
export const extractFileJob = defineJob<typeof task, Extractor>({
  name: 'file.extract',
  version: 1,
  options: { retryLimit: 2, retryDelay: 5, expireInSeconds: 900 },
  schema: task,
  handler: (ctx, extractor, data) => extractFile(ctx, extractor, data),
  onGiveUp: (ctx, data, error) => markExtractionFailed(ctx, data, error),
});
