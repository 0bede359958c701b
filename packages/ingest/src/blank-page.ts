import sharp from 'sharp';

/** Share of ink pixels below which a normalised page holds no writing (dust and specks stay under it). */
export const BLANK_DARK_SHARE = 0.002;
/** Darkest share of the page taken as its ink level: 0.5% of a page is far less than any written text covers. */
const INK_QUANTILE = 0.005;
/**
 * Least darkness under the paper, in grey levels, that counts as ink: above the sensor noise a 3×3
 * median leaves (a few levels) and below the mid-grey of faint ink on a dim photo (60-120).
 */
const MIN_INK_CONTRAST = 32;
/** Share of each side left out: the desk around a photographed sheet is not writing. */
const MARGIN = 0.08;

/** Level under which `share` of the pixels lie, from a 256-bin histogram. */
export function quantile(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let level = 0; level < histogram.length; level++) {
    seen += histogram[level] ?? 0;
    if (seen >= total * share) return level;
  }
  return 255;
}

/**
 * Ink share of a normalised page measured against the page's own contrast: ink is what is darker
 * than halfway from the paper to the page's darkest 0.5% (never less than MIN_INK_CONTRAST under
 * the paper), inside the page's outer 8%. A fixed threshold (the old "darker than 128") called dim photos blank: after the
 * lighting correction their ink is mid-grey (128-190).
 */
export async function inkShare(png: Buffer): Promise<number> {
  const { width, height } = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .extract({
      left: Math.floor(width * MARGIN),
      top: Math.floor(height * MARGIN),
      width: Math.max(1, Math.round(width * (1 - 2 * MARGIN))),
      height: Math.max(1, Math.round(height * (1 - 2 * MARGIN))),
    })
    .greyscale()
    .median(3) // sensor noise is single pixels; strokes are wider
    .raw()
    .toBuffer({ resolveWithObject: true });
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i += info.channels) histogram[data[i] ?? 255]!++;
  const total = info.width * info.height;
  const paper = quantile(histogram, total, 0.5);
  const ink = quantile(histogram, total, INK_QUANTILE);
  const threshold = paper - Math.max(MIN_INK_CONTRAST, (paper - ink) / 2);
  let dark = 0;
  for (let level = 0; level < threshold; level++) dark += histogram[level] ?? 0;
  return dark / total;
}

/**
 * A blank page (an empty back side, a separator sheet) is not OCR'd, which would spend seconds
 * on it and may read noise as text; it is still kept and shown to the teacher as blank. Takes a
 * normalised page (normaliseImage: grey, flat).
 */
export async function isBlankPage(png: Buffer): Promise<boolean> {
  return (await inkShare(png)) < BLANK_DARK_SHARE;
}
