/**
 * The extraction worker thread (see extractor.ts). It keeps one OCR engine for its lifetime and
 * answers one request at a time: `{ id, path, type }` -> `{ id, result }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { extractContent } from './extract.ts';
import { isIngestError } from './ingest-error.ts';
import { createOcrWorker, type OcrWorker } from './ocr.ts';
import type { FileType } from './sniff.ts';

type Request = { id: number; path: string; type: FileType };

let ocrWorker: Promise<OcrWorker> | null = null;
const ocr = (): Promise<OcrWorker> => (ocrWorker ??= createOcrWorker());

parentPort!.on('message', (request: Request) => {
  extractContent(request.path, request.type, ocr).then(
    (result) => parentPort!.postMessage({ id: request.id, result }),
    (error: unknown) => {
      const message = isIngestError(error)
        ? error.message
        : `Text extraction failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 300)}`;
      parentPort!.postMessage({ id: request.id, error: { code: isIngestError(error) ? error.code : 'extraction_failed', message } });
    },
  );
});
