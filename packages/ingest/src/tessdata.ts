import { mkdtemp, rm, symlink, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** chi_tra_vert: Traditional Chinese set in columns (a book page), read from the right. */
export type OcrLang = 'chi_tra+eng' | 'eng' | 'chi_tra' | 'chi_tra_vert';
/** The models an engine holds, each one npm package. */
export type OcrModelCode = 'chi_tra' | 'eng' | 'chi_tra_vert';
export const MODEL_CODES: readonly OcrModelCode[] = ['chi_tra', 'eng', 'chi_tra_vert'];
/**
 * chi_tra alone reads Chinese essays (and the Latin letters in them) better and faster than
 * chi_tra+eng, where the English model claims Chinese lines (see README figures).
 */
export const DEFAULT_LANG: OcrLang = 'chi_tra';
/** 'standard' = tessdata 4.0.0 (fast integer LSTM); 'best' = tessdata_best converted to integer. */
export type OcrModel = 'standard' | 'best';

const require = createRequire(import.meta.url);

type DataPackage = { code: string; gzip: boolean; langPath: string };

/** The traineddata ship inside the @tesseract.js-data npm packages: nothing is downloaded. */
export function dataFile(code: OcrModelCode, model: OcrModel): { path: string; gzip: boolean } {
  const data = require(`@tesseract.js-data/${code}`) as DataPackage;
  const folder = model === 'best' ? `${data.langPath}_best_int` : data.langPath;
  return { path: join(folder, `${code}.traineddata${data.gzip ? '.gz' : ''}`), gzip: data.gzip };
}

/**
 * tesseract.js reads every language from one `langPath` folder, but each language lives in its
 * own package folder, so we link the files into a private temporary folder for the worker's
 * start-up. `release` removes it once the data is loaded into the worker's memory.
 */
export async function prepareLangPath(
  codes: readonly OcrModelCode[],
  model: OcrModel,
): Promise<{ langPath: string; gzip: boolean; release: () => Promise<void> }> {
  const files = codes.map((code) => ({ code, ...dataFile(code, model) }));
  const gzip = files.every((file) => file.gzip);
  const folder = await mkdtemp(join(tmpdir(), 'ingest-tessdata-'));
  for (const file of files) {
    const target = join(folder, `${file.code}.traineddata${gzip ? '.gz' : ''}`);
    // Symlinks are free; copying is the fallback where they are not allowed.
    await symlink(file.path, target).catch(() => copyFile(file.path, target));
  }
  return { langPath: folder, gzip, release: () => rm(folder, { recursive: true, force: true }) };
}
