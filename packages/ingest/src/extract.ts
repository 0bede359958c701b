import { readFile } from 'node:fs/promises';
import { isBlankPage } from './blank-page.ts';
import { extractDocx } from './docx.ts';
import { normaliseImage } from './image.ts';
import { IngestError } from './ingest-error.ts';
import { MAX_TEXT_CHARS } from './limits.ts';
import type { OcrWorker } from './ocr.ts';
import { extractPdf } from './pdf.ts';
import { renderPdfPage } from './pdf-render.ts';
import type { FileType } from './sniff.ts';
import type { TextSpan } from './uncertain.ts';

/** One OCR'd page: its normalised image (PNG), what was read from it, and the doubtful words' spans. */
export type ExtractedPage = { png: Buffer; text: string; confidence: number; uncertain: TextSpan[] };
/** A file's text, and the page images it was read from when it needed OCR. */
export type Extracted = { text: string; pages: ExtractedPage[] };

/** Mostly Latin letters: read the page again with the English model. */
function looksEnglish(text: string): boolean {
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  return letters > 40 && letters > han * 4;
}

async function ocrPage(ocr: () => Promise<OcrWorker>, png: Buffer): Promise<ExtractedPage> {
  if (await isBlankPage(png)) return { png, text: '', confidence: 1, uncertain: [] }; // no OCR for an empty page
  const worker = await ocr();
  let result = await worker.recognize(png, { lang: 'chi_tra' });
  if (looksEnglish(result.text)) result = await worker.recognize(png, { lang: 'eng' });
  return { png, text: result.text, confidence: result.confidence, uncertain: result.uncertain };
}

/**
 * Turns one file into text (and page images where it needed OCR): Word -> paragraphs; PDF -> its
 * text layer, scanned pages rasterised and OCR'd; photos -> normalised and OCR'd. Runs in
 * whatever thread calls it; the server calls it through createExtractor (a worker thread).
 */
export async function extractContent(path: string, type: FileType, ocr: () => Promise<OcrWorker>): Promise<Extracted> {
  let text: string;
  const pages: ExtractedPage[] = [];
  if (type === 'docx') {
    text = (await extractDocx(path)).paragraphs.join('\n');
  } else if (type === 'pdf') {
    const pdf = await extractPdf(path);
    const parts: string[] = [];
    for (const [index, page] of pdf.pages.entries()) {
      if (page.scanned) {
        const ocrd = await ocrPage(ocr, await normaliseImage(await renderPdfPage(path, index)));
        pages.push(ocrd);
        parts.push(ocrd.text);
      } else {
        parts.push(page.text ?? '');
      }
    }
    text = parts.map((part) => part.trim()).filter(Boolean).join('\n');
  } else {
    const page = await ocrPage(ocr, await normaliseImage(await readFile(path)));
    pages.push(page);
    text = page.text;
  }
  if (text.length > MAX_TEXT_CHARS) throw new IngestError('too_much_text');
  return { text, pages };
}
