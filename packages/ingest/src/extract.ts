import { readFile } from 'node:fs/promises';
import { isBlankPage } from './blank-page.ts';
import { extractDocx } from './docx.ts';
import { chooseReader, needsTesseract } from './choose-reader.ts';
import type { GridReading, HandwritingReader } from './handwriting.ts';
import type { PageLayout } from './grid/page-layout.ts';
import {
  ON_ITS_SIDE,
  printLayoutFigures,
  readColumns,
  setInColumns,
  SURE_READING,
  UPRIGHT_OR_UPSIDE_DOWN,
} from './print-layout.ts';
import { decodableImage, normaliseImage } from './image.ts';
import { joinPageTexts } from './page-text.ts';
import type { ChatUsage, EssayLang } from '@essay/contracts';
import type { VisionReader } from './llm-vision.ts';
import type { OcrResult, OcrWorker } from './ocr.ts';
import { outlineOfType, type Outline } from './outline.ts';
import { extractPdf } from './pdf.ts';
import { renderPdfPage } from './pdf-render.ts';
import type { FileType } from './sniff.ts';
import type { PairSeen, TextSpan } from './uncertain.ts';
import { studentsReading, type SheetMarks } from './sheet-print.ts';

/**
 * One OCR'd page: its normalised image (PNG), what was read from it and by which engine; `note`
 * says why llm-vision fell back to tesseract; `uncertain` holds the spans of the text the reader
 * doubted (tesseract's low-confidence words, llm-vision's marked characters), `usage` the vision
 * model's tokens (tesseract: none). `confidence`: tesseract's page mean or PP-OCR's mean character
 * confidence, 0..1 (llm-vision: null).
 * `blank`: the page was judged empty and not read (the teacher is told, so a page judged wrongly
 * is seen rather than silently lost).
 */
export type ExtractedPage = {
  png: Buffer;
  blank: boolean;
  text: string;
  confidence: number | null;
  engine: 'tesseract' | 'ppocr' | 'llm-vision';
  note: string | null;
  uncertain: TextSpan[];
  /**
   * PP-OCR pages: every character's confidence (0..1, null for layout), aligned with `text`'s
   * code points, for the confirmation step; the other readers give none.
   */
  confidences?: (number | null)[];
  /** PP-OCR pages: what the sheet's print (taken out of `text`) told about the page (issue 43 §3). */
  sheet?: SheetMarks;
  /**
   * PP-OCR pages, and printed pages read as columns (decision 0088): how the page was written
   * (rows or columns read from the right) and how it lay (issue 43 §1): the review shows a page
   * of columns as written, and a turned photo upright.
   */
  layout?: PageLayout;
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

/** Characters a reading holds (letters, digits, ideographs): what a page's text is made of. */
function characterCount(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

/** tesseract's English reading of a page at least this sure is kept without a Chinese one. */
const SURE_ENGLISH = 0.6;
/**
 * A Chinese reading this unsure is garbage, as print read the wrong way reads (0.12-0.16 on the
 * fixtures; read the right way 0.9): the page may be columns lying on its side (decision 0088).
 */
const GARBLED = 0.3;

/** A page read as rows: in Chinese, again in English when it reads as English. */
async function readRows(
  worker: OcrWorker,
  png: Buffer,
  english: OcrResult | null,
): Promise<OcrResult> {
  const chinese = await worker.recognize(png, { lang: 'chi_tra' });
  if (!looksEnglish(chinese.text)) return chinese;
  return english ?? worker.recognize(png, { lang: 'eng' });
}

/**
 * A page's text by tesseract. Read in Chinese first; a page that reads as English is read again in
 * English. A page expected in English (an English homework's) is read in English first and kept
 * when that reading is sure, in one pass instead of three (Chinese, the switch to English and
 * English); a Chinese page reads below 0.2 in English, a printed English page about 0.95. Else
 * the Chinese reading decides as for any page, and an English reading already made is kept.
 * A page set in columns (a book page, an essay typed vertically) is read as columns, and a page
 * read as garbage is tried as columns lying on its side (decision 0088); `layout` says so. A
 * `ruled` page (稿紙, whose way the grid reader finds) is read as rows, as before.
 */
export async function readWithTesseract(
  worker: OcrWorker,
  png: Buffer,
  expected: EssayLang | undefined,
  ruled = false,
): Promise<OcrResult & { layout?: PageLayout }> {
  const english = expected === 'en' ? await worker.recognize(png, { lang: 'eng' }) : null;
  if (english && english.confidence >= SURE_ENGLISH) return english;
  if (ruled) return readRows(worker, png, english);
  const figures = await printLayoutFigures(png);
  const columns = setInColumns(figures);
  const upright = columns ? await readColumns(worker, png, UPRIGHT_OR_UPSIDE_DOWN, figures) : null;
  if (upright && upright.confidence >= SURE_READING) return upright;
  // Rows: upright, or lying on their side (tesseract stands such lines up itself).
  const rows = await readRows(worker, png, english);
  const sideways =
    !columns && rows.confidence < GARBLED
      ? await readColumns(worker, png, ON_ITS_SIDE, figures)
      : null;
  return [upright, sideways].reduce<OcrResult & { layout?: PageLayout }>(
    (best, reading) => (reading && reading.confidence > best.confidence ? reading : best),
    rows,
  );
}

/** The readers a page may go to; each is started on first use and kept by the caller. */
export type PageReaders = {
  ocr: () => Promise<OcrWorker>;
  handwriting?: () => Promise<HandwritingReader>;
  vision?: VisionReader;
  /** Students' character pairs, for the handwriting's doubts in context (decision 0080). */
  pairs?: () => PairSeen | null;
};

/**
 * A page by the vision model when there is one, else (or when it cannot read the page) by the
 * offline readers: PP-OCR when the page is 稿紙 (cell by cell, or by its lines of text when the
 * grid is not found with confidence), tesseract otherwise or when it reads the page more surely
 * (chooseReader). `colour` is the page before normalising (the
 * grid is found by the colour of its lines).
 */
async function ocrPage(
  readers: PageReaders,
  png: Buffer,
  colour: Buffer,
  expected: EssayLang | undefined,
): Promise<ExtractedPage> {
  const { ocr, vision, handwriting } = readers;
  let usage: ChatUsage = { inputTokens: 0, outputTokens: 0 };
  // No OCR, and nothing paid, for an empty page.
  if (await isBlankPage(png))
    return {
      png,
      blank: true,
      text: '',
      confidence: 1,
      engine: 'tesseract',
      note: null,
      uncertain: [],
      usage,
    };
  let note: string | null = null;
  if (vision) {
    try {
      const read = await vision.read(png);
      return {
        png,
        blank: false,
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
  let grid: GridReading | null = null;
  if (handwriting) grid = await (await handwriting()).readGridPage(colour);
  const summary = grid && { characters: grid.characters, confidence: grid.confidence };
  if (grid && !needsTesseract(summary)) return gridPage(png, grid, note, usage, readers);
  const result = await readWithTesseract(await ocr(), png, expected, grid !== null);
  const tesseract = { confidence: result.confidence, characters: characterCount(result.text) };
  if (grid && chooseReader(summary, tesseract) === 'ppocr')
    return gridPage(png, grid, note, usage, readers);
  return {
    png,
    blank: false,
    text: result.text,
    confidence: result.confidence,
    engine: 'tesseract',
    note,
    uncertain: result.uncertain,
    ...(result.layout && { layout: result.layout }),
    usage,
  };
}

function gridPage(
  png: Buffer,
  grid: GridReading,
  note: string | null,
  usage: ChatUsage,
  readers: PageReaders,
): ExtractedPage {
  const own = studentsReading(grid, readers.pairs?.() ?? null);
  return {
    png,
    blank: false,
    text: own.text,
    confidence: grid.confidence,
    engine: 'ppocr',
    // `note` stays the vision reader's fallback; how the page was written and lay is `layout`,
    // which the review names in the teacher's language (a page of columns, a turned photo).
    note,
    uncertain: own.uncertain,
    confidences: own.confidences,
    sheet: { ...own.sheet, printRead: grid.grid === null },
    layout: grid.layout,
    usage,
  };
}

export type { Outline } from './outline.ts';

/** A file's outline (see Outline): a Word file's text, a PDF's text layer, a photo's one page. */
export async function outlineContent(path: string, type: FileType): Promise<Outline> {
  const known = outlineOfType(type);
  if (known) return known;
  if (type === 'docx') return { text: (await extractDocx(path)).paragraphs.join('\n'), pages: [] };
  const pdf = await extractPdf(path);
  return {
    text: null,
    pages: pdf.pages.map((page) => (page.scanned ? null : (page.text ?? ''))),
  };
}

/**
 * Page `index` (from 0) of a PDF or a photo, rendered, normalised and read by OCR; `expected`: the
 * language its homework is written in, when known (see readWithTesseract).
 */
export async function readPage(
  path: string,
  type: FileType,
  index: number,
  readers: PageReaders,
  expected?: EssayLang,
): Promise<ExtractedPage> {
  const image =
    type === 'pdf' ? await renderPdfPage(path, index) : await decodableImage(await readFile(path));
  return ocrPage(readers, await normaliseImage(image), image, expected);
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
  handwriting?: () => Promise<HandwritingReader>,
  pairs?: () => PairSeen | null,
): Promise<Extracted> {
  const readers: PageReaders = {
    ocr,
    ...(vision && { vision }),
    ...(handwriting && { handwriting }),
    ...(pairs && { pairs }),
  };
  const outline = await outlineContent(path, type);
  if (outline.text !== null) return { text: joinPageTexts([outline.text]), pages: [] };
  const parts: string[] = [];
  const pages: ExtractedPage[] = [];
  for (const [index, layer] of outline.pages.entries()) {
    if (layer !== null) {
      parts.push(layer);
      continue;
    }
    const page = await readPage(path, type, index, readers);
    pages.push(page);
    parts.push(page.text);
  }
  return { text: joinPageTexts(parts), pages };
}
