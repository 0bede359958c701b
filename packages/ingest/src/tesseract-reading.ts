/**
 * What both tesseract engines (tesseract.js, Debian's tesseract program) share: how a page is read,
 * and the reading made of tesseract's TSV and plain text.
 */
import { horizontalForms } from './cjk-text.ts';
import { linesToParagraphs, type TextLine } from './layout.ts';
import { locateUncertain, type TextSpan } from './uncertain.ts';

/**
 * `text`: paragraphs separated by a blank line; `confidence`: tesseract's page mean, 0..1;
 * `uncertain`: spans of `text` holding words tesseract was unsure of (for the teacher to confirm).
 */
export type OcrResult = { text: string; confidence: number; uncertain: TextSpan[] };

/** How both engines read a page (tesseract's own parameter names and values). */
export const READING_PARAMETERS = {
  preserve_interword_spaces: '1',
  tessedit_pageseg_mode: '3', // PSM_AUTO: the page's layout found by tesseract
  user_defined_dpi: '200',
  // Essays are dark ink on light paper: skip tesseract's second pass looking for inverted text.
  tessedit_do_invert: '0',
} as const;

type Word = { text: string; confidence: number };

/**
 * The page's lines (text and box) and words (text and confidence) from tesseract's TSV, which it
 * writes in C++ (its JSON tree of blocks, paragraphs, lines, words and symbols cost about a tenth
 * of a photo's OCR to write and parse: issue 30). A line's text is the page text's line with the
 * same characters, where tesseract kept the spaces between words (none inside Chinese); its
 * confidence is its words' mean, as tesseract computes a line's.
 */
function pageLines(
  tsv: string,
  pageText: string,
): { lines: TextLine[]; words: Word[]; meanConfidence: number } {
  type Row = { box: Omit<TextLine, 'text'>; words: Word[] };
  const rows: Row[] = [];
  let confidenceSum = 0;
  let wordCount = 0;
  for (const row of tsv.split('\n')) {
    // level page block paragraph line word left top width height confidence text
    const fields = row.split('\t');
    if (fields.length < 12) continue;
    const [level, , , , , , left, top, width, height, confidence] = fields.map(Number);
    if (level === 4) {
      const x0 = left ?? 0;
      const y0 = top ?? 0;
      rows.push({ box: { x0, y0, x1: x0 + (width ?? 0), y1: y0 + (height ?? 0) }, words: [] });
    } else if (level === 5) {
      rows.at(-1)?.words.push({ text: fields.slice(11).join('\t'), confidence: confidence ?? 0 });
      confidenceSum += Math.max(0, confidence || 0);
      wordCount += 1;
    }
  }
  const compact = (text: string) => text.replace(/\s/g, '');
  const textLines = pageText.split('\n').filter((line) => compact(line).length > 0);
  const compactLines = textLines.map(compact);
  let next = 0;
  const lines: TextLine[] = [];
  const words: Word[] = [];
  for (const row of rows) {
    const key = compact(row.words.map((word) => word.text).join(''));
    if (!key) continue;
    const found = compactLines.indexOf(key, next);
    const text = found >= 0 ? textLines[found]! : row.words.map((word) => word.text).join(' ');
    if (found >= 0) next = found + 1;
    const confidence = row.words.reduce((sum, word) => sum + word.confidence, 0) / row.words.length;
    // Very low confidence lines are usually desk edges, shadows or page borders.
    if (confidence < 20 && text.trim().length < 4) continue;
    lines.push({ text, ...row.box });
    words.push(...row.words);
  }
  // Every word of the page, as tesseract's MeanTextConf: the lines dropped above included.
  const meanConfidence = wordCount > 0 ? confidenceSum / wordCount : 0;
  return { lines, words, meanConfidence };
}

/**
 * A column read from the right as the line it stands for: its top is the line's start, and the
 * columns follow each other leftwards as lines do downwards. Its marks in their horizontal forms
 * (﹁ as 「, ︙ as …), as vertical answer sheets' (decision 0088).
 */
function columnAsLine({ text, x0, y0, x1, y1 }: TextLine): TextLine {
  return { text: horizontalForms(text), x0: y0, x1: y1, y0: -x1, y1: -x0 };
}

/**
 * A page's reading from tesseract's TSV and plain text (either engine's): paragraphs, the page's
 * confidence (`confidence`, 0..100, when the engine gives it; else its words' mean, as tesseract's
 * MeanTextConf) and the words it doubted. `columns`: the page was read as columns (chi_tra_vert),
 * whose paragraphs start at indented columns, after short ones or wide gaps, as rows' do.
 */
export function readingOf(
  tsv: string,
  pageText: string,
  confidence?: number,
  columns = false,
): OcrResult {
  const { lines, words, meanConfidence } = pageLines(tsv, pageText);
  const text = linesToParagraphs(columns ? lines.map(columnAsLine) : lines).join('\n\n');
  return {
    text,
    confidence: Math.max(0, Math.min(1, (confidence ?? meanConfidence) / 100)),
    uncertain: locateUncertain(
      text,
      columns ? words.map((word) => ({ ...word, text: horizontalForms(word.text) })) : words,
    ),
  };
}
