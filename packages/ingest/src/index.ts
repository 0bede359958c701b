/**
 * @essay/ingest — files in, pages and text out. Pure: no HTTP, no database, no env.
 */
export { IngestError, isIngestError, type IngestErrorCode } from './ingest-error.ts';
export { sniffFileType, sniffFile, SNIFF_BYTES, type FileType } from './sniff.ts';
export { extractDocx, assertSafeZip } from './docx.ts';
export { extractPdf, type PdfPage } from './pdf.ts';
export { renderPdfPage } from './pdf-render.ts';
export { normaliseImage, MAX_INPUT_PIXELS, MAX_SIDE } from './image.ts';
export {
  ocrImage,
  createOcrWorker,
  DEFAULT_LANG,
  type OcrWorker,
  type OcrResult,
  type OcrLang,
  type OcrModel,
} from './ocr.ts';
export { normaliseCjkSpacing, joinParagraphLines } from './cjk-text.ts';
export { characterErrorRate, normaliseForComparison } from './cer.ts';
export { locateUncertain, UNCERTAIN_BELOW, UNREADABLE, type TextSpan } from './uncertain.ts';
export { checkUpload } from './check-upload.ts';
export {
  extractContent,
  outlineContent,
  readPage,
  type Extracted,
  type ExtractedPage,
  type Outline,
} from './extract.ts';
export { joinPageTexts } from './page-text.ts';
export { createExtractor, type Extractor, type ExtractorOptions } from './extractor.ts';
export {
  MAX_TEXT_CHARS,
  MAX_XML_PART_BYTES,
  MAX_ZIP_ENTRIES,
  MAX_PDF_PAGES,
  DEFAULT_EXTRACT_MEMORY_MB,
  DEFAULT_EXTRACT_TIME_LIMIT_MS,
} from './limits.ts';
export {
  createVisionReader,
  parseTranscription,
  TRANSCRIBE_INSTRUCTION,
  type VisionReader,
  type VisionReading,
  type VisionSettings,
} from './llm-vision.ts';
