export type IngestErrorCode =
  | 'unsupported_type'
  | 'zip_bomb'
  | 'image_too_large'
  | 'corrupt_file'
  | 'ocr_failed'
  | 'too_much_text'
  | 'too_many_pages'
  | 'extraction_failed';

const DEFAULT_MESSAGES: Record<IngestErrorCode, string> = {
  unsupported_type:
    'This file type is not supported. Upload a Word document, a PDF or a photo (JPEG, PNG, WebP, HEIC).',
  zip_bomb: 'This document expands to an unreasonable size when opened and was rejected.',
  image_too_large: 'This image has too many pixels to process.',
  corrupt_file: 'This file is damaged or incomplete and cannot be read.',
  ocr_failed: 'The text in this image could not be recognised.',
  too_much_text: 'This file holds more than 200,000 characters of text, far more than an essay.',
  too_many_pages: 'This PDF has more pages than an essay (at most 20).',
  extraction_failed: 'Reading this file used too much memory or time and was stopped.',
};

/** The one error type of the ingest package; callers map `code` to their own messages and statuses. */
export class IngestError extends Error {
  readonly code: IngestErrorCode;

  constructor(code: IngestErrorCode, message?: string, options?: { cause?: unknown }) {
    super(message ?? DEFAULT_MESSAGES[code], options);
    this.name = 'IngestError';
    this.code = code;
  }
}

export function isIngestError(value: unknown, code?: IngestErrorCode): value is IngestError {
  return value instanceof IngestError && (code === undefined || value.code === code);
}
