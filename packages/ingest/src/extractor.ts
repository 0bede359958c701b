import { Worker } from 'node:worker_threads';
import type { Extracted } from './extract.ts';
import { IngestError, type IngestErrorCode } from './ingest-error.ts';
import { DEFAULT_EXTRACT_MEMORY_MB, DEFAULT_EXTRACT_TIME_LIMIT_MS } from './limits.ts';
import type { VisionSettings } from './llm-vision.ts';
import type { FileType } from './sniff.ts';

export type ExtractorOptions = {
  /** V8 heap limit of the worker thread; above it the thread is stopped, not the server. */
  memoryMb?: number;
  /** Wall time for one file; above it the thread is stopped and the file fails. */
  timeLimitMs?: number;
  /** OCR_ENGINE=llm-vision: the vision model's server; pages it cannot read go to tesseract. */
  vision?: VisionSettings;
};

export interface Extractor {
  /** Text and OCR pages of one file, read in the worker thread; failures are IngestErrors. */
  extract(path: string, type: FileType): Promise<Extracted>;
  close(): Promise<void>;
}

type Reply = { id: number; result?: Extracted; error?: { code: IngestErrorCode; message: string } };

const WORKER_URL = new URL('./extract-worker.mjs', import.meta.url);

/**
 * Extraction and OCR in a worker thread with a heap and a time limit, one file at a time. A file
 * that runs the thread out of memory or time fails alone (`extraction_failed`); the thread is
 * started again for the next file and the server keeps answering.
 */
export function createExtractor(options: ExtractorOptions = {}): Extractor {
  const memoryMb = options.memoryMb ?? DEFAULT_EXTRACT_MEMORY_MB;
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_EXTRACT_TIME_LIMIT_MS;
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const start = (): Worker => {
    const started = new Worker(WORKER_URL, {
      workerData: { vision: options.vision },
      resourceLimits: {
        maxOldGenerationSizeMb: memoryMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.ceil(memoryMb / 8)),
      },
      stdout: false,
      stderr: false,
    });
    started.unref();
    // Always listened to: an error or exit between files must not reach the server as a crash.
    started.on('error', () => {});
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    return started;
  };

  const run = (path: string, type: FileType): Promise<Extracted> =>
    new Promise<Extracted>((resolve, reject) => {
      const thread = (worker ??= start());
      const id = nextId++;
      const stop = (error: IngestError): void => {
        cleanup();
        if (worker === thread) worker = null;
        void thread.terminate();
        reject(error);
      };
      const onMessage = (reply: Reply): void => {
        if (reply.id !== id) return;
        cleanup();
        if (reply.error) reject(new IngestError(reply.error.code, reply.error.message));
        else resolve(reply.result!);
      };
      const onError = (error: Error): void => {
        const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
        stop(
          new IngestError(
            'extraction_failed',
            outOfMemory
              ? `Reading this file needed more than ${memoryMb} MB of memory and was stopped.`
              : `Text extraction failed: ${error.message.slice(0, 300)}`,
          ),
        );
      };
      const onExit = (code: number): void =>
        stop(
          new IngestError(
            'extraction_failed',
            `Text extraction stopped unexpectedly (exit code ${code}).`,
          ),
        );
      const timer = setTimeout(
        () =>
          stop(
            new IngestError(
              'extraction_failed',
              `Reading this file took longer than ${Math.round(timeLimitMs / 1000)} seconds and was stopped.`,
            ),
          ),
        timeLimitMs,
      );
      const cleanup = (): void => {
        clearTimeout(timer);
        thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      thread.on('message', onMessage).on('error', onError).on('exit', onExit);
      thread.postMessage({ id, path, type });
    });

  return {
    extract(path, type) {
      const job = queue.then(() => run(path, type));
      queue = job.catch(() => undefined);
      return job;
    },
    async close() {
      await queue;
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
