import { readFile } from 'node:fs/promises';
import { isBlankPage } from './blank-page.ts';
import { extractDocx } from './docx.ts';
import { normaliseImage } from './image.ts';
import { IngestError } from './ingest-error.ts';
import { MAX_TEXT_CHARS } from './limits.ts';
import type { ChatUsage } from '@essay/contracts';
import type { VisionReader } from './llm-vision.ts';
import type { OcrWorker } from './ocr.ts';
import { extractPdf } from './pdf.ts';
import { renderPdfPage } from './pdf-render.ts';
import type { FileType } from './sniff.ts';
import type { TextSpan } from './uncertain.ts';

/**
 * One OCR'd page: its normalised image (PNG), what was read from it and by which engine; `note`
 * says why llm-vision fell back to tesseract; `uncertain` holds the spans of the text the reader
 * doubted (tesseract's low-confidence words, llm-vision's marked characters), `usage` the vision
 * model's tokens (tesseract: none). `confidence`: tesseract's page mean, 0..1 (llm-vision: null).
 */
export type ExtractedPage = {
  png: Buffer;
  text: string;
  confidence: number | null;
  engine: 'tesseract' | 'llm-vision';
  note: string | null;
  uncertain: TextSpan[];
  usage: ChatUsage;
};
/** A file's text, and the page images it was read from when it needed OCR. */
export type Extracted = { text: string; pages: ExtractedPage[] };

/** Mostly Latin letters: read the page again with the English model. */
function looksEnglish(text: string): boolean {
  const letters = (text.match(/[A-Za-z]/g) ?? []).length;
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  return letters > 40 && letters > han * 4;
}

/** A page by the vision model when there is one, else (or when it cannot read the page) by tesseract. */
async function ocrPage(
  ocr: () => Promise<OcrWorker>,
  png: Buffer,
  vision?: VisionReader,
): Promise<ExtractedPage> {
  let usage: ChatUsage = { inputTokens: 0, outputTokens: 0 };
  // No OCR, and nothing paid, for an empty page.
  if (await isBlankPage(png))
    return { png, text: '', confidence: 1, engine: 'tesseract', note: null, uncertain: [], usage };
  let note: string | null = null;
  if (vision) {
    try {
      const read = await vision.read(png);
      return {
        png,
        text: read.text,
        confidence: null,
        engine: 'llm-vision',
        note: null,
        uncertain: read.uncertain,
        usage: read.usage,
      };
    } catch (error) {
      usage = (error as { usage?: ChatUsage }).usage ?? usage;
      note = `Read by tesseract: the vision model could not read this page (${(error instanceof Error ? error.message : String(error)).slice(0, 200)})`;
    }
  }
  const worker = await ocr();
  let result = await worker.recognize(png, { lang: 'chi_tra' });
  if (looksEnglish(result.text)) result = await worker.recognize(png, { lang: 'eng' });
  return {
    png,
    text: result.text,
    confidence: result.confidence,
    engine: 'tesseract',
    note,
    uncertain: result.uncertain,
    usage,
  };
}

/**
 * A file before any OCR: a Word file's text, or its pages, each with its text layer or null when
 * the page is to be read by OCR (a scanned PDF page, a photo). Cheap: no page is rendered.
 */
export type Outline = { text: string; pages: [] } | { text: null; pages: (string | null)[] };

export async function outlineContent(path: string, type: FileType): Promise<Outline> {
  if (type === 'docx') return { text: (await extractDocx(path)).paragraphs.join('\n'), pages: [] };
  if (type === 'pdf') {
    const pdf = await extractPdf(path);
    return {
      text: null,
      pages: pdf.pages.map((page) => (page.scanned ? null : (page.text ?? ''))),
    };
  }
  return { text: null, pages: [null] };
}

/** Page `index` (from 0) of a PDF or a photo, rendered, normalised and read by OCR. */
export async function readPage(
  path: string,
  type: FileType,
  index: number,
  ocr: () => Promise<OcrWorker>,
  vision?: VisionReader,
): Promise<ExtractedPage> {
  const image = type === 'pdf' ? await renderPdfPage(path, index) : await readFile(path);
  return ocrPage(ocr, await normaliseImage(image), vision);
}

/** A file's text from its pages' texts in order; more than MAX_TEXT_CHARS fails the file. */
export function joinPageTexts(parts: readonly string[]): string {
  const text = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
  if (text.length > MAX_TEXT_CHARS) throw new IngestError('too_much_text');
  return text;
}

/**
 * Turns one file into text (and page images where it needed OCR): Word -> paragraphs; PDF -> its
 * text layer, scanned pages rasterised and OCR'd; photos -> normalised and OCR'd. Runs in
 * whatever thread calls it; the server reads a file through createExtractor (a worker thread),
 * a long scan page by page (outlineContent, then readPage for each page without text).
 */
export async function extractContent(
  path: string,
  type: FileType,
  ocr: () => Promise<OcrWorker>,
  vision?: VisionReader,
): Promise<Extracted> {
  const outline = await outlineContent(path, type);
  if (outline.text !== null) return { text: joinPageTexts([outline.text]), pages: [] };
  const parts: string[] = [];
  const pages: ExtractedPage[] = [];
  for (const [index, layer] of outline.pages.entries()) {
    if (layer !== null) {
      parts.push(layer);
      continue;
    }
    const page = await readPage(path, type, index, ocr, vision);
    pages.push(page);
    parts.push(page.text);
  }
  return { text: joinPageTexts(parts), pages };
}
