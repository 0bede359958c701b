import { Worker } from 'node:worker_threads';
import type { EssayLang } from '@essay/contracts';
import type { Extracted, ExtractedPage, Outline } from './extract.ts';
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
  /**
   * Debian's tesseract program (TESSERACT_BINARY), which reads pages when it runs; tesseract.js
   * otherwise, or when null (decision 0067).
   */
  tesseract?: string | null;
  /** The file of students' character pairs for the handwriting's doubts in context (decision 0080). */
  contextPairs?: string;
};

export interface Extractor {
  /** Text and OCR pages of one file, read in the worker thread; failures are IngestErrors. */
  extract(path: string, type: FileType): Promise<Extracted>;
  /** A file's text layer and which of its pages need OCR (see outlineContent), in the thread. */
  outline(path: string, type: FileType): Promise<Outline>;
  /**
   * Page `index` of a PDF or photo read by OCR, in the thread, with the same limits as a file;
   * `expected`: the language of its homework, when known (English pages are then read once).
   */
  readPage(
    path: string,
    type: FileType,
    index: number,
    expected?: EssayLang,
  ): Promise<ExtractedPage>;
  close(): Promise<void>;
}

/** What the thread is asked: a whole file, a file's outline, or one page of it. */
export type ExtractRequest =
  | { op: 'extract'; path: string; type: FileType }
  | { op: 'outline'; path: string; type: FileType }
  | { op: 'page'; path: string; type: FileType; index: number; expected?: EssayLang };

type Reply = { id: number; result?: unknown; error?: { code: IngestErrorCode; message: string } };

const WORKER_URL = new URL('./extract-worker.mjs', import.meta.url);

/**
 * Extraction and OCR in a worker thread with a heap and a time limit, one request (a file, an
 * outline or a page) at a time. A file
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
      workerData: {
        vision: options.vision,
        tesseract: options.tesseract ?? null,
        contextPairs: options.contextPairs ?? null,
      },
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

  const run = <T>(request: ExtractRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
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
        else resolve(reply.result as T);
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
      thread.postMessage({ id, ...request });
    });

  // One request at a time: the thread's OCR engine reads one page at a time anyway.
  const enqueue = <T>(request: ExtractRequest): Promise<T> => {
    const job = queue.then(() => run<T>(request));
    queue = job.catch(() => undefined);
    return job;
  };

  return {
    extract: (path, type) => enqueue<Extracted>({ op: 'extract', path, type }),
    outline: (path, type) => enqueue<Outline>({ op: 'outline', path, type }),
    readPage: (path, type, index, expected) =>
      enqueue<ExtractedPage>({ op: 'page', path, type, index, ...(expected && { expected }) }),
    async close() {
      await queue;
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
