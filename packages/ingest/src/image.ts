import sharp, { type OutputInfo } from 'sharp';
import { deskew } from './deskew.ts';
import { flattenLighting } from './flat-field.ts';
import { heicToPng } from './heic.ts';
import { IngestError } from './ingest-error.ts';
import { sniffFileType } from './sniff.ts';

/** Decompression-bomb guard: above this many pixels an upload is refused before decoding. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Longest side after normalising: enough for 30-60 px CJK glyphs on a photographed A4 page. */
export const MAX_SIDE = 2400;

const IMAGE_TYPES = new Set(['jpeg', 'png', 'webp', 'heic']);

function decodeError(error: unknown): IngestError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message))
    return new IngestError('image_too_large', undefined, { cause: error });
  return new IngestError('corrupt_file', undefined, { cause: error });
}

/**
 * The image as sharp can decode it: HEIC (which sharp's libvips cannot read) becomes a PNG,
 * other types are passed through; anything that is not an image type is refused.
 */
export async function decodableImage(input: Buffer): Promise<Buffer> {
  const type = await sniffFileType(input);
  if (type === null || !IMAGE_TYPES.has(type)) throw new IngestError('unsupported_type');
  return type === 'heic' ? heicToPng(input, MAX_INPUT_PIXELS) : input;
}

/**
 * Turns an uploaded photo or scan into an OCR-ready PNG: applies the EXIF rotation, decodes
 * HEIC, caps the size (longest side MAX_SIDE), converts to grey, flattens the lighting and
 * straightens a tilted page.
 */
export async function normaliseImage(input: Buffer): Promise<Buffer> {
  const decodable = await decodableImage(input);
  let grey: { data: Buffer; info: OutputInfo };
  try {
    grey = await sharp(decodable, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate() // EXIF orientation
      .flatten({ background: '#ffffff' }) // transparent PNG/WebP areas are paper, not black
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error);
  }
  const { width, height, channels } = grey.info;
  const single =
    channels === 1
      ? grey.data
      : await sharp(grey.data, { raw: { width, height, channels } })
          .extractChannel(0)
          .raw()
          .toBuffer();
  const flat = await flattenLighting(single, width, height);
  const straight = await deskew(flat, width, height);
  return sharp(straight.data, {
    raw: { width: straight.width, height: straight.height, channels: 1 },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 3 })
    .toBuffer();
}
