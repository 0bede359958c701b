import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  PRACTICE_COPIES,
  type UiLocale,
  type WordBook,
  type WordBookEntry,
} from '@essay/contracts';

const require = createRequire(import.meta.url);
// The report's font (Noto Sans Hant, SIL OFL, from an npm package): embedded and subset.
const FONT_DIR = path.join(path.dirname(require.resolve('@embedpdf/fonts-tc')), '..', 'fonts');
const REGULAR = path.join(FONT_DIR, 'NotoSansHant-Regular.otf');
const BOLD = path.join(FONT_DIR, 'NotoSansHant-Bold.otf');

const INK = '#1d2733';
const MUTED = '#5b6672';
const TRACE = '#b8bec6'; // the grey a student writes over
const GRID = '#8a939c';
const GUIDE = '#c9ced4'; // the 田字格's dashed cross and the spelling lines' midline

const MARGIN = 48;
const CELL = 38; // a 田字格 cell's side, pt: 13 cells across A4
const LINE_ROW = 34; // a spelling line's height, pt

const LABELS = {
  'zh-tw': {
    title: '錯字本訂正練習',
    student: '學生',
    count: (n: number) => `錯 ${n} 次`,
    mastered: '已掌握',
    wrong: '寫成',
    homework: '作業',
    sentence: '原句',
    empty: '錯字本裡沒有要訂正的字。',
    page: (i: number, n: number) => `第 ${i} 頁，共 ${n} 頁`,
    colon: '：',
    list: '、',
    sep: '　',
  },
  'en-us': {
    title: 'Word book practice sheet (訂正)',
    student: 'Student',
    count: (n: number) => (n === 1 ? 'once' : `${n} times`),
    mastered: 'mastered',
    wrong: 'Written as',
    homework: 'Homework',
    sentence: 'Sentence',
    empty: 'The word book has no words to practise.',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    colon: ': ',
    list: ', ',
    sep: '   ',
  },
} as const;

/**
 * How many blank copies follow the grey one: at least `PRACTICE_COPIES`, and as many more as fill
 * the last row of cells (a half-empty row is paper a student would use anyway).
 */
export function copiesFor(length: number, perRow: number): number {
  const size = Math.max(1, length);
  const rows = Math.ceil((size * (PRACTICE_COPIES + 1)) / perRow);
  return Math.floor((rows * perRow) / size) - 1;
}

/** The occurrence the sheet quotes: the latest (the one the student most needs to see again). */
function latest(entry: WordBookEntry) {
  return entry.occurrences.reduce((a, b) => (b.seen_at > a.seen_at ? b : a));
}

/**
 * The 錯字本 as an A4 practice sheet (訂正): each word once in grey to trace, then blank 田字格
 * cells (Chinese) or a ruled line (English spelling) to copy it, under how often it was
 * miswritten, how, the sentence it was in and the homework. Every word is real text (extractable).
 */
export function renderPracticeSheet(book: WordBook, locale: UiLocale): Promise<Uint8Array> {
  const t = LABELS[locale];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 56, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${t.title} — ${book.student.name}` },
  });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const perRow = Math.floor(width / CELL);

  doc.font('bold').fontSize(17).fillColor(INK).text(t.title, { align: 'center' });
  doc
    .font('body')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(`${t.student}${t.colon}${book.student.name}`, { align: 'center' })
    .moveDown(0.8);
  if (book.entries.length === 0) doc.fillColor(INK).text(t.empty);

  for (const entry of book.entries) {
    const heading = [entry.right, t.count(entry.count), entry.mastered ? t.mastered : '']
      .filter(Boolean)
      .join(t.sep);
    const where = latest(entry);
    const details = [
      `${t.wrong}${t.colon}${entry.wrong.join(t.list)}`,
      `${t.sentence}${t.colon}${where.sentence}`,
      `${t.homework}${t.colon}${where.homework_name}`,
    ];
    doc.font('body').fontSize(9.5);
    const detailHeight = details.reduce(
      (sum, line) => sum + doc.heightOfString(line, { width, lineGap: 1 }),
      0,
    );
    const chars = Array.from(entry.right);
    const copies = copiesFor(chars.length, perRow);
    const practiceHeight =
      entry.lang === 'zh' ? Math.ceil((chars.length * (copies + 1)) / perRow) * CELL : 2 * LINE_ROW;
    // A word is never cut between two pages: its heading, sentence and cells stay together.
    const needed = 20 + detailHeight + 4 + practiceHeight;
    if (doc.y + needed > bottom() && doc.y > doc.page.margins.top + 1) doc.addPage();

    doc.font('bold').fontSize(12).fillColor(INK).text(heading, MARGIN, doc.y, { width });
    doc.font('body').fontSize(9.5).fillColor(MUTED);
    for (const line of details) doc.text(line, MARGIN, doc.y, { width, lineGap: 1 });
    doc.y += 4;
    if (entry.lang === 'zh') drawCells(doc, chars, copies, perRow);
    else drawLines(doc, entry.right, width);
    doc.y += 14;
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // the footer sits in the margin (see report-pdf.ts)
    doc
      .font('body')
      .fontSize(9)
      .fillColor(MUTED)
      .text(t.page(i + 1, range.count), MARGIN, doc.page.height - 36, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** Rows of 田字格: the word's characters in grey, then `copies` blank runs of as many cells. */
function drawCells(doc: PDFKit.PDFDocument, chars: string[], copies: number, perRow: number) {
  const cells = chars.length * (copies + 1);
  const top = doc.y;
  for (let i = 0; i < cells; i += 1) {
    const x = MARGIN + (i % perRow) * CELL;
    const y = top + Math.floor(i / perRow) * CELL;
    doc.lineWidth(0.8).strokeColor(GRID).rect(x, y, CELL, CELL).stroke();
    doc
      .lineWidth(0.5)
      .strokeColor(GUIDE)
      .dash(2, { space: 2 })
      .moveTo(x + CELL / 2, y)
      .lineTo(x + CELL / 2, y + CELL)
      .moveTo(x, y + CELL / 2)
      .lineTo(x + CELL, y + CELL / 2)
      .stroke()
      .undash();
    const char = i < chars.length ? chars[i] : undefined;
    if (char !== undefined) {
      doc
        .font('body')
        .fontSize(CELL * 0.7)
        .fillColor(TRACE);
      const w = doc.widthOfString(char);
      doc.text(char, x + (CELL - w) / 2, y + CELL * 0.08, { lineBreak: false });
    }
  }
  doc.x = MARGIN;
  doc.y = top + Math.ceil(cells / perRow) * CELL;
}

/** Two ruled spelling lines (baseline, dashed midline): the word in grey once, then space to copy. */
function drawLines(doc: PDFKit.PDFDocument, word: string, width: number) {
  const top = doc.y;
  for (let row = 0; row < 2; row += 1) {
    const base = top + (row + 1) * LINE_ROW - 6;
    doc
      .lineWidth(0.8)
      .strokeColor(GRID)
      .moveTo(MARGIN, base)
      .lineTo(MARGIN + width, base)
      .stroke();
    doc
      .lineWidth(0.5)
      .strokeColor(GUIDE)
      .dash(3, { space: 3 })
      .moveTo(MARGIN, base - 11)
      .lineTo(MARGIN + width, base - 11)
      .stroke()
      .undash();
  }
  doc.font('body').fontSize(20).fillColor(TRACE);
  doc.text(word, MARGIN + 4, top + LINE_ROW - 6 - 24, { lineBreak: false, width: width - 8 });
  doc.x = MARGIN;
  doc.y = top + 2 * LINE_ROW;
}
