/**
 * The extraction worker thread (see extractor.ts). It keeps one OCR engine for its lifetime and
 * answers one request at a time: `{ id, path, type }` -> `{ id, result }` or `{ id, error }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createChatClient } from '@essay/contracts';
import { extractContent } from './extract.ts';
import { createVisionReader, type VisionSettings } from './llm-vision.ts';
import { isIngestError } from './ingest-error.ts';
import { createHandwritingReader, type HandwritingReader } from './handwriting.ts';
import { createOcrWorker, type OcrWorker } from './ocr.ts';
import type { FileType } from './sniff.ts';

type Request = { id: number; path: string; type: FileType };

let ocrWorker: Promise<OcrWorker> | null = null;
const ocr = (): Promise<OcrWorker> => (ocrWorker ??= createOcrWorker());
let handwritingReader: Promise<HandwritingReader> | null = null;
const handwriting = (): Promise<HandwritingReader> =>
  (handwritingReader ??= createHandwritingReader());

// OCR_ENGINE=llm-vision: pages go to the vision model first (the thread's own fetch), tesseract on failure.
const settings = (workerData as { vision?: VisionSettings } | undefined)?.vision;
const vision = settings
  ? createVisionReader(createChatClient(settings, { fetch: globalThis.fetch }), settings.model)
  : undefined;

parentPort!.on('message', (request: Request) => {
  extractContent(request.path, request.type, ocr, vision, handwriting).then(
    (result) => parentPort!.postMessage({ id: request.id, result }),
    (error: unknown) => {
      const message = isIngestError(error)
        ? error.message
        : `Text extraction failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 300)}`;
      parentPort!.postMessage({
        id: request.id,
        error: { code: isIngestError(error) ? error.code : 'extraction_failed', message },
      });
    },
  );
});
