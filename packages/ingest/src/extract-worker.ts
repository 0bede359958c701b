/**
 * The extraction worker thread (see extractor.ts). It keeps one OCR engine for its lifetime and
 * answers one request at a time: `{ id, op, path, type, index?, expected? }` -> `{ id, result }` or
 * `{ id, error }`; `op` is a whole file, a file's outline, or one page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createChatClient } from '@essay/contracts';
import { extractContent, outlineContent, readPage, type PageReaders } from './extract.ts';
import type { ExtractRequest } from './extractor.ts';
import { createVisionReader, type VisionSettings } from './llm-vision.ts';
import { isIngestError } from './ingest-error.ts';
import { createHandwritingReader, type HandwritingReader } from './handwriting.ts';
import { createOcrWorker, type OcrWorker } from './ocr.ts';
import { loadContextPairs } from './context-pairs.ts';
import type { PairSeen } from './uncertain.ts';

type Request = ExtractRequest & { id: number };
const data = workerData as
  { vision?: VisionSettings; tesseract?: string | null; contextPairs?: string | null } | undefined;

let ocrWorker: Promise<OcrWorker> | null = null;
const ocr = (): Promise<OcrWorker> =>
  (ocrWorker ??= createOcrWorker({ binary: data?.tesseract ?? null }));
let handwritingReader: Promise<HandwritingReader> | null = null;
const handwriting = (): Promise<HandwritingReader> =>
  (handwritingReader ??= createHandwritingReader());

// OCR_ENGINE=llm-vision: pages go to the vision model first (the thread's own fetch), tesseract on failure.
const settings = data?.vision;
const vision = settings
  ? createVisionReader(createChatClient(settings, { fetch: globalThis.fetch }), settings.model)
  : undefined;

// Students' character pairs, read on the first handwritten page that needs them, kept.
let seenPairs: PairSeen | null | undefined;
const pairs = (): PairSeen | null =>
  (seenPairs ??= data?.contextPairs ? loadContextPairs(data.contextPairs) : null);

const readers: PageReaders = { ocr, handwriting, pairs, ...(vision && { vision }) };

function answer(request: ExtractRequest): Promise<unknown> {
  if (request.op === 'outline') return outlineContent(request.path, request.type);
  if (request.op === 'page')
    return readPage(request.path, request.type, request.index, readers, request.expected);
  return extractContent(request.path, request.type, ocr, vision, handwriting, pairs);
}

parentPort!.on('message', (request: Request) => {
  answer(request).then(
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
