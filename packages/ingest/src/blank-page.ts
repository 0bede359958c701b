import sharp from 'sharp';

/** Share of dark pixels below which a normalised page holds no writing (dust and ruled lines stay under it). */
export const BLANK_DARK_SHARE = 0.002;

/**
 * A blank page (an empty back side, a separator sheet) is skipped before OCR, which would spend
 * seconds on it and may read noise as text. Takes a normalised page (normaliseImage: grey, flat).
 */
export async function isBlankPage(png: Buffer): Promise<boolean> {
  const { data, info } = await sharp(png)
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] === 0) dark++;
  return dark / (info.width * info.height) < BLANK_DARK_SHARE;
}
