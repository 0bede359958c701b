import { describe, expect, it } from 'vitest';
import { layoutNote, layoutOf } from '../src/grid/page-layout.ts';
import { gridUpsideDown, pageAnticlockwise, turnBlocks } from '../src/grid/turn.ts';
import { horizontalForm, horizontalForms } from '../src/cjk-text.ts';
import { random } from './page-maker.ts';

const plane = (width: number, height: number, seed: number): Buffer => {
  const next = random(seed);
  return Buffer.from(Array.from({ length: width * height }, () => Math.floor(next() * 256)));
};

describe('turning a vertical page into rows of cells', () => {
  it('puts the rightmost column on top, read from its top at the left', () => {
    // 3 × 2 page: columns x = 0, 1, 2; the rightmost column (x = 2) is read first, top down.
    const r = Buffer.from([0, 1, 2, 3, 4, 5]);
    const turned = pageAnticlockwise({ r, g: r, b: r, width: 3, height: 2 });
    expect([turned.width, turned.height]).toEqual([2, 3]);
    expect([...turned.r]).toEqual([2, 5, 1, 4, 0, 3]);
  });

  it('comes back to the page after four quarter turns, whatever its pixels', () => {
    for (const seed of [1, 2, 3]) {
      const [width, height] = [3 + seed, 5 + 2 * seed];
      const r = plane(width, height, seed);
      let page = {
        r,
        g: plane(width, height, seed + 10),
        b: plane(width, height, seed + 20),
        width,
        height,
      };
      const start = { ...page };
      for (let i = 0; i < 4; i++) page = pageAnticlockwise(page);
      expect(page).toEqual(start);
    }
  });

  it('stands each cell up with a quarter turn clockwise, in its own place', () => {
    // Two 2 × 2 cells side by side: [a b / c d] turned clockwise is [c a / d b].
    const strip = Uint8Array.from([1, 2, 5, 6, 3, 4, 7, 8]);
    expect([...turnBlocks(strip, 2, 1)]).toEqual([3, 1, 7, 5, 4, 2, 8, 6]);
    expect([...turnBlocks(strip, 2, 2)]).toEqual([4, 3, 8, 7, 2, 1, 6, 5]);
  });

  it('turns any strip back with four quarter turns, and two half turns', () => {
    for (const seed of [4, 5, 6]) {
      const size = 4 + seed;
      const strip = new Uint8Array(plane(size * 3, size, seed));
      let turned: Uint8Array = strip;
      for (let i = 0; i < 4; i++) turned = turnBlocks(turned, size, 1);
      expect(turned).toEqual(strip);
      expect(turnBlocks(turnBlocks(strip, size, 2), size, 2)).toEqual(strip);
      expect(turnBlocks(turnBlocks(strip, size, 1), size, 3)).toEqual(strip);
    }
  });

  it('turns a grid upside down: last row first, each read from its other end; twice is the grid', () => {
    const r = plane(10, 8, 7);
    const grid = {
      page: { r, g: r, b: r, width: 10, height: 8 },
      colour: 'green' as const,
      columnLines: [1, 4, 7],
      rows: [
        { top: 0, bottom: 3 },
        { top: 4, bottom: 7 },
      ],
      corners: [0, 1, 2, 3].map((i) => ({ x: i, y: i })),
    };
    const turned = gridUpsideDown(grid);
    expect(turned.columnLines).toEqual([2, 5, 8]);
    expect(turned.rows).toEqual([
      { top: 0, bottom: 3 },
      { top: 4, bottom: 7 },
    ]);
    expect(turned.page.r[0]).toBe(r[79]);
    expect(gridUpsideDown(turned)).toEqual(grid);
  });
});

describe('marks of vertical writing', () => {
  it('turns the quarter-turned marks back to their horizontal forms', () => {
    expect(horizontalForms('﹁﹂﹃﹄︽︾︱︙︰')).toBe('「」『』《》—…：');
  });

  it('leaves characters and marks that do not turn as written', () => {
    for (const char of [...'我們，。、！？；「」天2A']) expect(horizontalForm(char)).toBe(char);
  });
});

describe('the layout a page was read in', () => {
  it('names columns and how far the page lay from upright', () => {
    // An upright vertical sheet: found on the page turned anticlockwise, cells stood up clockwise.
    expect(layoutOf(true, { upsideDown: false, turns: 1 })).toEqual({
      writing: 'columns',
      turned: 0,
    });
    expect(layoutOf(true, { upsideDown: true, turns: 1 })).toEqual({
      writing: 'columns',
      turned: 180,
    });
    expect(layoutOf(false, { upsideDown: false, turns: 0 })).toEqual({
      writing: 'rows',
      turned: 0,
    });
    expect(layoutOf(true, { upsideDown: false, turns: 0 })).toEqual({
      writing: 'rows',
      turned: 90,
    });
    expect(layoutOf(false, { upsideDown: true, turns: 1 })).toEqual({
      writing: 'columns',
      turned: 90,
    });
  });

  it('tells the teacher only of a page not read as upright rows', () => {
    expect(layoutNote({ writing: 'rows', turned: 0 })).toBeNull();
    expect(layoutNote({ writing: 'columns', turned: 180 })).toMatch(/vertical.*upside down/i);
  });
});
