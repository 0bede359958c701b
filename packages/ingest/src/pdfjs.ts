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

/**
 * pdfjs and its worker code, run in this thread (pdfjs's "main-thread worker"), loaded at once so
 * that keepingBuiltIns sees every polyfill both install.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= keepingBuiltIns(async () => {
    const library = await import('pdfjs-dist/legacy/build/pdf.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker =
      await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return library;
  });
  return pdfjs;
}

/** The built-in objects whose methods pdfjs's polyfills add to or replace. */
const BUILT_INS: object[] = [
  Array.prototype,
  JSON,
  Function.prototype,
  Object,
  Object.prototype,
  String.prototype,
  Promise,
  Map.prototype,
  Set.prototype,
  Math,
  ArrayBuffer.prototype,
  Uint8Array,
  Uint8Array.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
];

/**
 * Runs `load` and puts back every built-in method it replaced; what it added stays. pdfjs's legacy
 * build, the one Node 20 runs, brings core-js polyfills: besides adding what Node 20 lacks
 * (Promise.withResolvers, Uint8Array.fromBase64, the Set methods), they replace methods V8 already
 * has — Array.prototype.push, JSON.parse, JSON.stringify — with JavaScript versions, for edge cases
 * neither pdfjs nor this code meets (a push past a frozen length, JSON.parse's source text). Those
 * run many times slower, and served every push of the whole extraction thread: about a tenth of a
 * text PDF's reading (issue 30, decision 0062).
 */
async function keepingBuiltIns<T>(load: () => Promise<T>): Promise<T> {
  const before = BUILT_INS.map((target) => Object.getOwnPropertyDescriptors(target));
  try {
    return await load();
  } finally {
    BUILT_INS.forEach((target, i) => {
      for (const [key, descriptor] of Object.entries(before[i]!)) {
        const now = Object.getOwnPropertyDescriptor(target, key);
        if (now?.value !== descriptor.value || now?.get !== descriptor.get)
          Object.defineProperty(target, key, descriptor);
      }
    });
  }
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
