import type { CellRow } from '../grid/grid-text.ts';
import { UPRIGHT_ROWS, type PageLayout } from '../grid/page-layout.ts';
import { inTaiwanForms } from '../grid/read-grid.ts';
import { cutBox } from './cut-box.ts';
import type { TextBox } from './detect.ts';
import { linesFrame } from './line-way.ts';
import type { PpocrModels } from './ppocr-models.ts';
import { recogniseStrip, type ReadChar } from './recognise.ts';

/** Boxes whose centres lie within this share of a line's height across it are one line. */
const SAME_LINE = 0.5;
/** A line read this unsurely (mean confidence) is a shadow's edge or a smudge, not text. */
const MIN_LINE_CONFIDENCE = 0.45;
/**
 * Characters this unsure at either end of a line are the ruled cells beside the writing read as
 * letters (on a shaded 稿紙 the empty cells' borders look like strokes): dropped, so they neither
 * add text nor hide a paragraph's indent.
 */
const EDGE_JUNK = 0.4;

/** The line without unsure characters at its ends. */
function trimmed<T extends { confidence: number }>(chars: T[]): T[] {
  let start = 0;
  let end = chars.length;
  while (start < end && chars[start]!.confidence < EDGE_JUNK) start++;
  while (end > start && chars[end - 1]!.confidence < EDGE_JUNK) end--;
  return chars.slice(start, end);
}

/** A line's characters as read, each with its place along the page's lines (page pixels). */
type ReadLine = { box: TextBox; chars: (ReadChar & { u: number })[] };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** Where the lines start, as u = a + b·v (a robust fit through the unindented lines' starts). */
function leftMargin(starts: { u: number; v: number }[], pitch: number): (v: number) => number {
  let kept = starts;
  let a = Math.min(...starts.map((s) => s.u));
  let b = 0;
  for (let round = 0; round < 4; round++) {
    const n = kept.length;
    if (n === 0) break;
    const mv = kept.reduce((s, p) => s + p.v, 0) / n;
    const mu = kept.reduce((s, p) => s + p.u, 0) / n;
    const svv = kept.reduce((s, p) => s + (p.v - mv) ** 2, 0);
    b = n >= 3 && svv > 0 ? kept.reduce((s, p) => s + (p.v - mv) * (p.u - mu), 0) / svv : 0;
    a = mu - b * mv;
    // Indented lines (paragraph openings, the title) start right of the margin: drop them.
    const next = starts.filter((p) => p.u - (a + b * p.v) < 0.5 * pitch);
    if (next.length === kept.length) break;
    kept = next.length >= 2 ? next : kept.slice(0, 2);
  }
  // The margin is the leftmost unindented start, not their mean.
  const lowest = Math.min(...kept.map((p) => p.u - (a + b * p.v)));
  return (v) => a + lowest + b * v;
}

/** A page read by its lines: rows of cells, and how the page was written and lay. */
export type LinesReading = { rows: CellRow[]; layout: PageLayout };

/**
 * Reads a page without a found grid: PP-OCR's detector finds the lines of text (on the page
 * turned the way its lines read, `linesFrame`: a vertical page's columns become rows), each is
 * cut out along its slant and read, and the lines go in reading order (top to bottom, left to
 * right).
 * Each line becomes a row of cells whose leading empty cells are its indent against the page's
 * left margin, measured in the writing's own pitch, so a 稿紙 page whose grid was lost keeps its
 * title and paragraphs (grid-text), and a plain handwritten page its indents.
 */
export async function readLines(
  models: PpocrModels,
  page: Uint8Array,
  pageWidth: number,
  pageHeight: number,
): Promise<LinesReading> {
  const { grey, width, height, boxes, layout } = await linesFrame(
    models,
    page,
    pageWidth,
    pageHeight,
  );
  if (boxes.length === 0) return { rows: [], layout: UPRIGHT_ROWS };
  const ux = median(boxes.map((b) => b.ux));
  const uy = median(boxes.map((b) => b.uy));
  const along = (x: number, y: number): number => x * ux + y * uy;
  const across = (x: number, y: number): number => -x * uy + y * ux;
  const lines: ReadLine[] = [];
  for (const box of boxes) {
    const { strip, width: outWidth } = cutBox(grey, width, height, box);
    const chars = trimmed(await recogniseStrip(models, strip, outWidth));
    if (chars.length === 0) continue;
    const mean = chars.reduce((s, c) => s + c.confidence, 0) / chars.length;
    if (mean < MIN_LINE_CONFIDENCE) continue;
    const start = along(box.cx - (box.ux * box.length) / 2, box.cy - (box.uy * box.length) / 2);
    const step = box.length / outWidth;
    lines.push({ box, chars: chars.map((c) => ({ ...c, u: start + c.x * step })) });
  }
  if (lines.length === 0) return { rows: [], layout: UPRIGHT_ROWS };
  // Reading order: lines by their place across the page, boxes of one line by their place along.
  lines.sort((a, b) => across(a.box.cx, a.box.cy) - across(b.box.cx, b.box.cy));
  const grouped: ReadLine[][] = [];
  for (const line of lines) {
    const last = grouped.at(-1);
    const v = across(line.box.cx, line.box.cy);
    const lastV = last && across(last[0]!.box.cx, last[0]!.box.cy);
    if (last && lastV !== undefined && Math.abs(v - lastV) < SAME_LINE * line.box.height)
      last.push(line);
    else grouped.push([line]);
  }
  const rows = grouped.map((parts) => {
    const chars = parts.flatMap((p) => p.chars).sort((a, b) => a.u - b.u);
    return { v: across(parts[0]!.box.cx, parts[0]!.box.cy), chars };
  });
  // The writing's pitch: the spacing of neighbouring characters (one a cell on 稿紙).
  const gaps = rows.flatMap((row) => row.chars.slice(1).map((c, i) => c.u - row.chars[i]!.u));
  const pitch = median(gaps.filter((g) => g > 0)) || median(boxes.map((b) => b.height));
  const margin = leftMargin(
    rows.map((row) => ({ u: row.chars[0]!.u, v: row.v })),
    pitch,
  );
  const cellRows = rows.map((row) => {
    const lead = Math.max(0, Math.round((row.chars[0]!.u - margin(row.v)) / pitch));
    const cells = row.chars.map((c) => ({ char: c.char, confidence: c.confidence }));
    return inTaiwanForms({
      cells: [...Array.from({ length: lead }, () => null), ...cells],
      overflow: [],
    });
  });
  return { rows: cellRows, layout };
}
