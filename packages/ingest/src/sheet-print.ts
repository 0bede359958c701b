/**
 * The sheet's own print is not the student's text (issue 43 §3): a 稿紙 or 會考 answer sheet read
 * by its lines of text brings its printed header (國語文寫作 作文稿紙, 答案卷（橫式直書）), its
 * fields (班級：＿ 座號：＿ 姓名：＿) and its footer (20 × 25 = 500, 第一頁, 由右至左…書寫) along.
 * They are taken out of the reading here, after it is made, with the characters' confidences, so
 * the title is the student's first line. Only the first and last lines of a page are looked at,
 * and only for the sheet's printed forms: a sentence of the essay that names 姓名 stays.
 */

import { doubtfulSpans, type PairSeen, type TextSpan } from './uncertain.ts';

/** One character of a reading and its confidence (null: layout). */
type Char = { char: string; confidence: number | null };

/** What the sheet's print told about the page. */
export type SheetMarks = {
  /** The page holds a sheet's printed header or name fields: the first side of a sheet. */
  header: boolean;
  /** What is written in the name field (姓名：…), when something is. */
  name: string | null;
  /** The page number the sheet prints (第二頁 → 2), when it is read. */
  page: number | null;
  /**
   * The print around the writing was read (a page read by its lines of text). A page read cell by
   * cell by its grid sees none of it: no header there says nothing about which side it is.
   */
  printRead?: boolean;
};

/** Lines at the top of a page that may be the sheet's header, and at its foot its footer. */
const HEADER_LINES = 3;
const FOOTER_LINES = 2;

/**
 * The sheet's printed title as the common sheets print it, and what a reader makes of it
 * (國語文寫作作文稿, its last character lost): never a bare 稿紙, which a student's title may say.
 */
const SHEET_TITLE =
  /(?:國語文?寫作|作文稿紙|寫作稿紙|答案卷|橫式直書|作文用紙)[作文稿紙答案卷測驗橫式直書用（）()\s]*/gu;
/** Field labels, also with their first character lost in reading (座號 → 號). */
const LABELS = '班?級|座?號|姓?名|學號|年級|日期|得分|評分';
/** A field label, its colon or blank, and what fills it (blanks, or a short entry) up to the next label. */
const FIELD = new RegExp(
  `(${LABELS})\\s*(?:[:：]\\s*|(?=[_＿]))([^:：]{0,12}?)(?=\\s*(?:${LABELS})\\s*[:：_＿]|\\s*$)`,
  'gu',
);
/** The label of the title field: the title written after it is the student's and stays. */
const TITLE_LABEL = /^\s*(?:題目|作文題目)\s*[:：]\s*/gu;
/**
 * Footers: the grid's size (20 × 25 = 500, its × often read as another mark or lost), the page
 * number, the sheet's writing direction.
 */
const FOOTERS = [
  /\d+\s*[^\d\s=＝]?\s*\d+\s*[=＝]\s*\d+/gu,
  /第\s*([一二三四五六七八九十\d]{1,3})\s*頁(?:\s*[/／共]\s*[一二三四五六七八九十\d]{1,3}\s*頁?)?/gu,
  /由右至左\s*[，,、]?\s*由上而下\s*書寫/gu,
  /^\s*[-—－(（]?\s*\d{1,2}\s*[-—－)）]?\s*$/gu,
];
/** Blanks of a field as printed or read (underlines, dashes, dots). */
const BLANKS = /[_＿\-－—.．·…\s]/gu;
/** What is left of a line once its print is gone and is not text: marks, blanks, 1–2 stray letters. */
const RESIDUE = /^[\s\p{P}\p{S}_＿]*$/u;

const NUMERALS: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
};
const pageNumber = (written: string): number | null =>
  /^\d+$/.test(written) ? Number(written) : (NUMERALS[written] ?? null);

/** A reading's lines as characters (the newlines themselves are kept out). */
function lines(text: string, confidences: readonly (number | null)[]): Char[][] {
  const out: Char[][] = [[]];
  [...text].forEach((char, i) => {
    if (char === '\n') out.push([]);
    else out.at(-1)!.push({ char, confidence: confidences[i] ?? null });
  });
  return out;
}

/** The line with the characters inside the matches of `pattern` taken out; what matched. */
function cut(line: Char[], pattern: RegExp): { line: Char[]; found: RegExpMatchArray[] } {
  const text = line.map((c) => c.char).join('');
  const found = [...text.matchAll(pattern)].filter((m) => m[0].trim() !== '');
  if (found.length === 0) return { line, found };
  // code-unit offsets of each character, to map the matches (code units) back to characters
  const starts: number[] = [];
  let offset = 0;
  for (const c of line) {
    starts.push(offset);
    offset += c.char.length;
  }
  const inside = (at: number): boolean =>
    found.some((m) => at >= m.index! && at < m.index! + m[0].length);
  return { line: line.filter((_, i) => !inside(starts[i]!)), found };
}

/** Longest a line's own writing may be when the print in it is neither its start nor its end. */
const BESIDE_PRINT = 12;

/**
 * Whether the characters cut from `line` (leaving `rest`) open it (a header's print), open or
 * close it (a footer's), or are most of it.
 */
function printAtEdge(line: readonly Char[], rest: readonly Char[], footer: boolean): boolean {
  const kept = new Set(rest);
  const first = line.findIndex((c) => c.char.trim() !== '');
  const last = line.findLastIndex((c) => c.char.trim() !== '');
  const edge =
    (first >= 0 && !kept.has(line[first]!)) || (footer && last >= 0 && !kept.has(line[last]!));
  return edge || rest.filter((c) => /[\p{L}\p{N}]/u.test(c.char)).length <= BESIDE_PRINT;
}

const textOf = (line: readonly Char[]): string => line.map((c) => c.char).join('');
const written = (line: readonly Char[]): boolean => !RESIDUE.test(textOf(line));

/**
 * The reading without the sheet's printed header, fields and footer, and what they told (see
 * SheetMarks). A header or footer line keeps what the student wrote on it (題目：春天 → 春天);
 * a line left with nothing written goes with its newline.
 */
export function withoutSheetPrint(
  text: string,
  confidences: readonly (number | null)[],
): { text: string; confidences: (number | null)[]; sheet: SheetMarks } {
  const all = lines(text, confidences);
  const sheet: SheetMarks = { header: false, name: null, page: null };
  const filled = all.flatMap((line, i) => (written(line) ? [i] : []));
  const head = new Set(filled.slice(0, HEADER_LINES));
  const foot = new Set(filled.slice(-FOOTER_LINES));
  const dropped = new Set<number>();
  all.forEach((line, i) => {
    let rest = line;
    if (head.has(i)) {
      const title = cut(rest, SHEET_TITLE);
      const fields = cut(title.line, FIELD);
      const label = cut(fields.line, TITLE_LABEL);
      const found = title.found.length + fields.found.length + label.found.length > 0;
      if (found && printAtEdge(rest, label.line, false)) {
        rest = label.line;
        if (title.found.length + fields.found.length > 0) sheet.header = true;
        for (const m of fields.found) {
          const entry = (m[2] ?? '').replace(BLANKS, '');
          if (/名$/.test(m[1]!) && entry) sheet.name = entry;
        }
      }
    }
    if (foot.has(i)) {
      let footer = { line: rest, found: [] as RegExpMatchArray[] };
      for (const pattern of FOOTERS) {
        const next = cut(footer.line, pattern);
        footer = { line: next.line, found: [...footer.found, ...next.found] };
      }
      if (footer.found.length > 0 && printAtEdge(rest, footer.line, true)) {
        rest = footer.line;
        for (const m of footer.found)
          if (m[0].includes('頁') && m[1]) sheet.page ??= pageNumber(m[1]);
      }
    }
    if (rest !== line && !written(rest)) dropped.add(i);
    all[i] = rest;
  });
  const kept: Char[] = [];
  all.forEach((line, i) => {
    if (dropped.has(i)) return;
    if (kept.length > 0 || line.length > 0) kept.push({ char: '\n', confidence: null });
    kept.push(...line);
  });
  // the page's own blank lines are kept; those left at its edges by a dropped line are not
  while (kept[0]?.char === '\n') kept.shift();
  while (kept.at(-1)?.char === '\n') kept.pop();
  const collapsed = kept.filter(
    (c, i) => !(c.char === '\n' && kept[i - 1]?.char === '\n' && kept[i - 2]?.char === '\n'),
  );
  return {
    text: textOf(collapsed),
    confidences: collapsed.map((c) => c.confidence),
    sheet,
  };
}

/**
 * A handwritten page's reading as the student's: without the sheet's print, its doubts found
 * again from the characters' confidences and their context (uncertain.ts, decision 0080).
 */
export function studentsReading(
  reading: { text: string; confidences: readonly (number | null)[] },
  seen: PairSeen | null,
): { text: string; confidences: (number | null)[]; uncertain: TextSpan[]; sheet: SheetMarks } {
  const own = withoutSheetPrint(reading.text, reading.confidences);
  return { ...own, uncertain: doubtfulSpans(own.text, own.confidences, seen) };
}
