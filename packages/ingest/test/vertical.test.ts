import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARAGRAPH_INDENT } from '../src/grid/grid-text.ts';
import { createHandwritingReader, type HandwritingReader } from '../src/handwriting.ts';
import { a4Sheet, gridSheetSvg, photograph } from './page-maker.ts';

/**
 * A vertical answer sheet (橫式直書) the test draws: a 稿紙 sheet whose characters lie on their
 * left side, turned a quarter clockwise, is a landscape page of columns read from the right, top
 * to bottom, with a blank band left of each column. No CJK font is installed: letters and digits.
 */
const COLUMNS = ['....2026', '..ABCDEFGHJKLMPRTUVY', 'ABC', '..DEFGHJKLM', 'PRTUVY', '..2468'];
const TEXT = [
  '2026',
  `${PARAGRAPH_INDENT}ABCDEFGHJKLMPRTUVYABC`,
  `${PARAGRAPH_INDENT}DEFGHJKLMPRTUVY`,
  `${PARAGRAPH_INDENT}2468`,
].join('\n\n');

let reader: HandwritingReader;
let upright: Buffer;
beforeAll(async () => {
  reader = await createHandwritingReader();
  const sheet = photograph(gridSheetSvg(a4Sheet({ typed: COLUMNS, typedTurn: -90 })), {
    rotate: 2,
  });
  upright = await sharp(await sheet)
    .rotate(90)
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(async () => {
  await reader.release();
});

describe('a vertical answer sheet, read by its grid (real OCR)', () => {
  it('reads the columns from the right, top to bottom: the title column, indented paragraphs', async () => {
    const reading = await reader.readGridPage(upright);
    expect(reading?.layout).toEqual({ writing: 'columns', turned: 0 });
    expect(reading?.grid).toEqual({ columns: 20, rows: 25 });
    expect(reading?.text).toBe(TEXT);
  });

  it('reads the same text from the sheet upside down (the back turned over), and says so', async () => {
    const turned = await sharp(upright).rotate(180).jpeg({ quality: 90 }).toBuffer();
    const reading = await reader.readGridPage(turned);
    expect(reading?.layout).toEqual({ writing: 'columns', turned: 180 });
    expect(reading?.text).toBe(TEXT);
  });

  it('reads a horizontal 稿紙 page photographed on its side as rows, turned back', async () => {
    const rows = await photograph(gridSheetSvg(a4Sheet({ typed: COLUMNS })), { rotate: 2 });
    const sideways = await sharp(rows).rotate(90).jpeg({ quality: 90 }).toBuffer();
    const reading = await reader.readGridPage(sideways);
    expect(reading?.layout).toEqual({ writing: 'rows', turned: 90 });
    expect(reading?.text).toBe(TEXT);
  });
});

/**
 * Chinese characters, unlike letters, are read by PP-OCR almost as surely lying a quarter
 * anticlockwise as standing (decision 0087, Part 2): a vertical sheet on its side must still be
 * read as columns. Drawn in Noto Sans CJK TC (Debian's fonts-noto-cjk, which scripts/test.sh
 * installs).
 */
describe('a vertical answer sheet in Chinese, photographed on its side (real OCR)', () => {
  const chinese = [
    '....背影',
    '..我與父親不相見已二年餘了我最不能忘',
    '記的是他的背影那年冬天祖母死了',
  ];
  it('reads it as columns, either way on its side, and says how it lay', async () => {
    const sheet = a4Sheet({ typed: chinese, typedTurn: -90, font: 'Noto Sans CJK TC' });
    const page = await sharp(await photograph(gridSheetSvg(sheet), { rotate: 2 }))
      .rotate(90)
      .toBuffer();
    for (const turn of [90, 270] as const) {
      const sideways = await sharp(page).rotate(turn).jpeg({ quality: 90 }).toBuffer();
      const reading = await reader.readGridPage(sideways);
      expect(reading?.layout).toEqual({ writing: 'columns', turned: turn });
      expect(reading?.text.startsWith('背影')).toBe(true);
    }
  });
});

/**
 * When the grid is lost (a shadow, a fold), the page is read by PP-OCR's lines of text, which on
 * a vertical sheet run down the page: they are read as columns from the right whichever way the
 * sheet lay, and a page of rows on its side is told from it by its characters (decision 0089).
 */
describe('a page read by its lines of text, any way up (real OCR)', () => {
  const chinese = [
    '....背影',
    '..我與父親不相見已二年餘了我最不能忘',
    '記的是他的背影那年冬天祖母死了',
  ];
  const drawn = async (typedTurn?: number): Promise<Buffer> => {
    const sheet = a4Sheet({ typed: chinese, typedTurn, font: 'Noto Sans CJK TC' });
    return sharp(await photograph(gridSheetSvg(sheet), { rotate: 2 }))
      .rotate(typedTurn ? 90 : 0)
      .toBuffer();
  };
  const turned = (page: Buffer, turn: number): Promise<Buffer> =>
    sharp(page).rotate(turn).jpeg({ quality: 90 }).toBuffer();

  it('reads a vertical sheet as columns from the right, as it lay', async () => {
    const page = await drawn(-90);
    for (const turn of [0, 90, 180, 270] as const) {
      const reading = await reader.readLinesPage(await turned(page, turn));
      expect(reading.layout).toEqual({ writing: 'columns', turned: turn });
      expect(reading.text.replace(/\s/g, '')).toMatch(/^.影我與父親不相見/);
    }
  });

  it('reads a page of rows as rows, as it lay', async () => {
    const page = await drawn();
    for (const turn of [0, 90, 180, 270] as const) {
      const reading = await reader.readLinesPage(await turned(page, turn));
      expect(reading.layout).toEqual({ writing: 'rows', turned: turn });
      expect(reading.text.replace(/\s/g, '')).toMatch(/^.影我與父親不相見/);
    }
  });
});
