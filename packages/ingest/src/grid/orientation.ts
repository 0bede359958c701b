import type { PpocrModels } from '../ppocr/ppocr-models.ts';
import { REC_HEIGHT, recogniseStrip } from '../ppocr/recognise.ts';
import type { Grid } from './find-grid.ts';
import { inkPlane } from './ink-plane.ts';
import { rowStrip, writtenCells } from './read-grid.ts';
import { gridUpsideDown, turnBlocks, type QuarterTurns } from './turn.ts';

/** Written cells read to judge which way up the writing stands. */
const SAMPLE_CELLS = 16;
/** A row gives at most this many of them, so one odd row does not decide. */
const CELLS_PER_ROW = 8;

/**
 * How the writing lies in a found grid: `upsideDown` — the grid is read turned 180° (its last
 * row first); `turns` — the quarter turns clockwise that stand each cell's character up (1: the
 * characters lie on their side, the lines of cells being a vertical page's columns).
 */
export type WritingWay = { upsideDown: boolean; turns: QuarterTurns; score: number };

/** A sample of the grid's written cells, as found: REC_HEIGHT-square blocks. */
async function sampleCells(grid: Grid): Promise<Uint8Array[]> {
  const grey = inkPlane(grid.page, grid.colour);
  const rows = grid.rows
    .map((row) => ({ row, written: writtenCells(grey, grid, row) }))
    .map((r) => ({ ...r, count: r.written.filter(Boolean).length }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count);
  const size = REC_HEIGHT;
  const blocks: Uint8Array[] = [];
  for (const { row, written } of rows) {
    if (blocks.length >= SAMPLE_CELLS) break;
    const flat = await rowStrip(grey, grid, row, 0);
    const width = flat.length / size;
    const cells = written.flatMap((ink, c) => (ink ? [c] : [])).slice(0, CELLS_PER_ROW);
    for (const c of cells.slice(0, SAMPLE_CELLS - blocks.length)) {
      const block = new Uint8Array(size * size);
      for (let y = 0; y < size; y++)
        block.set(flat.subarray(y * width + c * size, y * width + (c + 1) * size), y * size);
      blocks.push(block);
    }
  }
  return blocks;
}

/**
 * Mean confidence of the recogniser over the sampled cells, each turned `turns` quarters
 * clockwise (0 when a cell reads as nothing).
 */
async function sampleScore(
  models: PpocrModels,
  cells: Uint8Array[],
  turns: QuarterTurns,
): Promise<number> {
  if (cells.length === 0) return 0;
  const size = REC_HEIGHT;
  const width = cells.length * size;
  const strip = new Uint8Array(width * size);
  cells.forEach((cell, k) => {
    const block = turnBlocks(cell, size, turns);
    for (let y = 0; y < size; y++)
      strip.set(block.subarray(y * size, (y + 1) * size), y * width + k * size);
  });
  const best = new Array<number>(cells.length).fill(0);
  for (const read of await recogniseStrip(models, strip, width)) {
    const k = Math.min(cells.length - 1, Math.floor(read.x / size));
    best[k] = Math.max(best[k]!, read.confidence);
  }
  return best.reduce((a, b) => a + b, 0) / best.length;
}

/** A grid whose writing leans this little towards either end is told by its reading alone. */
const CLEAR_LEAN = 0.03;

/**
 * Where the writing sits in the grid: an essay starts in the first line of cells and each line
 * is filled from its start, so its written cells lean towards the first lines and the start of
 * the lines (negative); the grid upside down leans the other way (positive). −0.5..0.5.
 */
export function writingLean(written: boolean[][]): number {
  let count = 0;
  let across = 0;
  let down = 0;
  const lines = written.length;
  written.forEach((row, r) =>
    row.forEach((ink, c) => {
      if (!ink) return;
      count++;
      across += c / Math.max(1, row.length - 1) - 0.5;
      down += r / Math.max(1, lines - 1) - 0.5;
    }),
  );
  return count ? (across + down) / (2 * count) : 0;
}

/**
 * Which way the writing in a found grid stands. Upside down or not from where the writing sits
 * (writingLean): an essay fills the grid from its start. Then whether the characters stand or
 * lie on their side from how the recogniser reads a sample of written cells turned each way.
 * PP-OCR reads a character lying a quarter anticlockwise about as surely as a standing one (it
 * reads vertical lines of text turned that way), and one lying a quarter clockwise or upside
 * down hardly at all: of two ways a quarter apart that both read surely, the characters stand in
 * the later one clockwise. So the way kept is the one whose reading most outdoes the reading a
 * quarter clockwise from it. When the writing leans to neither end (a full page), all four ways
 * are weighed.
 */
export async function writingWay(
  models: PpocrModels,
  grid: Grid,
): Promise<WritingWay & { grid: Grid }> {
  const grey = inkPlane(grid.page, grid.colour);
  const lean = writingLean(grid.rows.map((row) => writtenCells(grey, grid, row)));
  const sides = Math.abs(lean) < CLEAR_LEAN ? [false, true] : [lean > 0];
  const cells = await sampleCells(grid);
  // The cells turned `quarters` clockwise: 0 and 1 are the grid's `turns`, 2 and 3 those of the
  // grid upside down.
  const scores = new Map<number, number>();
  const score = async (quarters: number): Promise<number> => {
    const q = (quarters % 4) as QuarterTurns;
    if (!scores.has(q)) scores.set(q, await sampleScore(models, cells, q));
    return scores.get(q)!;
  };
  let best: { quarters: number; margin: number } | null = null;
  for (const upsideDown of sides)
    for (const turns of [0, 1]) {
      const quarters = (upsideDown ? 2 : 0) + turns;
      const margin = (await score(quarters)) - (await score(quarters + 1));
      if (!best || margin > best.margin) best = { quarters, margin };
    }
  const upsideDown = best!.quarters >= 2;
  return {
    upsideDown,
    turns: (best!.quarters % 2) as QuarterTurns,
    score: await score(best!.quarters),
    grid: upsideDown ? gridUpsideDown(grid) : grid,
  };
}
