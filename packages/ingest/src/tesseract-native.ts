/**
 * Debian's tesseract program (package tesseract-ocr, version 4 or later) as an OCR engine: the
 * same LSTM models as tesseract.js (the npm packages' traineddata, unpacked once per machine) and
 * the same parameters, run natively with the machine's vector instructions: about a third less CPU
 * a page than tesseract.js's WebAssembly, and no 400 MB engine held in the thread (decision 0067).
 * A program is started for each page (loading the models takes about 0.1 s).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { IngestError } from './ingest-error.ts';
import type { OcrWorker } from './ocr.ts';
import { dataFile, DEFAULT_LANG, MODEL_CODES, type OcrLang, type OcrModel } from './tessdata.ts';
import { READING_PARAMETERS, readingOf, type OcrResult } from './tesseract-reading.ts';

/** A page the program has not read in this long has hung: it is stopped and the page fails. */
const PAGE_TIME_LIMIT_MS = 120_000;

/**
 * The program's whole environment: one core a page, as tesseract.js (a worker runs one OCR thread
 * a core; Debian builds tesseract with OpenMP). Without PATH, a bare name is looked for in /bin and
 * /usr/bin (the C library's default), where Debian installs it; a path works anywhere.
 */
const PROGRAM_ENV = { OMP_THREAD_LIMIT: '1' };

const checked = new Map<string, boolean>();

/** Whether `binary` runs and is tesseract 4 or later (LSTM); asked once per binary and thread. */
export function nativeTesseractRuns(binary: string): boolean {
  let runs = checked.get(binary);
  if (runs === undefined) {
    try {
      const version = execFileSync(binary, ['--version'], {
        encoding: 'utf8',
        env: PROGRAM_ENV,
        timeout: 10_000,
      });
      runs = Number(/tesseract\s+v?(\d+)/i.exec(version)?.[1] ?? 0) >= 4;
    } catch {
      runs = false;
    }
    checked.set(binary, runs);
  }
  return runs;
}

/** The program's arguments: the image on stdin, its text and TSV to `outputBase`.txt/.tsv. */
function programArgs(dataDir: string, lang: OcrLang, outputBase: string): string[] {
  const parameters = Object.entries({
    ...READING_PARAMETERS,
    tessedit_create_txt: '1',
    tessedit_create_tsv: '1',
    // The chi_tra data names 'chi_tra_vert' as a sub-language: not wanted on every word (ocr.ts).
    tessedit_load_sublangs: '',
  }).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return ['stdin', outputBase, '--tessdata-dir', dataDir, '-l', lang, '--oem', '1', ...parameters];
}

/** Runs the program on one page; its own error output explains a failure. */
function runProgram(binary: string, args: string[], png: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      env: PROGRAM_ENV,
      stdio: ['pipe', 'ignore', 'pipe'],
      timeout: PAGE_TIME_LIMIT_MS,
      killSignal: 'SIGKILL',
    });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (errors.length < 2000) errors += chunk;
    });
    child.stdin.on('error', () => {}); // the program may exit before reading an unreadable image
    child.stdin.end(png);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`tesseract ${signal ?? `exit ${code}`}: ${errors.trim().slice(-300)}`)),
    );
  });
}

/**
 * A folder holding the models unpacked (the program reads no gzip), shared by every engine of the
 * machine and kept: one per model file (its size and time in the name), each file written aside
 * and renamed into place, so a thread stopped half-way (a time limit) leaves nothing half-written.
 */
async function unpackedModels(model: OcrModel): Promise<string> {
  const files = MODEL_CODES.map((code) => ({ code, ...dataFile(code, model) }));
  const stamps = await Promise.all(files.map((file) => stat(file.path)));
  const key = stamps.map((s) => `${s.size}-${Math.round(s.mtimeMs)}`).join('-');
  const dir = path.join(tmpdir(), `essay-tesseract-${model}-${key}`);
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    const target = path.join(dir, `${file.code}.traineddata`);
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      continue;
    const aside = `${target}.${process.pid}-${randomBytes(4).toString('hex')}`;
    const source = createReadStream(file.path);
    await (file.gzip
      ? pipeline(source, createGunzip(), createWriteStream(aside))
      : pipeline(source, createWriteStream(aside)));
    await rename(aside, target);
  }
  return dir;
}

/** An engine of Debian's tesseract program, reading with the npm packages' models. */
export async function createNativeOcrWorker(binary: string, model: OcrModel): Promise<OcrWorker> {
  let dataDir: string;
  try {
    dataDir = await unpackedModels(model);
  } catch (error) {
    throw new IngestError('ocr_failed', 'The OCR engine could not start.', { cause: error });
  }
  let queue: Promise<unknown> = Promise.resolve();
  const read = async (png: Buffer, lang: OcrLang): Promise<OcrResult> => {
    const outputBase = path.join(
      tmpdir(),
      `essay-tesseract-page-${randomBytes(8).toString('hex')}`,
    );
    try {
      await runProgram(binary, programArgs(dataDir, lang, outputBase), png);
      const [tsv, text] = await Promise.all([
        readFile(`${outputBase}.tsv`, 'utf8'),
        readFile(`${outputBase}.txt`, 'utf8'),
      ]);
      // The program does not print the page's confidence: readingOf takes its words' mean.
      return readingOf(tsv, text, undefined, lang === 'chi_tra_vert');
    } catch (error) {
      throw new IngestError('ocr_failed', undefined, { cause: error });
    } finally {
      await Promise.all(['tsv', 'txt'].map((ext) => rm(`${outputBase}.${ext}`, { force: true })));
    }
  };
  return {
    engine: 'native',
    recognize(png, opts = {}) {
      // One page at a time, like tesseract.js's worker: one core per engine.
      const job = queue.then(() => read(png, opts.lang ?? DEFAULT_LANG));
      queue = job.catch(() => undefined);
      return job;
    },
    async terminate() {
      await queue;
    },
  };
}
