import type { Cell } from './grid-text.ts';

/**
 * Vertical writing's marks told by the shape of their ink, where the recogniser, which knows only
 * horizontal text, reads them surely as something else. In a cell as it stands on a page of
 * columns:
 * - a corner bracket is one stroke across and one down from its right end (﹁, opening a
 *   quotation) or up from its left end (﹂, closing it); read as 一;
 * - the dash (︱) is a stroke along the column; a stroke across the cell is 一, however the cell
 *   read as it lies (turned-marks.ts) took it for a dash;
 * - the colon (︰) is two dots side by side; read as one dot (·);
 * - the ellipsis (︙) is three dots along the column; read as ：.
 * The dash and the ellipsis fill two cells (——, ……). A cell read as a character they look like
 * (工 or 1 for the dash, ： or ； for the ellipsis) is taken for the mark only when a neighbouring cell
 * holds the same shape: one cell alone may be the character.
 * A stroke or dot read in a cell whose inner part holds no ink at all (a ruled line's remnant,
 * the frame) is doubted.
 * Marks are transcribed in their horizontal forms, as the page text writes every mark.
 */
type Mark = '「' | '」' | '—' | '：' | '…' | '一';

/**
 * A pixel of a stood-up cell darker than this is ink: the ink plane stretches ink to black, and
 * a faint stroke (a dull photo, a shadow) stays under it along its length.
 */
const INK = 160;
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

/** A stroke broken by a gap this short (share of the cell) is one stroke. */
const BREAK = 0.1;

/** Runs of indices whose count is not zero: the strokes or dots along one axis. */
function runs(counts: number[], size: number): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  counts.forEach((n, i) => {
    if (n === 0) return;
    const last = out.at(-1);
    if (last && i - last.to <= size * BREAK) last.to = i;
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

/**
 * The arm beyond the stroke across: rows holding ink, from the stroke outward while they follow
 * on; only rows whose ink is narrow (under half the stroke's `span`) count, so the ragged or
 * slanting edge of a stroke across is no arm. Its length in rows and its mean x.
 */
function arm(
  { ink, lo, hi }: CellInk,
  rows: number[],
  span: number,
): { length: number; x: number } {
  let length = 0;
  let sum = 0;
  let count = 0;
  for (const y of rows) {
    let inRow = 0;
    let rowSum = 0;
    for (let x = lo; x < hi; x++)
      if (ink(x, y)) {
        inRow++;
        rowSum += x;
      }
    if (inRow === 0) break;
    if (inRow >= span / 2) continue;
    length++;
    count += inRow;
    sum += rowSum;
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
  // An arm may reach into the cell's edge: a bracket is often written low or high in its cell.
  const span = Math.max(1, right - left);
  const down = arm(cell, steps(bottom + 1, size - 1), span);
  const up = arm(cell, steps(top - 1, 0), span);
  const reach = size * ARM;
  const end = span * END;
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
): Mark | 'no ink' | null {
  const cell = cellInk(strip, width, size, column);
  const { rows, columns } = profiles(cell);
  const corner = cornerBracket(cell, rows);
  if (corner) return corner;
  const across = runs(columns, size);
  const along = runs(rows, size);
  if (across.length === 0) return 'no ink';
  const wide = across.at(-1)!.to - across[0]!.from + 1;
  const tall = along.at(-1)!.to - along[0]!.from + 1;
  if (across.length === 1 && wide >= tall * LONG && wide >= size * ACROSS) return '一';
  if (along.length === 1 && tall >= wide * LONG && tall >= size * ACROSS) return '—';
  const dots = across.length === 2 && along.length === 1 && tall <= size * DOT;
  if (dots && across.every((r) => r.to - r.from < size * DOT)) return '：';
  const stacked = along.length === 3 && across.length === 1 && wide <= size * DOT;
  if (stacked && along.every((r) => r.to - r.from < size * DOT)) return '…';
  return null;
}

/** The readings each shape may correct: a stroke (一, a dash) and a dot. */
const SHAPES_OF: Record<string, Mark[]> = {
  一: ['「', '」', '—'],
  '—': ['「', '」', '一'],
  '·': ['：'],
};

/** Readings that are characters too, and the two-cell mark each may be (with a neighbour). */
const PAIRED_SHAPES_OF: Record<string, Mark> = {
  工: '—',
  '1': '—',
  '|': '—',
  '｜': '—',
  丨: '—',
  l: '—',
  I: '—',
  '：': '…',
  ':': '…',
  '；': '…',
};

/**
 * On a vertical page (cells stood up in `pixels`), a cell read as a stroke or a dot whose ink has
 * the shape of another of these marks is that mark, with the confidence it was read with; one
 * whose cell holds no ink is doubted (confidence 0). A cell read as a character a dash or an
 * ellipsis looks like is that mark when a neighbouring cell's ink has the same shape.
 */
export function readMarkShapes(
  pixels: Uint8Array,
  width: number,
  size: number,
  cells: Cell[],
): void {
  const shapes = new Map<number, ReturnType<typeof markShape>>();
  const shapeAt = (c: number): ReturnType<typeof markShape> => {
    if (!shapes.has(c)) shapes.set(c, markShape(pixels, width, size, c));
    return shapes.get(c)!;
  };
  const read = cells.map((cell, c) => {
    if (!cell) return cell;
    const may = SHAPES_OF[cell.char];
    if (may) {
      const shape = shapeAt(c);
      if (shape === 'no ink') return { ...cell, confidence: 0 };
      if (shape && may.includes(shape)) return { char: shape, confidence: cell.confidence };
      return cell;
    }
    const paired = PAIRED_SHAPES_OF[cell.char];
    const pair = (n: number): boolean => cells[n] != null && shapeAt(n) === paired;
    if (paired && shapeAt(c) === paired && (pair(c - 1) || pair(c + 1)))
      return { char: paired, confidence: cell.confidence };
    return cell;
  });
  read.forEach((cell, c) => (cells[c] = cell));
}
