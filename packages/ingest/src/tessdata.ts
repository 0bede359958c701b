import { mkdtemp, rm, symlink, copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type OcrLang = 'chi_tra+eng' | 'eng' | 'chi_tra';
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
export function dataFile(
  code: 'chi_tra' | 'eng',
  model: OcrModel,
): { path: string; gzip: boolean } {
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
  lang: OcrLang,
  model: OcrModel,
): Promise<{ langPath: string; gzip: boolean; release: () => Promise<void> }> {
  const codes = lang.split('+') as Array<'chi_tra' | 'eng'>;
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
