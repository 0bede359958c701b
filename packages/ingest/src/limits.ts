/**
 * Limits in terms of what an essay is. A school essay is a few thousand characters on a few
 * pages; these leave a wide margin and stop a hostile file long before it costs the server.
 */

/** Extracted text per file (and so per essay): a long essay is ~10,000 characters. */
export const MAX_TEXT_CHARS = 200_000;
/** Uncompressed XML per DOCX part: 200,000 characters of text fit in well under 2 MB of XML. */
export const MAX_XML_PART_BYTES = 2 * 1024 * 1024;
/** Parts in a DOCX: Word writes 10-30, plus one per embedded picture. */
export const MAX_ZIP_ENTRIES = 2_000;
/** Pages of a PDF essay; every scanned page costs seconds of OCR. */
export const MAX_PDF_PAGES = 20;
/** V8 heap of the extraction worker thread (mammoth, pdf.js, page text). */
export const DEFAULT_EXTRACT_MEMORY_MB = 512;
/** Wall time for one file (20 scanned pages at ~3 s each fit with room to spare). */
export const DEFAULT_EXTRACT_TIME_LIMIT_MS = 3 * 60_000;

/** Word parts whose size the XML cap applies to (document, styles, relationships, ...). */
export function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}
