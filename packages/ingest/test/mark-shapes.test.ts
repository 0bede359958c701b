import { createCanvas } from '@napi-rs/canvas';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadColourPage } from '../src/grid/colour-page.ts';
import { findGrid } from '../src/grid/find-grid.ts';
import { inkPlane } from '../src/grid/ink-plane.ts';
import { markShape, readMarkShapes } from '../src/grid/mark-shapes.ts';
import { rowStrip } from '../src/grid/read-grid.ts';
import { pageAnticlockwise, turnBlocks } from '../src/grid/turn.ts';
import { MAX_INPUT_PIXELS } from '../src/image.ts';
import { REC_HEIGHT } from '../src/ppocr/recognise.ts';

/**
 * Marks of vertical writing drawn with a pen on the 會考 answer sheet, each in its cell as it
 * stands on the page: one stroke per list, its points as x, y pairs in the cell (0..1 across,
 * 0..1 down).
 */
const DRAWN: { name: string; strokes: number[][]; shape: string | null }[] = [
  // ﹁: across, then down from its right end; ﹂: down on the left, then across from its foot.
  { name: '﹁', strokes: [[0.32, 0.4, 0.7, 0.41, 0.71, 0.8]], shape: '「' },
  { name: '﹂', strokes: [[0.3, 0.22, 0.31, 0.6, 0.7, 0.61]], shape: '」' },
  { name: '一', strokes: [[0.18, 0.5, 0.84, 0.48]], shape: '一' },
  // ﹁ written low in its cell: its stroke down runs into the cell's edge.
  { name: '﹁ low', strokes: [[0.3, 0.62, 0.68, 0.63, 0.69, 0.99]], shape: '「' },
  // The dash runs along the column, through the cell; the colon is two dots side by side.
  { name: '︱', strokes: [[0.5, 0.04, 0.51, 0.96]], shape: '—' },
  {
    name: '︰',
    strokes: [
      [0.34, 0.5, 0.35, 0.51],
      [0.64, 0.5, 0.65, 0.51],
    ],
    shape: '：',
  },
  // 丁: across, and down from its middle (no bracket); 十: across and along, crossing.
  {
    name: '丁',
    strokes: [
      [0.2, 0.25, 0.8, 0.25],
      [0.5, 0.25, 0.5, 0.85, 0.42, 0.8],
    ],
    shape: null,
  },
  {
    name: '十',
    strokes: [
      [0.2, 0.5, 0.8, 0.5],
      [0.5, 0.15, 0.5, 0.85],
    ],
    shape: null,
  },
  { name: 'an empty cell', strokes: [], shape: 'no ink' },
  // The ellipsis (︙): three dots along the column, two cells of it; the dash (——) in two cells.
  ...[0, 1].map(() => ({
    name: '︙',
    strokes: [0.3, 0.5, 0.7].map((v) => [0.5, v, 0.51, v + 0.01]),
    shape: '…',
  })),
  ...[0, 1].map(() => ({ name: '︱', strokes: [[0.5, 0.0, 0.51, 1.0]], shape: '—' })),
  // 工: two strokes across and one down between them; then one dash alone, then an empty cell.
  {
    name: '工',
    strokes: [
      [0.25, 0.25, 0.75, 0.25],
      [0.5, 0.25, 0.5, 0.75],
      [0.15, 0.75, 0.85, 0.75],
    ],
    shape: null,
  },
  { name: '︱ alone', strokes: [[0.5, 0.15, 0.51, 0.85]], shape: '—' },
  { name: 'an empty cell after it', strokes: [], shape: 'no ink' },
];

/** A landscape answer sheet: columns of square cells from the right, a blank band between. */
const [CELL, BAND, LEFT, TOP, CELLS, COLUMNS] = [56, 14, 120, 110, 20, 12] as const;

/**
 * Draws the sheet with the marks down its first column (the rightmost), one per cell, repeated
 * down its second with another slant of the hand, and writes it as a JPEG to `file`.
 */
async function drawSheet(file: string): Promise<void> {
  const width = LEFT * 2 + COLUMNS * (CELL + BAND);
  const height = TOP * 2 + CELLS * CELL;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fbfaf5';
  ctx.fillRect(0, 0, width, height);
  ctx.strokeStyle = '#3f9a5a';
  ctx.lineWidth = 2;
  const columnX = (k: number): number => width - LEFT - (k + 1) * (CELL + BAND) + BAND;
  for (let k = 0; k < COLUMNS; k++) {
    ctx.strokeRect(columnX(k), TOP, CELL, CELLS * CELL);
    for (let c = 1; c < CELLS; c++) {
      ctx.beginPath();
      ctx.moveTo(columnX(k), TOP + c * CELL);
      ctx.lineTo(columnX(k) + CELL, TOP + c * CELL);
      ctx.stroke();
    }
  }
  ctx.strokeStyle = '#1d1d26';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [k, slant] of [
    [0, 0],
    [1, 0.06],
  ] as const)
    DRAWN.forEach(({ strokes }, c) => {
      const x0 = columnX(k);
      const y0 = TOP + c * CELL;
      for (const stroke of strokes) {
        ctx.beginPath();
        for (let i = 0; i < stroke.length; i += 2) {
          const [u, v] = [stroke[i]!, stroke[i + 1]!];
          ctx.lineTo(x0 + (u + slant * (v - 0.5)) * CELL, y0 + (v - slant * (u - 0.5)) * CELL);
        }
        ctx.stroke();
      }
    });
  const png = canvas.toBuffer('image/png');
  await writeFile(file, await sharp(png).rotate(0.6, { background: '#fbfaf5' }).jpeg().toBuffer());
}

let dir: string;
/** Each drawn column's cells stood up, as the grid reader reads a vertical page. */
let columns: { pixels: Uint8Array; width: number }[];
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mark-shapes-'));
  const file = path.join(dir, 'sheet.jpg');
  await drawSheet(file);
  // The vertical page is read turned a quarter anticlockwise: its columns are rows of cells.
  const page = pageAnticlockwise(await loadColourPage(await readFile(file), MAX_INPUT_PIXELS));
  const grid = findGrid(page);
  if (!grid) throw new Error('no grid found on the drawn sheet');
  const grey = inkPlane(grid.page, grid.colour);
  columns = await Promise.all(
    grid.rows.slice(0, 2).map(async (row) => {
      const flat = await rowStrip(grey, grid, row, 0);
      const width = flat.length / REC_HEIGHT;
      return { pixels: turnBlocks(flat, REC_HEIGHT, 1), width };
    }),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('vertical marks told by their ink (a drawn answer sheet)', () => {
  it.each(DRAWN.map((d, c) => [d.name, c, d.shape] as const))(
    '%s is told as what it is, upright and slanted',
    (_name, c, shape) => {
      for (const { pixels, width } of columns)
        expect(markShape(pixels, width, REC_HEIGHT, c)).toBe(shape);
    },
  );

  it('corrects only what the shape may be: a bracket read as 一, a dash, a dot; a 丁 read as 一 stays', () => {
    const { pixels, width } = columns[0]!;
    const cells = ['一', '一', '—', '一', '一', '·', '一', '十', '—'].map((char) => ({
      char,
      confidence: 0.95,
    }));
    readMarkShapes(pixels, width, REC_HEIGHT, cells);
    expect(cells.map((cell) => cell.char)).toEqual([
      '「',
      '」',
      '一',
      '「',
      '—',
      '：',
      '一',
      '十',
      '—',
    ]);
    expect(cells[0]?.confidence).toBe(0.95);
    // A dash read in a cell without ink (a line's remnant) is doubted.
    expect(cells[8]?.confidence).toBe(0);
  });

  it('takes a character for a dash or an ellipsis only where the mark fills two cells', () => {
    for (const { pixels, width } of columns) {
      const read = [...Array<string>(9).fill('我'), '：', '：', '工', '1', '工', '1'];
      const cells = [...read.map((char) => ({ char, confidence: 0.9 })), null];
      readMarkShapes(pixels, width, REC_HEIGHT, cells);
      expect(cells.slice(9).map((cell) => cell?.char ?? null)).toEqual([
        '…',
        '…',
        '—',
        '—',
        '工',
        '1',
        null,
      ]);
      expect(cells.slice(0, 9).every((cell) => cell?.char === '我')).toBe(true);
    }
  });
});
