import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { IngestError } from './ingest-error.ts';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

const require = createRequire(import.meta.url);
/** pdfjs reads its CMaps (needed for CJK encodings), fonts and wasm from disk, never the network. */
const PDFJS_ROOT = dirname(require.resolve('pdfjs-dist/package.json'));
const asset = (folder: string): string => `${join(PDFJS_ROOT, folder)}/`;

let pdfjs: Promise<PdfJs> | undefined;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/** Opens a PDF from disk; damaged, encrypted or non-PDF input becomes IngestError('corrupt_file'). */
export async function openPdf(path: string): Promise<PdfDocument> {
  const { getDocument, VerbosityLevel } = await loadPdfJs();
  const data = new Uint8Array(await readFile(path));
  const task = getDocument({
    data,
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    standardFontDataUrl: asset('standard_fonts'),
    wasmUrl: asset('wasm'),
    iccUrl: asset('iccs'),
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) throw new Error('no pages');
    return document;
  } catch (error) {
    await task.destroy();
    const message =
      error instanceof Error && error.name === 'PasswordException'
        ? 'This PDF is password-protected and cannot be read.'
        : undefined;
    throw new IngestError('corrupt_file', message, { cause: error });
  }
}
