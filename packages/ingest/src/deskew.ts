import sharp from 'sharp';
import { greyPass } from './grey-pass.ts';

/** Skew search range and steps, in degrees: phone photos of a page are rarely off by more. */
const RANGE = 8;
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
const SHRINK = 4;
const INK = 128;

/** The positions of the ink pixels of a page: `count` entries of `xs` and `ys` are used. */
interface InkPoints {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
}

function score({ xs, ys, count }: InkPoints, degrees: number, rows: Int32Array): number {
  rows.fill(0);
  const tan = Math.tan((degrees * Math.PI) / 180);
  const offset = rows.length / 2;
  for (let i = 0; i < count; i++) {
    const row = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * tan + offset);
    if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
  }
  // Text lines parallel to the rows give a spiky profile: maximise the sum of squares.
  let total = 0;
  for (const value of rows) total += value * value;
  return total;
}

/**
 * Angle (degrees, positive = text runs downhill to the right) that maximises the row-profile
 * contrast of the ink, from a quarter-size copy of a flattened grey page.
 */
export async function estimateSkew(grey: Buffer, width: number, height: number): Promise<number> {
  const w = Math.max(1, Math.round(width / SHRINK));
  const h = Math.max(1, Math.round(height / SHRINK));
  const small = await greyPass(grey, width, height, (image) => image.resize(w, h, { fit: 'fill' }));
  const xs = new Int32Array(small.length);
  const ys = new Int32Array(small.length);
  let count = 0;
  for (let i = 0; i < small.length; i++) {
    if ((small[i] ?? 255) < INK) {
      xs[count] = i % w;
      ys[count] = Math.floor(i / w);
      count++;
    }
  }
  if (count < 100) return 0;
  const rows = new Int32Array(h * 2 + w);
  let best = 0;
  let bestScore = -1;
  const search = (from: number, to: number, step: number): void => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const value = score({ xs, ys, count }, degrees, rows);
      if (value > bestScore) {
        bestScore = value;
        best = degrees;
      }
    }
  };
  search(-RANGE, RANGE, COARSE_STEP);
  search(best - COARSE_STEP, best + COARSE_STEP, FINE_STEP);
  return best;
}

/** Straightens a one-channel page if it is tilted by more than a few tenths of a degree. */
export async function deskew(
  grey: Buffer,
  width: number,
  height: number,
): Promise<{ data: Buffer; width: number; height: number; angle: number }> {
  const angle = await estimateSkew(grey, width, height);
  if (Math.abs(angle) < 0.3) return { data: grey, width, height, angle: 0 };
  const { data, info } = await sharp(grey, { raw: { width, height, channels: 1 } })
    .rotate(-angle, { background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, angle };
}
