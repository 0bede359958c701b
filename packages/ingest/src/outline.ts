import type { FileType } from './sniff.ts';

/**
 * A file before any OCR: a Word file's text, or its pages, each with its text layer or null when
 * the page is to be read by OCR (a scanned PDF page, a photo). Cheap: no page is rendered.
 */
export type Outline = { text: string; pages: [] } | { text: null; pages: (string | null)[] };

/**
 * The outline a file's type alone gives: a photo is one page to OCR, known without opening it.
 * Null for a Word file or a PDF, whose text and pages only opening them tells (outlineContent).
 */
export function outlineOfType(type: FileType): Outline | null {
  return type === 'docx' || type === 'pdf' ? null : { text: null, pages: [null] };
}
