import { IngestError } from './ingest-error.ts';
import { MAX_PDF_PAGES, MAX_TEXT_CHARS } from './limits.ts';
import { linesToParagraphs, type TextLine } from './layout.ts';
import { openPdf, type PdfDocument } from './pdfjs.ts';

export type PdfPage = { text: string | null; scanned: boolean };

/** Fewer visible characters than this and the page is treated as an image to OCR. */
const MIN_TEXT_CHARS = 8;

type TextItem = {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
};

async function pageLines(document: PdfDocument, pageNumber: number): Promise<TextLine[]> {
  const page = await document.getPage(pageNumber);
  const { height: pageHeight } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const lines: TextLine[] = [];
  let current: TextLine | null = null;
  for (const raw of content.items) {
    if (!('str' in raw)) continue;
    const item = raw as TextItem;
    const x = item.transform[4] ?? 0;
    const top = pageHeight - (item.transform[5] ?? 0) - item.height;
    if (item.str.length > 0) {
      if (current) {
        current.text += item.str;
        current.x0 = Math.min(current.x0, x);
        current.x1 = Math.max(current.x1, x + item.width);
        current.y0 = Math.min(current.y0, top);
        current.y1 = Math.max(current.y1, top + item.height);
      } else {
        current = { text: item.str, x0: x, x1: x + item.width, y0: top, y1: top + item.height };
      }
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  page.cleanup();
  return lines;
}

/**
 * Text layer of every page, paragraphs separated by a blank line. Pages with (almost) no text
 * layer come back as `{ text: null, scanned: true }`: rasterise them with renderPdfPage and OCR.
 */
export async function extractPdf(path: string): Promise<{ pages: PdfPage[] }> {
  const document = await openPdf(path);
  try {
    if (document.numPages > MAX_PDF_PAGES) {
      throw new IngestError(
        'too_many_pages',
        `This PDF has ${document.numPages} pages; an essay may have at most ${MAX_PDF_PAGES}.`,
      );
    }
    const pages: PdfPage[] = [];
    let characters = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      let lines: TextLine[];
      try {
        lines = await pageLines(document, pageNumber);
      } catch (error) {
        throw new IngestError('corrupt_file', `Page ${pageNumber} of this PDF is damaged.`, {
          cause: error,
        });
      }
      const visible = lines
        .map((line) => line.text)
        .join('')
        .replace(/\s/g, '').length;
      characters += visible;
      if (characters > MAX_TEXT_CHARS) throw new IngestError('too_much_text');
      pages.push(
        visible < MIN_TEXT_CHARS
          ? { text: null, scanned: true }
          : { text: linesToParagraphs(lines).join('\n\n'), scanned: false },
      );
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}
