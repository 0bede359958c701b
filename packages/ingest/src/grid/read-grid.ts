import sharp from 'sharp';
import type { PpocrModels } from '../ppocr/ppocr-models.ts';
import { REC_HEIGHT, recogniseStrip, type ReadChar } from '../ppocr/recognise.ts';
import { toTaiwanForms } from '../taiwan-forms.ts';
import type { Grid, GridRow } from './find-grid.ts';
import { UNREADABLE } from '../uncertain.ts';
import type { Cell, CellRow } from './grid-text.ts';
import { inkPlane } from './ink-plane.ts';
import { readMarkShapes } from './mark-shapes.ts';
import { rereadCells } from './reread-cells.ts';
import { horizontalForm } from '../cjk-text.ts';
import { readTurnedMarks } from './turned-marks.ts';
import { turnBlocks, type QuarterTurns } from './turn.ts';

/** Share of a cell's inner area that must be ink for the cell to count as written. */
const WRITTEN_SHARE = 0.015;
/** Grey level under which a pixel of the ink plane is ink. */
const INK_LEVEL = 128;
/** Part of the cell looked at for ink: its borders hold the ruled lines' fringes. */
const INNER = 0.12;
/** A mark squeezed past the last cell reaches this far (in cells) beyond the grid. */
const OVERFLOW = 0.6;

/** The inner part of a row's cell `column` (away from the ruled lines' fringes), page pixels. */
type CellBox = { x0: number; y0: number; x1: number; y1: number };

function innerBox(grid: Grid, { top, bottom }: GridRow, column: number): CellBox {
  const [left, right] = [grid.columnLines[column]!, grid.columnLines[column + 1]!];
  const ix = (right - left) * INNER;
  const inset = (bottom - top) * INNER;
  return { x0: left + ix, y0: top + inset, x1: right - ix, y1: bottom - inset };
}

function inkShare(grey: Buffer, width: number, { x0, y0, x1, y1 }: CellBox): number {
  let dark = 0;
  let total = 0;
  for (let y = Math.round(y0); y < Math.round(y1); y++) {
    for (let x = Math.round(x0); x < Math.round(x1); x++) {
      total++;
      if (grey[y * width + x]! < INK_LEVEL) dark++;
    }
  }
  return total ? dark / total : 0;
}

/**
 * Cuts [x0, x1) × [y0, y1) of the grey page and scales it to REC_HEIGHT × `outWidth`. With
 * `keepScale`, what of the box lies past the page's edges is paper and the scale stays the box's,
 * so cells keep their place; without, the part on the page is stretched to the width.
 */
async function strip(
  grey: Buffer,
  width: number,
  height: number,
  box: { x0: number; y0: number; x1: number; y1: number },
  outWidth: number,
  keepScale: boolean,
): Promise<Buffer> {
  const left = Math.max(0, Math.round(box.x0));
  const top = Math.max(0, Math.round(box.y0));
  const right = Math.min(width, Math.round(box.x1));
  const bottom = Math.min(height, Math.round(box.y1));
  // The horizontal reading was measured with the box cut at the page's edge and stretched
  // (0043's figures); a turned reading needs every cell in its place (keepScale).
  if (!keepScale)
    return sharp(grey, { raw: { width, height, channels: 1 } })
      .extract({ left, top, width: right - left, height: bottom - top })
      .resize(outWidth, REC_HEIGHT, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer();
  const scale = outWidth / (Math.round(box.x1) - Math.round(box.x0));
  const padLeft = Math.round((left - Math.round(box.x0)) * scale);
  const inside = Math.min(outWidth - padLeft, Math.max(1, Math.round((right - left) * scale)));
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize(inside, REC_HEIGHT, { fit: 'fill' })
    .extend({ left: padLeft, right: outWidth - padLeft - inside, background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/**
 * The marks that may not open a line (避頭點) and so are squeezed past a line's last cell: only
 * these are read there. The sheet's frame beyond the last cell reads as 一 or a dash, and a
 * student's characters stay in the grid.
 */
const NO_LINE_START = new Set([...'，。、！？；：」』》）〉…']);

/** A character read in a cell without ink is kept only when the model is this sure of it. */
const SURE_WITHOUT_INK = 0.9;

/**
 * The best character read inside each cell (one character per cell on 稿紙). What the model
 * reads in a cell that holds no ink (a line's remnant, a shadow) is dropped unless it is sure;
 * past the last cell, only a mark that may not open a line is kept.
 */
function placeChars(chars: ReadChar[], written: boolean[]): { cells: Cell[]; overflow: Cell[] } {
  const columns = written.length;
  const cells: Cell[] = Array.from({ length: columns }, () => null);
  const overflow: Cell[] = [];
  for (const read of chars) {
    const column = Math.floor(read.x / REC_HEIGHT);
    const cell = { char: read.char, confidence: read.confidence };
    if (column >= columns) {
      if (NO_LINE_START.has(horizontalForm(read.char))) overflow.push(cell);
    } else if (!written[column] && read.confidence < SURE_WITHOUT_INK) continue;
    else if ((cells[column]?.confidence ?? -1) < read.confidence) cells[column] = cell;
  }
  return { cells, overflow };
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

/** A stroke is this much darker than the paper around it (grey levels). */
const STROKE_CONTRAST = 60;
/** Side of the blocks a cell is averaged over first: a stroke fills them, a photo's noise not. */
const STROKE_BLOCK = 3;

/**
 * Whether a cell's ink is strokes: blocks of ink well darker than the cell's own paper (its
 * median), not the even darkening of a shadow or a fold, nor a dull photo's noise, which the plain ink
 * test takes for writing.
 */
function holdsStrokes(grey: Buffer, grid: Grid, row: GridRow, column: number): boolean {
  const width = grid.page.width;
  const { x0, y0, x1, y1 } = innerBox(grid, row, column);
  const blocks: number[] = [];
  for (let y = Math.round(y0); y + STROKE_BLOCK <= Math.round(y1); y += STROKE_BLOCK)
    for (let x = Math.round(x0); x + STROKE_BLOCK <= Math.round(x1); x += STROKE_BLOCK) {
      let sum = 0;
      for (let dy = 0; dy < STROKE_BLOCK; dy++)
        for (let dx = 0; dx < STROKE_BLOCK; dx++) sum += grey[(y + dy) * width + x + dx]!;
      blocks.push(sum / STROKE_BLOCK ** 2);
    }
  if (blocks.length === 0) return false;
  const paper = [...blocks].sort((a, b) => a - b)[Math.floor(blocks.length / 2)]!;
  const strokes = blocks.filter((v) => v < INK_LEVEL && v < paper - STROKE_CONTRAST).length;
  return strokes / blocks.length > WRITTEN_SHARE;
}

/** Which cells of a row hold ink (their inner part, away from the ruled lines' fringes). */
export function writtenCells(grey: Buffer, grid: Grid, row: GridRow): boolean[] {
  return grid.columnLines
    .slice(0, -1)
    .map((_, c) => inkShare(grey, grid.page.width, innerBox(grid, row, c)) > WRITTEN_SHARE);
}

/**
 * One row of cells (and `overflow` cells' width past its last) as a strip for the recogniser,
 * scaled so every cell is REC_HEIGHT square.
 */
export async function rowStrip(
  grey: Buffer,
  grid: Grid,
  { top, bottom }: GridRow,
  overflow: number,
  keepScale = true,
): Promise<Buffer> {
  const lines = grid.columnLines;
  const columns = lines.length - 1;
  const pitch = (lines.at(-1)! - lines[0]!) / columns;
  const box = { x0: lines[0]!, y0: top, x1: lines.at(-1)! + overflow * pitch, y1: bottom };
  const outWidth = Math.round((columns + overflow) * REC_HEIGHT);
  return strip(grey, grid.page.width, grid.page.height, box, outWidth, keepScale);
}

/**
 * Reads a 稿紙 page row by row: each row of cells (and the margin past its last cell) is one
 * strip for the recogniser, scaled so every cell is REC_HEIGHT square, and each character is
 * placed in the cell it was read in. Rows without ink are not read. Characters come back in
 * Taiwan forms, with their confidence. `turns`: quarter turns clockwise that stand each cell's
 * character up (1 on a vertical page, whose grid was found on the page turned anticlockwise).
 */
export async function readGridRows(
  models: PpocrModels,
  grid: Grid,
  turns: QuarterTurns = 0,
): Promise<CellRow[]> {
  const grey = inkPlane(grid.page, grid.colour);
  const columns = grid.columnLines.length - 1;
  const rows: CellRow[] = [];
  for (const row of grid.rows) {
    const written = writtenCells(grey, grid, row);
    if (!written.some(Boolean)) {
      rows.push({ cells: written.map(() => null), overflow: [] });
      continue;
    }
    // Characters lying on their side (a vertical page) are stood up cell by cell, the space past
    // the last cell too: a whole cell of it, so it turns as a square.
    const overflow = turns === 0 ? OVERFLOW : 1;
    const outWidth = Math.round((columns + overflow) * REC_HEIGHT);
    const flat = await rowStrip(grey, grid, row, overflow, turns % 2 === 1);
    const pixels = Buffer.from(turnBlocks(flat, REC_HEIGHT, turns));
    const placed = placeChars(await recogniseStrip(models, pixels, outWidth), written);
    const missed = written.flatMap((ink, c) => (ink && !placed.cells[c] ? [c] : []));
    if (missed.length > 0) {
      const again = await rereadCells(models, pixels, outWidth, missed);
      // A cell with strokes that is still read as nothing keeps its place as □, doubted: the
      // teacher types what is written there (or clears a smudge) instead of losing a character
      // unseen. A cell only darkened (a shadow across the page) stays empty.
      for (const [i, c] of missed.entries())
        placed.cells[c] =
          again[i] ??
          (holdsStrokes(grey, grid, row, c) ? { char: UNREADABLE, confidence: 0 } : null);
    }
    if (turns % 2 === 1) {
      await readTurnedMarks(models, flat, outWidth, placed);
      readMarkShapes(pixels, outWidth, REC_HEIGHT, placed.cells);
    }
    rows.push(inTaiwanForms(placed));
  }
  return rows;
}
