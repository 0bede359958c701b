import type { Cell } from './grid-text.ts';

/**
 * Vertical writing's marks told by the shape of their ink, where the recogniser, which knows only
 * horizontal text, reads them surely as something else. In a cell as it stands on a page of
 * columns:
 * - a corner bracket is one stroke across and one down from its right end (﹁, opening a
 *   quotation) or up from its left end (﹂, closing it); read as 一;
 * - the dash (︱) is a stroke along the column; a stroke across the cell is 一, however the cell
 *   read as it lies (turned-marks.ts) took it for a dash;
 * - the colon (︰) is two dots side by side; read as one dot (·).
 * Marks are transcribed in their horizontal forms, as the page text writes every mark.
 */
type Mark = '「' | '」' | '—' | '：' | '一';

/** A pixel of a stood-up cell darker than this is ink (the ink plane stretches ink to black). */
const INK = 128;
/** Part of the cell left out at each edge: the ruled lines' fringes, a neighbour's stray ink. */
const EDGE = 0.1;
/** The stroke across holds, on its row, at least this share of the cell's width. */
const ACROSS = 0.25;
/** A row is part of the stroke across while it holds this share of its fullest row's ink. */
const BAND = 0.5;
/** The stroke down or up reaches at least this share of the cell beyond the stroke across. */
const ARM = 0.2;
/** The arm stands at this end share of the stroke across (its right end for ﹁, left for ﹂). */
const END = 0.35;
/** A stroke is this many times longer than it is thick. */
const LONG = 2;
/** A dot is at most this share of the cell across, either way. */
const DOT = 0.25;

/** The ink of one stood-up cell: block `column` (`size` square) of a strip `width` wide. */
type CellInk = { ink: (x: number, y: number) => boolean; lo: number; hi: number; size: number };

function cellInk(strip: Uint8Array, width: number, size: number, column: number): CellInk {
  const edge = Math.round(size * EDGE);
  return {
    ink: (x, y) => strip[y * width + column * size + x]! < INK,
    lo: edge,
    hi: size - edge,
    size,
  };
}

/** Runs of indices (lo..hi) whose count is not zero: the strokes or dots along one axis. */
function runs(counts: number[]): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  counts.forEach((n, i) => {
    if (n === 0) return;
    const last = out.at(-1);
    if (last && last.to === i - 1) last.to = i;
    else out.push({ from: i, to: i });
  });
  return out;
}

/** Ink per row and per column of the cell's inner part. */
function profiles({ ink, lo, hi, size }: CellInk): { rows: number[]; columns: number[] } {
  const rows = new Array<number>(size).fill(0);
  const columns = new Array<number>(size).fill(0);
  for (let y = lo; y < hi; y++)
    for (let x = lo; x < hi; x++)
      if (ink(x, y)) {
        rows[y]!++;
        columns[x]!++;
      }
  return { rows, columns };
}

/** Rows (from the stroke across outward) holding ink, while they follow on, and their mean x. */
function arm({ ink, lo, hi }: CellInk, rows: number[]): { length: number; x: number } {
  let length = 0;
  let sum = 0;
  let count = 0;
  for (const y of rows) {
    let inRow = 0;
    for (let x = lo; x < hi; x++)
      if (ink(x, y)) {
        inRow++;
        sum += x;
      }
    if (inRow === 0) break;
    count += inRow;
    length++;
  }
  return { length, x: count ? sum / count : 0 };
}

const steps = (from: number, to: number): number[] =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i));

/** The corner bracket the cell holds: one stroke across with one arm at an end; else null. */
function cornerBracket(cell: CellInk, rowInk: number[]): '「' | '」' | null {
  const { ink, lo, hi, size } = cell;
  const fullest = Math.max(...rowInk);
  if (fullest < size * ACROSS) return null;
  const peak = rowInk.indexOf(fullest);
  let top = peak;
  let bottom = peak;
  while (top > lo && rowInk[top - 1]! >= fullest * BAND) top--;
  while (bottom < hi - 1 && rowInk[bottom + 1]! >= fullest * BAND) bottom++;
  let left = hi;
  let right = lo;
  for (let y = top; y <= bottom; y++)
    for (let x = lo; x < hi; x++)
      if (ink(x, y)) [left, right] = [Math.min(left, x), Math.max(right, x)];
  // The arms are looked for a pen's width past the stroke across (its own edges are ragged).
  const pen = bottom - top + 1;
  const down = arm(cell, steps(Math.min(hi - 1, bottom + pen), hi - 1));
  const up = arm(cell, steps(Math.max(lo, top - pen), lo));
  const reach = size * ARM;
  const end = Math.max(1, right - left) * END;
  if (down.length >= reach && up.length < reach && down.x >= right - end) return '「';
  if (up.length >= reach && down.length < reach && up.x <= left + end) return '」';
  return null;
}

/** What the cell's ink is, among the marks above (and 一), or null when it is none of them. */
export function markShape(
  strip: Uint8Array,
  width: number,
  size: number,
  column: number,
): Mark | null {
  const cell = cellInk(strip, width, size, column);
  const { rows, columns } = profiles(cell);
  const corner = cornerBracket(cell, rows);
  if (corner) return corner;
  const across = runs(columns);
  const along = runs(rows);
  if (across.length === 0) return null;
  const wide = across.at(-1)!.to - across[0]!.from + 1;
  const tall = along.at(-1)!.to - along[0]!.from + 1;
  if (across.length === 1 && wide >= tall * LONG && wide >= size * ACROSS) return '一';
  if (along.length === 1 && tall >= wide * LONG && tall >= size * ACROSS) return '—';
  const dots = across.length === 2 && along.length === 1 && tall <= size * DOT;
  if (dots && across.every((r) => r.to - r.from < size * DOT)) return '：';
  return null;
}

/** The readings each shape may correct: a stroke (一, a dash) and a dot. */
const SHAPES_OF: Record<string, Mark[]> = {
  一: ['「', '」', '—'],
  '—': ['「', '」', '一'],
  '·': ['：'],
};

/**
 * On a vertical page (cells stood up in `pixels`), a cell read as a stroke or a dot whose ink has
 * the shape of another of these marks is that mark, with the confidence it was read with.
 */
export function readMarkShapes(
  pixels: Uint8Array,
  width: number,
  size: number,
  cells: Cell[],
): void {
  cells.forEach((cell, c) => {
    const may = cell && SHAPES_OF[cell.char];
    if (!may) return;
    const shape = markShape(pixels, width, size, c);
    if (shape && may.includes(shape)) cells[c] = { char: shape, confidence: cell.confidence };
  });
}
