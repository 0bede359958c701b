import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  characterErrorRate,
  createOcrWorker,
  extractPdf,
  IngestError,
  normaliseImage,
  ocrImage,
  renderPdfPage,
  type OcrWorker,
} from '../src/index.ts';
import { nativeTesseractRuns } from '../src/tesseract-native.ts';
import { fixture, readFixture, trueParagraphs, trueText } from './fixtures.ts';

// Both engines (decision 0067): tesseract.js, and Debian's tesseract program, which `npm test`
// installs (scripts/ensure-chromium.sh); a machine without it skips only the program's runs.
const ENGINES = [
  { engine: 'tesseract.js', binary: null },
  { engine: 'native', binary: 'tesseract' },
] as const;

// Few OCR runs on purpose: each costs a few seconds and tesseract.js's worker ~400 MB.
describe.each(ENGINES)('OCR by $engine', { timeout: 180_000 }, ({ engine, binary }) => {
  if (binary && !nativeTesseractRuns(binary)) return void it.skip('needs tesseract-ocr');
  let worker: OcrWorker;
  beforeAll(async () => {
    worker = await createOcrWorker({ binary });
    expect(worker.engine).toBe(engine);
  });
  afterAll(async () => {
    await worker.terminate();
  });

  it('reads a tilted, unevenly lit phone photo of a Traditional Chinese essay', async () => {
    const png = await normaliseImage(readFixture('photo-zh.jpg'));
    const { text, confidence, uncertain } = await ocrImage(png, { worker });
    expect(characterErrorRate(text, trueText('photo-zh.txt'))).toBeLessThan(0.08);
    expect(text.split('\n\n')).toHaveLength(trueParagraphs('photo-zh.txt').length);
    expect(text).toContain('我就告訴自己：「再走一步就好。」'); // full-width marks, no spaces
    expect(confidence).toBeGreaterThan(0.5);
    expect(confidence).toBeLessThanOrEqual(1);
    // The words tesseract doubted are marked for the teacher: in order, inside the text, letters only.
    expect(uncertain.length).toBeGreaterThanOrEqual(2);
    expect(uncertain.length).toBeLessThan(text.length / 20);
    for (const [i, span] of uncertain.entries()) {
      expect(span.end).toBeGreaterThan(span.start);
      expect(text.slice(span.start, span.end)).toMatch(/^[\p{L}\p{N}]+$/u);
      if (i > 0) expect(span.start).toBeGreaterThanOrEqual(uncertain[i - 1]!.end);
    }
  });

  it('reads a scanned PDF page through rendering and OCR', async () => {
    const { pages } = await extractPdf(fixture('pdf-scanned-zh.pdf'));
    expect(pages[0]?.scanned).toBe(true);
    const png = await normaliseImage(await renderPdfPage(fixture('pdf-scanned-zh.pdf'), 0));
    const { text } = await worker.recognize(png);
    expect(characterErrorRate(text, trueText('pdf-scanned-zh.txt'))).toBeLessThan(0.03);
  });

  it('reads an English essay photo sent as HEIC with the English model', async () => {
    const png = await normaliseImage(readFixture('photo-en.heic'));
    const { text } = await worker.recognize(png, { lang: 'eng' });
    expect(characterErrorRate(text, trueText('photo-en.txt'))).toBeLessThan(0.03);
    expect(text.split('\n\n')).toEqual(expect.arrayContaining(['Why I Keep a Notebook']));
  });

  it('turns an unreadable image into IngestError ocr_failed and keeps the worker usable', async () => {
    const error: unknown = await worker
      .recognize(Buffer.from('not an image'))
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).code).toBe('ocr_failed');
  });
});
