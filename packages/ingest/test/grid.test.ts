import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadColourPage } from '../src/grid/colour-page.ts';
import { findGrid, ruledLines } from '../src/grid/find-grid.ts';
import { showsRulingColour } from '../src/grid/ruling-colour.ts';
import { MAX_INPUT_PIXELS } from '../src/image.ts';
import { a4Sheet, fullPage, gridSheetSvg, hardPhotograph, photograph } from './page-maker.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** An essay's worth of writing: a title row after four empty cells, then indented paragraphs. */
function essayCells(): boolean[][] {
  const rows = fullPage(14, 20);
  rows[0] = rows[0]!.map((_, c) => c >= 4 && c < 10);
  for (const r of [1, 6, 10]) rows[r]![0] = rows[r]![1] = false;
  rows[5] = rows[5]!.map((_, c) => c < 12);
  return rows;
}

const grid = async (image: Buffer) => findGrid(await loadColourPage(image, MAX_INPUT_PIXELS));
const ruled = async (image: Buffer) => ruledLines(await loadColourPage(image, MAX_INPUT_PIXELS));

describe('finding the 稿紙 grid', () => {
  it('finds 20 × 25 cells on a flat scan', async () => {
    const found = await grid(await photograph(gridSheetSvg(a4Sheet({ written: essayCells() }))));
    expect(found?.colour).toBe('green');
    expect(found?.columnLines).toHaveLength(21);
    expect(found?.rows).toHaveLength(25);
  });

  it('finds a red grid on a tilted, sheared, unevenly lit photo, and undoes the tilt', async () => {
    const sheet = a4Sheet({ written: essayCells(), colour: '#c8464b', ink: '#303030' });
    const tilted = await sharp(await photograph(gridSheetSvg(sheet), { rotate: 5 }))
      .affine(
        [
          [1, 0.04],
          [0.02, 1],
        ],
        { background: '#6b5a48' },
      )
      .jpeg()
      .toBuffer();
    const found = await grid(
      await photograph(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1400" height="1900"><rect width="100%" height="100%" fill="#6b5a48"/><image x="20" y="20" width="1360" height="1860" xlink:href="data:image/jpeg;base64,${tilted.toString('base64')}"/></svg>`,
        { light: 1, dark: 0.6 },
      ),
    );
    expect(found?.colour).toBe('red');
    expect(found?.columnLines).toHaveLength(21);
    expect(found?.rows).toHaveLength(25);
    // Rectified: the cells are square again and evenly spaced.
    const lines = found!.columnLines;
    const pitch = (lines.at(-1)! - lines[0]!) / 20;
    for (const [i, x] of lines.entries())
      expect(Math.abs(x - lines[0]! - i * pitch)).toBeLessThan(3);
    for (const row of found!.rows)
      expect(Math.abs(row.bottom - row.top - pitch) / pitch).toBeLessThan(0.1);
  });

  it('reads half a grid as the cells it shows (the photo cut the page in two)', async () => {
    const whole = await photograph(gridSheetSvg(a4Sheet({ written: essayCells() })));
    const half = await sharp(whole)
      .extract({ left: 0, top: 0, width: 1240, height: 900 })
      .toBuffer();
    const found = await grid(half);
    expect(found?.columnLines).toHaveLength(21);
    // Rows 0-12 lie fully above y = 900 (130 + 13 × 59 = 897); row 13 is cut.
    expect(found?.rows.length).toBeGreaterThanOrEqual(12);
    expect(found?.rows.length).toBeLessThanOrEqual(13);
  });

  it('finds every row when a shadow darkens the top of the grid (its lines lost as peaks)', async () => {
    const lit = await photograph(gridSheetSvg(a4Sheet({ written: essayCells() })));
    const { width, height } = await sharp(lit).metadata();
    const shadow = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="rgb(70,70,70)"/><stop offset="0.3" stop-color="rgb(90,90,90)"/><stop offset="0.36" stop-color="rgb(255,255,255)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
    );
    const shaded = await sharp(lit)
      .composite([{ input: shadow, blend: 'multiply' }])
      .jpeg({ quality: 80 })
      .toBuffer();
    const found = await grid(shaded);
    expect(found?.columnLines).toHaveLength(21);
    expect(found?.rows).toHaveLength(25);
  });

  it('finds no grid on a page written without one', async () => {
    const plain = await photograph(
      gridSheetSvg(a4Sheet({ written: essayCells(), colour: 'none' })),
      { rotate: 2, light: 0.9, dark: 0.6 },
    );
    expect(await grid(plain)).toBeNull();
    expect(await ruled(plain)).toBe(0);
  });

  it('tells ruled paper on a hard photo (angle, curl, shadow, lifted blacks, noise), grid or not', async () => {
    const hard = await hardPhotograph(gridSheetSvg(a4Sheet({ written: essayCells() })), {
      rotate: -4,
      curl: 24,
    });
    // The column lines are seen (21 drawn); a grid found on it must hold them to be trusted alone.
    expect(await ruled(hard)).toBeGreaterThanOrEqual(19);
  });

  it('finds no grid on a printed essay photographed under warm light', async () => {
    expect(await grid(await readFile(path.join(FIXTURES, 'photo-zh.jpg')))).toBeNull();
    expect(await grid(await readFile(path.join(FIXTURES, 'photo-en.jpg')))).toBeNull();
    expect(await ruled(await readFile(path.join(FIXTURES, 'photo-zh.jpg')))).toBe(0);
    expect(await ruled(await readFile(path.join(FIXTURES, 'photo-en.jpg')))).toBe(0);
  });
});

describe('a page without ruling colour is told from a thumbnail', () => {
  const colour = (image: Buffer) => showsRulingColour(image, MAX_INPUT_PIXELS);

  it('sees the ruling of green and red 稿紙, on dim photos and hard ones', async () => {
    for (const ruling of ['#3f9a5a', '#e38b8f']) {
      const sheet = gridSheetSvg(a4Sheet({ written: essayCells(), colour: ruling }));
      expect(await colour(await photograph(sheet, { rotate: 3, light: 0.8, dark: 0.45 }))).toBe(
        true,
      );
      expect(await colour(await hardPhotograph(sheet, { rotate: -4, curl: 24 }))).toBe(true);
    }
  });

  it('sees none on printed essays photographed under warm light, nor on a sheet without a grid', async () => {
    expect(await colour(await readFile(path.join(FIXTURES, 'photo-zh.jpg')))).toBe(false);
    expect(await colour(await readFile(path.join(FIXTURES, 'photo-en.jpg')))).toBe(false);
    const plain = await photograph(
      gridSheetSvg(a4Sheet({ written: essayCells(), colour: 'none' })),
      { rotate: 2, light: 0.9, dark: 0.6 },
    );
    expect(await colour(plain)).toBe(false);
  });

  it('leaves an image it cannot decode to the full search (which says what is wrong)', async () => {
    expect(await colour(Buffer.from('not an image'))).toBe(true);
  });
});
