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

function pageLines(page: Tesseract.Page): {
  lines: TextLine[];
  words: { text: string; confidence: number }[];
} {
  const lines: TextLine[] = [];
  const words: { text: string; confidence: number }[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // Very low confidence lines are usually desk edges, shadows or page borders.
        if (line.confidence < 20 && line.text.trim().length < 4) continue;
        lines.push({ text: line.text.replace(/\n/g, ' '), ...line.bbox });
        for (const word of line.words) words.push({ text: word.text, confidence: word.confidence });
      }
    }
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
      const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
      const { lines, words } = pageLines(data);
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
