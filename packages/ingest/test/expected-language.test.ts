import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPage } from '../src/extract.ts';
import { characterErrorRate, createOcrWorker, type OcrWorker } from '../src/index.ts';
import { fixture, trueText } from './fixtures.ts';

// A page of an English homework is read in English first (issue 30): one reading, not three.
describe('a page expected in English', { timeout: 180_000 }, () => {
  let engine: OcrWorker;
  /** The languages the page was read in, in order. */
  let readings: string[] = [];
  const counted = (): Promise<OcrWorker> =>
    Promise.resolve({
      ...engine,
      recognize(png, opts) {
        readings.push(opts?.lang ?? 'chi_tra');
        return engine.recognize(png, opts);
      },
    });
  beforeAll(async () => {
    engine = await createOcrWorker();
  });
  afterAll(() => engine.terminate());

  it('is read once, in English, when it is English', async () => {
    readings = [];
    const page = await readPage(fixture('photo-en.jpg'), 'jpeg', 0, { ocr: counted }, 'en');
    expect(readings).toEqual(['eng']);
    expect(characterErrorRate(page.text, trueText('photo-en.txt'))).toBeLessThan(0.03);
  });

  it('is read in Chinese after all when English reads it unsurely, and keeps the Chinese', async () => {
    readings = [];
    const page = await readPage(fixture('photo-zh.jpg'), 'jpeg', 0, { ocr: counted }, 'en');
    expect(readings).toEqual(['eng', 'chi_tra']);
    expect(characterErrorRate(page.text, trueText('photo-zh.txt'))).toBeLessThan(0.08);
  });

  it('is read in Chinese, then English, when nothing is expected (as every page before)', async () => {
    readings = [];
    const page = await readPage(fixture('photo-en.jpg'), 'jpeg', 0, { ocr: counted });
    expect(readings).toEqual(['chi_tra', 'eng']);
    expect(characterErrorRate(page.text, trueText('photo-en.txt'))).toBeLessThan(0.03);
  });
});
