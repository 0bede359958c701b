import Tesseract from 'tesseract.js';
import { IngestError } from './ingest-error.ts';
import { linesToParagraphs, type TextLine } from './layout.ts';
import { prepareLangPath, type OcrLang, type OcrModel } from './tessdata.ts';
import { locateUncertain, type TextSpan } from './uncertain.ts';

export type { OcrLang, OcrModel } from './tessdata.ts';
/**
 * `text`: paragraphs separated by a blank line; `confidence`: tesseract's page mean, 0..1;
 * `uncertain`: spans of `text` holding words tesseract was unsure of (for the teacher to confirm).
 */
export type OcrResult = { text: string; confidence: number; uncertain: TextSpan[] };
export type OcrWorker = {
  recognize(png: Buffer, opts?: { lang?: OcrLang }): Promise<OcrResult>;
  terminate(): Promise<void>;
};

/**
 * chi_tra alone reads Chinese essays (and the Latin letters in them) better and faster than
 * chi_tra+eng, where the English model claims Chinese lines (see README figures).
 */
export const DEFAULT_LANG: OcrLang = 'chi_tra';

/**
 * The best_int chi_tra data asks for a 'chi_tra_vert' sub-language we do not ship; with
 * chi_tra+eng the wasm core then reads a dangling name ("Failed loading language '<garbage>'")
 * and may drop eng. Init-time config (reused by every reinitialize) switches sub-languages off.
 */
const INIT_CONFIG = 'tessedit_load_sublangs \n';

const PARAMETERS: Partial<Tesseract.WorkerParams> = {
  preserve_interword_spaces: '1',
  tessedit_pageseg_mode: Tesseract.PSM.AUTO,
  user_defined_dpi: '200',
  // Essays are dark ink on light paper: skip tesseract's second pass looking for inverted text.
  tessedit_do_invert: '0',
};

type Word = { text: string; confidence: number };

/**
 * The page's lines (text and box) and words (text and confidence) from tesseract's TSV, which it
 * writes in C++ (its JSON tree of blocks, paragraphs, lines, words and symbols cost about a tenth
 * of a photo's OCR to write and parse: issue 30). A line's text is the page text's line with the
 * same characters, where tesseract kept the spaces between words (none inside Chinese); its
 * confidence is its words' mean, as tesseract computes a line's.
 */
function pageLines(tsv: string, pageText: string): { lines: TextLine[]; words: Word[] } {
  type Row = { box: Omit<TextLine, 'text'>; words: Word[] };
  const rows: Row[] = [];
  for (const row of tsv.split('\n')) {
    // level page block paragraph line word left top width height confidence text
    const fields = row.split('\t');
    if (fields.length < 12) continue;
    const [level, , , , , , left, top, width, height, confidence] = fields.map(Number);
    if (level === 4) {
      const x0 = left ?? 0;
      const y0 = top ?? 0;
      rows.push({ box: { x0, y0, x1: x0 + (width ?? 0), y1: y0 + (height ?? 0) }, words: [] });
    } else if (level === 5) {
      rows.at(-1)?.words.push({ text: fields.slice(11).join('\t'), confidence: confidence ?? 0 });
    }
  }
  const compact = (text: string) => text.replace(/\s/g, '');
  const textLines = pageText.split('\n').filter((line) => compact(line).length > 0);
  const compactLines = textLines.map(compact);
  let next = 0;
  const lines: TextLine[] = [];
  const words: Word[] = [];
  for (const row of rows) {
    const key = compact(row.words.map((word) => word.text).join(''));
    if (!key) continue;
    const found = compactLines.indexOf(key, next);
    const text = found >= 0 ? textLines[found]! : row.words.map((word) => word.text).join(' ');
    if (found >= 0) next = found + 1;
    const confidence = row.words.reduce((sum, word) => sum + word.confidence, 0) / row.words.length;
    // Very low confidence lines are usually desk edges, shadows or page borders.
    if (confidence < 20 && text.trim().length < 4) continue;
    lines.push({ text, ...row.box });
    words.push(...row.words);
  }
  return { lines, words };
}

/**
 * Starts a tesseract.js worker (about 400 MB, a few seconds) that the caller keeps for many
 * pages. Language data and the wasm core both come from node_modules; cacheMethod 'none'
 * keeps tesseract from writing traineddata copies into the working directory.
 */
export async function createOcrWorker(
  opts: { lang?: OcrLang; model?: OcrModel } = {},
): Promise<OcrWorker> {
  const startLang: OcrLang = opts.lang ?? DEFAULT_LANG;
  // Load both languages up front so switching to 'eng' later needs no file access.
  const { langPath, gzip, release } = await prepareLangPath('chi_tra+eng', opts.model ?? 'best');
  let worker: Tesseract.Worker;
  try {
    worker = await Tesseract.createWorker(
      'chi_tra+eng',
      Tesseract.OEM.LSTM_ONLY,
      {
        langPath,
        gzip,
        cacheMethod: 'none',
        errorHandler: () => {}, // failures reject the job's promise; without this they also throw
      },
      INIT_CONFIG,
    );
    if (startLang !== 'chi_tra+eng') await worker.reinitialize(startLang);
    await worker.setParameters(PARAMETERS);
  } catch (error) {
    throw new IngestError('ocr_failed', 'The OCR engine could not start.', { cause: error });
  } finally {
    await release();
  }
  let currentLang = startLang;
  let queue: Promise<unknown> = Promise.resolve();

  const run = async (png: Buffer, lang: OcrLang): Promise<OcrResult> => {
    try {
      if (lang !== currentLang) {
        await worker.reinitialize(lang);
        await worker.setParameters(PARAMETERS);
        currentLang = lang;
      }
      const { data } = await worker.recognize(png, {}, { text: true, tsv: true });
      const { lines, words } = pageLines(data.tsv ?? '', data.text);
      const text = linesToParagraphs(lines).join('\n\n');
      return {
        text,
        confidence: Math.max(0, Math.min(1, data.confidence / 100)),
        uncertain: locateUncertain(text, words),
      };
    } catch (error) {
      throw new IngestError('ocr_failed', undefined, { cause: error });
    }
  };

  return {
    recognize(png, recognizeOpts = {}) {
      // One page at a time: a language switch must not interleave with another page.
      const job = queue.then(() => run(png, recognizeOpts.lang ?? DEFAULT_LANG));
      queue = job.catch(() => undefined);
      return job;
    },
    async terminate() {
      await worker.terminate();
    },
  };
}

/**
 * OCR of one normalised page image (see normaliseImage). Text keeps paragraphs (blank line
 * between them) and follows the CJK rules of normaliseCjkSpacing. Pass a long-lived `worker`
 * from createOcrWorker when OCR-ing many pages; otherwise one is started and stopped here.
 */
export async function ocrImage(
  png: Buffer,
  opts: { lang?: OcrLang; worker?: OcrWorker } = {},
): Promise<OcrResult> {
  const lang = opts.lang ?? DEFAULT_LANG;
  if (opts.worker) return opts.worker.recognize(png, { lang });
  const worker = await createOcrWorker({ lang });
  try {
    return await worker.recognize(png, { lang });
  } finally {
    await worker.terminate();
  }
}
