import sharp from 'sharp';
import { flattenLighting } from '../flat-field.ts';

/** Longest side of the colour page the grid is found and read on: cells of 40-60 px on A4. */
export const COLOUR_SIDE = 1600;

/** A page in colour, each channel flat-fielded (paper white everywhere, the colour cast gone). */
export type ColourPage = { r: Buffer; g: Buffer; b: Buffer; width: number; height: number };

/**
 * The page as the grid reader needs it: EXIF-rotated, at most COLOUR_SIDE, and every channel
 * divided by its own paper brightness, so a warm lamp or a shadow leaves the paper white and
 * only the ruled lines coloured. Takes a decodable image (JPEG, PNG, WebP; HEIC decoded first).
 */
export async function loadColourPage(input: Buffer, limitInputPixels: number): Promise<ColourPage> {
  const { data, info } = await sharp(input, { limitInputPixels, failOn: 'truncated' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: COLOUR_SIDE, height: COLOUR_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const planes = [0, 1, 2].map(() => Buffer.alloc(width * height));
  for (let i = 0, p = 0; p < width * height; i += channels, p++) {
    planes[0]![p] = data[i] ?? 255;
    planes[1]![p] = data[i + 1] ?? 255;
    planes[2]![p] = data[i + 2] ?? 255;
  }
  const [r, g, b] = await Promise.all(planes.map((plane) => flattenLighting(plane, width, height)));
  return { r: r!, g: g!, b: b!, width, height };
}
