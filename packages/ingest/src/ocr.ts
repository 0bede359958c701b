import Tesseract from 'tesseract.js';
import { IngestError } from './ingest-error.ts';
import {
  DEFAULT_LANG,
  MODEL_CODES,
  prepareLangPath,
  type OcrLang,
  type OcrModel,
} from './tessdata.ts';
import { createNativeOcrWorker, nativeTesseractRuns } from './tesseract-native.ts';
import { READING_PARAMETERS, readingOf, type OcrResult } from './tesseract-reading.ts';

export { DEFAULT_LANG, type OcrLang, type OcrModel } from './tessdata.ts';
export type { OcrResult } from './tesseract-reading.ts';
export type OcrWorker = {
  /** tesseract.js (WebAssembly, in this thread) or Debian's tesseract program (decision 0067). */
  readonly engine: 'tesseract.js' | 'native';
  recognize(png: Buffer, opts?: { lang?: OcrLang }): Promise<OcrResult>;
  terminate(): Promise<void>;
};

/**
 * The best_int chi_tra data asks for 'chi_tra_vert' as a sub-language: every word would then be
 * read by both models (twice the time on every page), and with chi_tra+eng the wasm core reads a
 * dangling name ("Failed loading language '<garbage>'") and may drop eng. Init-time config (reused
 * by every reinitialize) switches sub-languages off; a page of columns is read with chi_tra_vert
 * alone (decision 0088).
 */
const INIT_CONFIG = 'tessedit_load_sublangs \n';
const PARAMETERS = READING_PARAMETERS as Partial<Tesseract.WorkerParams>;

/**
 * A tesseract engine the caller keeps for many pages: Debian's tesseract program when `binary`
 * names one that runs (version 4 or later: LSTM), else tesseract.js. Both read with the same
 * models (from the npm packages) and parameters; the program about a third faster and without
 * tesseract.js's 400 MB (decision 0067).
 */
export async function createOcrWorker(
  opts: { lang?: OcrLang; model?: OcrModel; binary?: string | null } = {},
): Promise<OcrWorker> {
  if (opts.binary && nativeTesseractRuns(opts.binary))
    return createNativeOcrWorker(opts.binary, opts.model ?? 'best');
  return createWasmOcrWorker(opts);
}

/**
 * Starts a tesseract.js worker (about 400 MB, a few seconds) that the caller keeps for many
 * pages. Language data and the wasm core both come from node_modules; cacheMethod 'none'
 * keeps tesseract from writing traineddata copies into the working directory.
 */
async function createWasmOcrWorker(
  opts: { lang?: OcrLang; model?: OcrModel } = {},
): Promise<OcrWorker> {
  const startLang: OcrLang = opts.lang ?? DEFAULT_LANG;
  // Load every language up front so switching later ('eng', 'chi_tra_vert') needs no file access.
  const { langPath, gzip, release } = await prepareLangPath(MODEL_CODES, opts.model ?? 'best');
  let worker: Tesseract.Worker;
  try {
    worker = await Tesseract.createWorker(
      MODEL_CODES.join('+'),
      Tesseract.OEM.LSTM_ONLY,
      {
        langPath,
        gzip,
        cacheMethod: 'none',
        errorHandler: () => {}, // failures reject the job's promise; without this they also throw
      },
      INIT_CONFIG,
    );
    await worker.reinitialize(startLang);
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
      return readingOf(data.tsv ?? '', data.text, data.confidence, lang === 'chi_tra_vert');
    } catch (error) {
      throw new IngestError('ocr_failed', undefined, { cause: error });
    }
  };

  return {
    engine: 'tesseract.js',
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
