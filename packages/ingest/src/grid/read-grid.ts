import sharp from 'sharp';
import type { PpocrModels } from '../ppocr/ppocr-models.ts';
import { REC_HEIGHT, recogniseStrip, type ReadChar } from '../ppocr/recognise.ts';
import { toTaiwanForms } from '../taiwan-forms.ts';
import type { Grid } from './find-grid.ts';
import { UNREADABLE } from '../uncertain.ts';
import type { Cell, CellRow } from './grid-text.ts';
import { inkPlane } from './ink-plane.ts';

/** Share of a cell's inner area that must be ink for the cell to count as written. */
const WRITTEN_SHARE = 0.015;
/** Part of the cell looked at for ink: its borders hold the ruled lines' fringes. */
const INNER = 0.12;
/** A mark squeezed past the last cell reaches this far (in cells) beyond the grid. */
const OVERFLOW = 0.6;

function inkShare(
  grey: Buffer,
  width: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  let dark = 0;
  let total = 0;
  for (let y = Math.round(y0); y < Math.round(y1); y++) {
    for (let x = Math.round(x0); x < Math.round(x1); x++) {
      total++;
      if (grey[y * width + x]! < 128) dark++;
    }
  }
  return total ? dark / total : 0;
}

/** Cuts [x0, x1) × [y0, y1) of the grey page and scales it to REC_HEIGHT × `outWidth`. */
async function strip(
  grey: Buffer,
  width: number,
  height: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  outWidth: number,
): Promise<Buffer> {
  const left = Math.max(0, Math.round(box.x0));
  const top = Math.max(0, Math.round(box.y0));
  const right = Math.min(width, Math.round(box.x1));
  const bottom = Math.min(height, Math.round(box.y1));
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(outWidth, REC_HEIGHT, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** A character read in a cell without ink is kept only when the model is this sure of it. */
const SURE_WITHOUT_INK = 0.9;

/**
 * The best character read inside each cell (one character per cell on 稿紙). What the model
 * reads in a cell that holds no ink (a line's remnant, a shadow) is dropped unless it is sure.
 */
function placeChars(chars: ReadChar[], written: boolean[]): { cells: Cell[]; overflow: Cell[] } {
  const columns = written.length;
  const cells: Cell[] = Array.from({ length: columns }, () => null);
  const overflow: Cell[] = [];
  for (const read of chars) {
    const column = Math.floor(read.x / REC_HEIGHT);
    const cell = { char: read.char, confidence: read.confidence };
    if (column >= columns) {
      if (read.confidence >= SURE_WITHOUT_INK || /\p{P}/u.test(read.char)) overflow.push(cell);
    } else if (!written[column] && read.confidence < SURE_WITHOUT_INK) continue;
    else if ((cells[column]?.confidence ?? -1) < read.confidence) cells[column] = cell;
  }
  return { cells, overflow };
}

/**
 * Reads again, each on its own, the cells that hold ink but got no character in their row's
 * reading (the line model runs neighbours together or skips a faint one): the cells are set side
 * by side with an empty cell between them, so each character is read without its neighbours.
 */
async function rereadCells(
  models: PpocrModels,
  row: Buffer,
  rowWidth: number,
  columns: number[],
): Promise<Cell[]> {
  const size = REC_HEIGHT;
  const width = (columns.length * 2 + 1) * size;
  const pixels = Buffer.alloc(width * size, 255);
  columns.forEach((column, i) => {
    const x = (i * 2 + 1) * size;
    for (let y = 0; y < size; y++)
      row.copy(
        pixels,
        y * width + x,
        y * rowWidth + column * size,
        y * rowWidth + (column + 1) * size,
      );
  });
  const chars = await recogniseStrip(models, pixels, width);
  const cells: Cell[] = columns.map(() => null);
  for (const read of chars) {
    const slot = Math.floor(read.x / size);
    if (slot % 2 === 0) continue; // read in a gap: not a character of a cell
    const i = (slot - 1) / 2;
    if ((cells[i]?.confidence ?? -1) < read.confidence)
      cells[i] = { char: read.char, confidence: read.confidence };
  }
  return cells;
}

/** The row's characters in Taiwan forms, converted with the row as their context. */
export function inTaiwanForms(row: CellRow): CellRow {
  const all = [...row.cells, ...row.overflow];
  const read = all.filter((cell) => cell !== null);
  const converted = toTaiwanForms(read);
  let next = 0;
  const convert = (cell: Cell): Cell => (cell === null ? null : (converted[next++] ?? cell));
  return { cells: row.cells.map(convert), overflow: row.overflow.map(convert) };
}

/**
 * Reads a 稿紙 page row by row: each row of cells (and the margin past its last cell) is one
 * strip for the recogniser, scaled so every cell is REC_HEIGHT square, and each character is
 * placed in the cell it was read in. Rows without ink are not read. Characters come back in
 * Taiwan forms, with their confidence.
 */
export async function readGridRows(models: PpocrModels, grid: Grid): Promise<CellRow[]> {
  const grey = inkPlane(grid.page, grid.colour);
  const { width, height } = grid.page;
  const lines = grid.columnLines;
  const columns = lines.length - 1;
  const pitch = (lines.at(-1)! - lines[0]!) / columns;
  const rows: CellRow[] = [];
  for (const { top, bottom } of grid.rows) {
    const inset = (bottom - top) * INNER;
    const written = lines.slice(0, -1).map((x, c) => {
      const x1 = lines[c + 1]!;
      const ix = (x1 - x) * INNER;
      return inkShare(grey, width, x + ix, top + inset, x1 - ix, bottom - inset) > WRITTEN_SHARE;
    });
    if (!written.some(Boolean)) {
      rows.push({ cells: written.map(() => null), overflow: [] });
      continue;
    }
    const outWidth = Math.round((columns + OVERFLOW) * REC_HEIGHT);
    const pixels = await strip(
      grey,
      width,
      height,
      { x0: lines[0]!, y0: top, x1: lines.at(-1)! + OVERFLOW * pitch, y1: bottom },
      outWidth,
    );
    const chars = await recogniseStrip(models, pixels, outWidth);
    const placed = placeChars(chars, written);
    const missed = written.flatMap((ink, c) => (ink && !placed.cells[c] ? [c] : []));
    if (missed.length > 0) {
      const again = await rereadCells(models, pixels, outWidth, missed);
      // A cell with ink that is still read as nothing keeps its place as □, doubted: the teacher
      // types what is written there (or clears a smudge) instead of losing a character unseen.
      for (const [i, c] of missed.entries())
        placed.cells[c] = again[i] ?? { char: UNREADABLE, confidence: 0 };
    }
    rows.push(inTaiwanForms(placed));
  }
  return rows;
}
