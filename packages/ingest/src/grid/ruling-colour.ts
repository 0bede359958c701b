import sharp, { type OutputInfo } from 'sharp';
import { quantile } from '../blank-page.ts';

/**
 * Longest side of the thumbnail looked at: a JPEG decodes straight to it (shrink on load), in
 * tens of milliseconds, where the colour page the grid is searched on costs about 0.35 CPU-s.
 */
const THUMB_SIDE = 400;
/** A pixel shows ruling colour when it holds this much more green (or red) than the page's usual. */
const ABOVE_PAPER = 8;
/**
 * Share of such pixels (inside the margins) under which a page has no ruled lines. Measured on
 * 2026-11-27: the printed photos and scan of the repository's fixtures 0–0.011 %; the 18 稿紙
 * pages of the development set (scans, photos, hard photos) 1.3 % at the least (a hard photo of
 * a green grid), most above 5 %.
 */
const MIN_SHARE = 0.0005;
/** Share of each side left out: the desk around a photographed sheet (often wood: red) is not ruling. */
const MARGIN = 0.08;

/** Share of pixels whose green (or red) excess over the other two channels passes the page's own. */
function shareAbovePaper(histogram: Uint32Array, pixels: number): number {
  const paper = quantile(histogram, pixels, 0.5);
  let above = 0;
  for (let level = paper + ABOVE_PAPER; level < 256; level++) above += histogram[level]!;
  return above / pixels;
}

/**
 * Whether a page shows any green or red ruling at all, judged on a small thumbnail against the
 * page's own colour cast (a warm lamp tints every pixel alike; ruled lines stand above it),
 * inside the page's outer 8 %. A printed page or a plain sheet shows none, and is not searched
 * for a 稿紙 grid; a page that shows some is (ruledLines then decides). When the thumbnail cannot
 * be made, the page is searched as before, so the full decoder reports what is wrong with it.
 */
export async function showsRulingColour(image: Buffer, limitInputPixels: number): Promise<boolean> {
  let thumb: { data: Buffer; info: OutputInfo };
  try {
    thumb = await sharp(image, { limitInputPixels, failOn: 'truncated' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return true;
  }
  const { data, info } = thumb;
  const green = new Uint32Array(256);
  const red = new Uint32Array(256);
  const [left, top] = [Math.floor(info.width * MARGIN), Math.floor(info.height * MARGIN)];
  let pixels = 0;
  for (let y = top; y < info.height - top; y++) {
    for (let x = left; x < info.width - left; x++) {
      const i = (y * info.width + x) * info.channels;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      green[Math.max(0, g - Math.max(r, b))]!++;
      red[Math.max(0, r - Math.max(g, b))]!++;
      pixels++;
    }
  }
  return Math.max(shareAbovePaper(green, pixels), shareAbovePaper(red, pixels)) >= MIN_SHARE;
}
