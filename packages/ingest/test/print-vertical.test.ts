import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  characterErrorRate,
  createOcrWorker,
  extractContent,
  normaliseImage,
  type OcrWorker,
} from '../src/index.ts';
import { printLayoutFigures, setInColumns } from '../src/print-layout.ts';
import { nativeTesseractRuns } from '../src/tesseract-native.ts';
import { fixture, readFixture, trueParagraphs, trueText } from './fixtures.ts';

/**
 * A printed page set in columns read from the right (a book page; decision 0088): the fixtures
 * are drawn by scripts/make-vertical-print.ts from vertical-zh.txt (朱自清〈背影〉's opening).
 */
const TRUTH = trueText('vertical-zh.txt');
/** tesseract's chi_tra_vert reads the fixtures at 3.5-4.5% (README); 8% leaves room, not garbage. */
const MAX_CER = 0.08;

describe('which way a printed page is set (no OCR)', () => {
  it('finds the columns of a vertical page, and rows on the same page turned a quarter', async () => {
    const png = await normaliseImage(readFixture('vertical-scan-zh.png'));
    expect(setInColumns(await printLayoutFigures(png))).toBe(true);
    const sideways = await sharp(png).rotate(90).png().toBuffer();
    expect(setInColumns(await printLayoutFigures(sideways))).toBe(false);
  });

  it('finds rows on a photo of a horizontal printed essay', async () => {
    const png = await normaliseImage(readFixture('photo-zh.jpg'));
    expect(setInColumns(await printLayoutFigures(png))).toBe(false);
  });
});

const ENGINES = [
  { engine: 'native', binary: 'tesseract' },
  { engine: 'tesseract.js', binary: null },
] as const;

describe.each(ENGINES)('a printed page of columns, by $engine', { timeout: 180_000 }, (e) => {
  if (e.binary && !nativeTesseractRuns(e.binary)) return void it.skip('needs tesseract-ocr');
  let worker: OcrWorker;
  beforeAll(async () => {
    worker = await createOcrWorker({ binary: e.binary });
  });
  afterAll(async () => {
    await worker.terminate();
  });
  const read = (file: string, type: 'png' | 'jpeg' | 'pdf') =>
    extractContent(file, type, () => Promise.resolve(worker));

  it('reads the columns from the right, top to bottom, into horizontal paragraphs', async () => {
    const { text, pages } = await read(fixture('vertical-scan-zh.png'), 'png');
    expect(pages[0]?.layout).toEqual({ writing: 'columns', turned: 0 });
    expect(characterErrorRate(text, TRUTH)).toBeLessThan(MAX_CER);
    // The title column first, then the paragraphs, each begun at an indented column.
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(trueParagraphs('vertical-zh.txt').length);
    expect(paragraphs[0]).toBe('背影');
    expect(paragraphs[1]).toMatch(/^我與父親不相見/);
    expect(paragraphs.at(-1)).toMatch(/他們去不好！」$/);
    // The vertical marks (﹁﹂︰) come back in their horizontal forms.
    expect(text).not.toMatch(/[\ufe10-\ufe19\ufe30-\ufe4f]/u);
    // The words tesseract doubted are marked inside the horizontal text.
    const page = pages[0]!;
    expect(page.uncertain.length).toBeGreaterThan(0);
    for (const span of page.uncertain)
      expect(page.text.slice(span.start, span.end)).toMatch(/^[^\s]+$/u);
  });

  if (e.engine === 'tesseract.js') return;

  // Turned clockwise by `turn`: the page lay that way, upside down or on its side.
  it.each([180, 90] as const)('reads the same page turned %i°, and says so', async (turn) => {
    const file = path.join(tmpdir(), `print-vertical-${turn}-${process.pid}.png`);
    writeFileSync(file, await sharp(readFixture('vertical-scan-zh.png')).rotate(turn).toBuffer());
    const { text, pages } = await read(file, 'png');
    expect(pages[0]?.layout).toEqual({ writing: 'columns', turned: turn });
    expect(characterErrorRate(text, TRUTH)).toBeLessThan(MAX_CER);
  });

  it('reads a scanned book page (an image-only PDF) and a phone photo of it', async () => {
    const pdf = await read(fixture('vertical-scanned-zh.pdf'), 'pdf');
    expect(characterErrorRate(pdf.text, TRUTH)).toBeLessThan(MAX_CER);
    const photo = await read(fixture('vertical-photo-zh.jpg'), 'jpeg');
    expect(characterErrorRate(photo.text, TRUTH)).toBeLessThan(MAX_CER);
  });

  it('still reads a horizontal scanned page as rows, in one reading', async () => {
    let readings = 0;
    const counting: OcrWorker = {
      ...worker,
      recognize: (png, opts) => ((readings += 1), worker.recognize(png, opts)),
    };
    const { text, pages } = await extractContent(fixture('pdf-scanned-zh.pdf'), 'pdf', () =>
      Promise.resolve(counting),
    );
    expect(pages[0]?.layout).toBeUndefined();
    expect(readings).toBe(1);
    expect(characterErrorRate(text, trueText('pdf-scanned-zh.txt'))).toBeLessThan(0.03);
  });
});
