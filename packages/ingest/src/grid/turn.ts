import type { ColourPage } from './colour-page.ts';
import type { Grid } from './find-grid.ts';

/** A quarter turn clockwise counts 1; 2 is upside down, 3 a quarter turn anticlockwise. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/** One plane (width × height) turned a quarter anticlockwise: its top edge becomes its left. */
export function planeAnticlockwise(plane: Uint8Array, width: number, height: number): Buffer {
  const out = Buffer.alloc(plane.length);
  // New width is `height`; new (x, y) holds old (width - 1 - y, x).
  for (let y = 0; y < width; y++) {
    const from = width - 1 - y;
    for (let x = 0; x < height; x++) out[y * height + x] = plane[x * width + from]!;
  }
  return out;
}

/** One plane turned upside down. */
export function planeHalf(plane: Uint8Array): Buffer {
  return Buffer.from(plane).reverse();
}

/**
 * The page turned a quarter anticlockwise: a vertical answer sheet's columns (read top to bottom,
 * from the right) become rows read left to right, from the top, each character lying on its side.
 */
export function pageAnticlockwise(page: ColourPage): ColourPage {
  const turn = (plane: Buffer): Buffer => planeAnticlockwise(plane, page.width, page.height);
  return {
    r: turn(page.r),
    g: turn(page.g),
    b: turn(page.b),
    width: page.height,
    height: page.width,
  };
}

/**
 * A found grid turned upside down (the page and its lines): the last row becomes the first and
 * each row reads from its other end.
 */
export function gridUpsideDown(grid: Grid): Grid {
  const { page } = grid;
  const { width, height } = page;
  return {
    ...grid,
    page: { r: planeHalf(page.r), g: planeHalf(page.g), b: planeHalf(page.b), width, height },
    columnLines: grid.columnLines.map((x) => width - 1 - x).reverse(),
    rows: grid.rows
      .map(({ top, bottom }) => ({ top: height - 1 - bottom, bottom: height - 1 - top }))
      .reverse(),
    corners: [2, 3, 0, 1].map((i) => grid.corners[i]!),
  };
}

/**
 * Each `size`-square block of a strip (`size` tall, blocks side by side) turned `turns` quarters
 * clockwise in place of itself: a character lying on its side in its cell stands up again.
 */
export function turnBlocks(strip: Uint8Array, size: number, turns: QuarterTurns): Uint8Array {
  if (turns === 0) return strip;
  const width = strip.length / size;
  const blocks = Math.floor(width / size);
  const out = new Uint8Array(strip.length).fill(255);
  const last = size - 1;
  for (let k = 0; k < blocks; k++) {
    const x0 = k * size;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        // Where the pixel now at (x, y) of the block was before the turn.
        const [fx, fy] =
          turns === 1 ? [y, last - x] : turns === 2 ? [last - x, last - y] : [last - y, x];
        out[y * width + x0 + x] = strip[fy * width + x0 + fx]!;
      }
    }
  }
  return out;
}
