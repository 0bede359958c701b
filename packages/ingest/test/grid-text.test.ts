import { describe, expect, it } from 'vitest';
import { cellsToText, PARAGRAPH_INDENT, type Cell, type CellRow } from '../src/grid/grid-text.ts';
import { DOUBT_BELOW, UNREADABLE } from '../src/uncertain.ts';

/** A row of `width` cells from a picture: '.' an empty cell, '?' a doubtful character. */
function row(picture: string, overflow = ''): CellRow {
  const cell = (char: string): Cell =>
    char === '.'
      ? null
      : { char: char === '?' ? '疑' : char, confidence: char === '?' ? 0.3 : 0.97 };
  return { cells: [...picture].map(cell), overflow: [...overflow].map(cell) };
}

describe('稿紙 cells to text', () => {
  it('reads in row order: the title without its leading cells, paragraphs opened by two empty cells', () => {
    const { text } = cellsToText([
      row('....下課十分鐘......'),
      row('..下課鐘一響，原本安'),
      row('靜的教室馬上熱鬧起來'),
      row('。..................'),
      row('..我走到走廊上。....'),
      row('....................'),
    ]);
    expect(text).toBe(
      `下課十分鐘\n\n${PARAGRAPH_INDENT}下課鐘一響，原本安靜的教室馬上熱鬧起來。\n\n${PARAGRAPH_INDENT}我走到走廊上。`,
    );
  });

  it('keeps a mark squeezed past the last cell at the end of its row (避頭點)', () => {
    const { text } = cellsToText([row('..我們每天都練習唱歌'), row('了', '。'), row('..第二段')]);
    expect(text).toBe(`${PARAGRAPH_INDENT}我們每天都練習唱歌了。\n\n${PARAGRAPH_INDENT}第二段`);
    const squeezed = cellsToText([row('..一二三四五六七八', '。'), row('九十')]);
    expect(squeezed.text).toBe(`${PARAGRAPH_INDENT}一二三四五六七八。九十`);
  });

  it('does not take a first row written from its first cell for a title, nor a one-cell gap for an indent', () => {
    const { text } = cellsToText([row('我家門前有一條小河'), row('.河水很清')]);
    expect(text).toBe('我家門前有一條小河河水很清');
  });

  it('marks the doubtful characters for the teacher, with the confidence of every character', () => {
    const reading = cellsToText([row('..今天?氣很好')]);
    expect(reading.text).toBe(`${PARAGRAPH_INDENT}今天疑氣很好`);
    const at = reading.text.indexOf('疑');
    expect(reading.uncertain).toEqual([{ start: at, end: at + 1 }]);
    expect(reading.confidences).toHaveLength([...reading.text].length);
    expect(reading.confidences.slice(0, 2)).toEqual([null, null]); // the indent is layout
    expect(reading.confidences[at]).toBeLessThan(DOUBT_BELOW);
  });

  it('marks a cell with ink but nothing read as □ for the teacher, next to a doubtful neighbour too', () => {
    const unread: CellRow = row('..我?.很好');
    unread.cells[4] = { char: UNREADABLE, confidence: 0 };
    const reading = cellsToText([unread]);
    expect(reading.text).toBe(`${PARAGRAPH_INDENT}我疑□很好`);
    const at = reading.text.indexOf('疑');
    expect(reading.uncertain).toEqual([{ start: at, end: at + 2 }]);
  });

  it('writes half-width marks read in cells as full-width ones', () => {
    const marks = row('..好,很好');
    marks.cells.push({ char: '.', confidence: 0.9 }); // '.' in a picture is an empty cell
    expect(cellsToText([marks]).text).toBe(`${PARAGRAPH_INDENT}好，很好。`);
  });
});
