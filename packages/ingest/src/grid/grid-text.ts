import { normaliseCjkSpacing } from '../cjk-text.ts';
import { doubtfulSpans, type TextSpan } from '../uncertain.ts';

/** What one cell of 稿紙 holds: a character read with its confidence (0..1), or nothing. */
export type Cell = { char: string; confidence: number } | null;
/** One row of cells, and a mark squeezed past its last cell (避頭點: no mark may open a row). */
export type CellRow = { cells: Cell[]; overflow: Cell[] };

/** Empty cells that open a row: two open a paragraph; the title is written after four. */
const INDENT_CELLS = 2;
const TITLE_CELLS = 3;
/** The indentation of a paragraph as the essay text writes it (grader: 段落開頭空兩格). */
export const PARAGRAPH_INDENT = '\u3000\u3000';

/** A page's text with the confidence of each of its characters (null: layout, not read). */
export type GridText = { text: string; confidences: (number | null)[]; uncertain: TextSpan[] };

function leadingEmpty(row: CellRow): number {
  const first = row.cells.findIndex((cell) => cell !== null);
  return first < 0 ? row.cells.length : first;
}

/**
 * The text of a 稿紙 page from its cells, in row order. The title (the first written row, after
 * three or more empty cells) is its own line without them; a row opened by two or more empty
 * cells starts a paragraph, written with two full-width spaces as a typed essay would be; any
 * other row continues the paragraph before it. Empty cells inside a row are not text.
 * Paragraphs are separated by a blank line, like the other readers' page text.
 */
export function cellsToText(rows: readonly CellRow[]): GridText {
  type Char = { char: string; confidence: number | null };
  const blocks: Char[][] = [];
  let current: Char[] | null = null;
  let seenText = false;
  for (const row of rows) {
    const written = [...row.cells, ...row.overflow].filter((cell) => cell !== null);
    if (written.length === 0) continue;
    const lead = leadingEmpty(row);
    const chars: Char[] = written.map((cell) => ({ ...cell }));
    if (!seenText && lead >= TITLE_CELLS) {
      blocks.push(chars);
      current = null;
    } else if (lead >= INDENT_CELLS || current === null) {
      const indent: Char[] =
        lead >= INDENT_CELLS
          ? [...PARAGRAPH_INDENT].map((char) => ({ char, confidence: null }))
          : [];
      current = [...indent, ...chars];
      blocks.push(current);
    } else {
      current.push(...chars);
    }
    seenText = true;
  }
  let text = '';
  const confidences: (number | null)[] = [];
  for (const block of blocks) {
    if (text) {
      text += '\n\n';
      confidences.push(null, null);
    }
    // Marks read in their half-width form become full-width between Chinese characters; the
    // rule keeps one character per cell, so the confidences still line up.
    const raw = block.map((c) => c.char).join('');
    const normal = normaliseCjkSpacing(raw);
    const same = [...normal].length === block.length;
    text += same ? normal : raw;
    for (const c of block) confidences.push(c.confidence);
  }
  return { text, confidences, uncertain: uncertainSpans(text, confidences) };
}

/**
 * Spans of `text` (code units) a teacher is asked to confirm, by the recogniser's confidence
 * alone (DOUBT_BELOW, the one threshold of uncertain.ts; extraction adds the context's doubts).
 */
export function uncertainSpans(text: string, confidences: readonly (number | null)[]): TextSpan[] {
  return doubtfulSpans(text, confidences, null);
}
