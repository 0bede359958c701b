/**
 * @essay/ingest/light — what a server needs before it reads a file: the extraction thread's
 * handle (the readers load inside the thread), the limits, the errors and page texts joined. The
 * main entry imports the readers themselves (sharp, pdf.js, mammoth, the OCR engines: ≈45 MB once
 * loaded), which a server loads on its first upload instead (issue 30).
 */
export { createExtractor, type Extractor, type ExtractorOptions } from './extractor.ts';
export { IngestError, isIngestError, type IngestErrorCode } from './ingest-error.ts';
export { joinPageTexts } from './page-text.ts';
export { DEFAULT_EXTRACT_MEMORY_MB, DEFAULT_EXTRACT_TIME_LIMIT_MS } from './limits.ts';
export type { ExtractedPage, Extracted } from './extract.ts';
export { outlineOfType, type Outline } from './outline.ts';
export type { VisionSettings } from './llm-vision.ts';
export type { FileType } from './sniff.ts';
