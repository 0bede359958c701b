import { greyPass } from './grey-pass.ts';

/** Background estimate works at 1/8 scale: lighting varies slowly, and it is 64x cheaper. */
const SHRINK = 8;
/** Max-filter radius at 1/8 scale (±3 px = ±24 px full size) erases strokes of ~50 px glyphs. */
const MAX_RADIUS = 3;

/** Each pixel becomes the brightest within `radius` of it along its row or its column. */
function maxAlong(
  pixels: Uint8Array,
  width: number,
  height: number,
  radius: number,
  along: 'row' | 'column',
): Uint8Array {
  const out = new Uint8Array(pixels.length);
  const stride = along === 'row' ? 1 : width;
  const length = along === 'row' ? width : height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = along === 'row' ? x : y;
      const here = y * width + x;
      let best = 0;
      for (let d = Math.max(0, at - radius); d <= Math.min(length - 1, at + radius); d++) {
        best = Math.max(best, pixels[here + (d - at) * stride] ?? 0);
      }
      out[here] = best;
    }
  }
  return out;
}

/** A square max filter, done as two passes (rows, then columns): the same result, far fewer reads. */
function maxFilter(pixels: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  return maxAlong(maxAlong(pixels, width, height, radius, 'row'), width, height, radius, 'column');
}

/** Darkest paper brightness a pixel is divided by: a shadow darker than this is not paper. */
const MIN_PAPER = 16;

/**
 * The corrected grey of every (paper brightness, pixel) pair, index `paper << 8 | pixel`: paper
 * (ratio ~1) goes to white, ink keeps its relative darkness. A table lookup per pixel instead of
 * a division: the same values, several times faster on a page of millions of pixels.
 */
const CORRECTED = (() => {
  const table = new Uint8Array(256 * 256);
  for (let paper = 0; paper < 256; paper++) {
    for (let pixel = 0; pixel < 256; pixel++) {
      const ratio = pixel / Math.max(MIN_PAPER, paper);
      table[(paper << 8) | pixel] = Math.max(
        0,
        Math.min(255, Math.round(((ratio - 0.08) / 0.84) * 255)),
      );
    }
  }
  return table;
})();

/**
 * Flat-field correction of a one-channel image: divides every pixel by the local paper
 * brightness (max filter to remove the ink, then a heavy blur), so a photo lit unevenly
 * becomes black ink on white paper everywhere. Without it tesseract binarises shadows into noise.
 */
export async function flattenLighting(
  grey: Buffer,
  width: number,
  height: number,
): Promise<Buffer> {
  const smallWidth = Math.max(1, Math.round(width / SHRINK));
  const smallHeight = Math.max(1, Math.round(height / SHRINK));
  const small = await greyPass(grey, width, height, (image) =>
    image.resize(smallWidth, smallHeight, { fit: 'fill', kernel: 'linear' }),
  );
  const paper = maxFilter(small, smallWidth, smallHeight, MAX_RADIUS);
  // Two passes: sharp always resizes before blurring within one.
  const blurred = await greyPass(Buffer.from(paper), smallWidth, smallHeight, (image) =>
    image.blur(3),
  );
  const background = await greyPass(blurred, smallWidth, smallHeight, (image) =>
    image.resize(width, height, { fit: 'fill', kernel: 'linear' }),
  );
  const out = Buffer.alloc(width * height);
  for (let i = 0; i < out.length; i++) out[i] = CORRECTED[(background[i]! << 8) | grey[i]!]!;
  return out;
}
