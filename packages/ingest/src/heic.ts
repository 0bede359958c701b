import sharp from 'sharp';
import { IngestError } from './ingest-error.ts';

/**
 * Largest image size declared by the HEIF 'ispe' properties, read before decoding so a
 * decompression bomb is refused without allocating it. Null when no 'ispe' box is found.
 */
export function heicDeclaredPixels(input: Buffer): number | null {
  let largest: number | null = null;
  const searchEnd = Math.min(input.length, 1 << 20); // the meta box sits near the start
  for (
    let at = input.indexOf('ispe', 4, 'latin1');
    at !== -1 && at + 16 <= searchEnd;
    at = input.indexOf('ispe', at + 4, 'latin1')
  ) {
    const width = input.readUInt32BE(at + 8);
    const height = input.readUInt32BE(at + 12);
    largest = Math.max(largest ?? 0, width * height);
  }
  return largest;
}

/**
 * Decodes HEIC/HEIF (iPhone photos) to PNG; sharp's prebuilt libvips has no HEVC decoder. libheif
 * (heic-decode) gives the pixels, sharp writes them as a lightly compressed PNG: a quarter of the
 * CPU of writing it in JavaScript (decision 0057).
 */
export async function heicToPng(input: Buffer, maxPixels: number): Promise<Buffer> {
  const declared = heicDeclaredPixels(input);
  if (declared !== null && declared > maxPixels) throw new IngestError('image_too_large');
  // Loaded on first use: the decoder is large and only extraction needs it.
  const { default: decode } = await import('heic-decode');
  let image: Awaited<ReturnType<typeof decode>>;
  try {
    image = await decode({ buffer: input });
  } catch (error) {
    throw new IngestError('corrupt_file', undefined, { cause: error });
  }
  const { width, height, data } = image;
  if (width * height > maxPixels) throw new IngestError('image_too_large');
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
