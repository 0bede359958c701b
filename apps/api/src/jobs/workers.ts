import { createOcrWorker, type OcrWorker } from '@essay/ingest';
import type { ApiContext } from '../context.ts';
import { extractFile, markExtractionFailed } from './extract-file.job.ts';
import { EXTRACT_FILE_JOB } from './job-names.ts';

export interface Workers {
  stop(): Promise<void>;
}

/**
 * The in-process workers. One OCR engine (≈400 MB) is started on first use and kept; jobs of a
 * queue run one at a time so two cores stay shared with the web server.
 */
export async function startWorkers(ctx: ApiContext, log: { error(obj: unknown, msg: string): void }): Promise<Workers> {
  let ocrWorker: Promise<OcrWorker> | null = null;
  const ocr = () => (ocrWorker ??= createOcrWorker());
  await ctx.jobs.createQueue(EXTRACT_FILE_JOB);
  await ctx.jobs.work(EXTRACT_FILE_JOB, { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true }, async ([job]) => {
    if (!job) return;
    try {
      await extractFile(ctx, ocr, job.data);
    } catch (error) {
      log.error({ err: error, job: job.id }, 'file extraction failed');
      if (job.retryCount >= job.retryLimit) await markExtractionFailed(ctx, job.data, error);
      throw error;
    }
  });
  return {
    async stop() {
      await ctx.jobs.offWork(EXTRACT_FILE_JOB);
      if (ocrWorker) await (await ocrWorker).terminate();
    },
  };
}
