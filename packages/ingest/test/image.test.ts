import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IngestError, MAX_SIDE, normaliseImage } from '../src/index.ts';
import { readFixture } from './fixtures.ts';

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(IngestError);
  return (error as IngestError).code;
}

/** Mean grey level of a rectangle given in fractions of the image size. */
async function meanOf(
  png: Buffer,
  left: number,
  top: number,
  width: number,
  height: number,
): Promise<number> {
  const { width: w = 0, height: h = 0 } = await sharp(png).metadata();
  const region = {
    left: Math.round(left * w),
    top: Math.round(top * h),
    width: Math.round(width * w),
    height: Math.round(height * h),
  };
  const pixels = await sharp(png).extract(region).greyscale().raw().toBuffer();
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
}

describe('normaliseImage', () => {
  it('applies the EXIF rotation of a photo stored sideways', async () => {
    const input = readFixture('photo-zh.jpg');
    const stored = await sharp(input).metadata();
    expect(stored.orientation).toBe(6);
    expect(stored.width).toBeGreaterThan(stored.height ?? 0);
    const meta = await sharp(await normaliseImage(input)).metadata();
    expect(meta.format).toBe('png');
    expect(meta.height).toBeGreaterThan(meta.width ?? 0);
    expect(meta.channels).toBe(1);
  });

  it('flattens uneven lighting: paper is white in the bright and the dim corner', async () => {
    const input = readFixture('photo-en.jpg');
    // Blank paper below the text: top-left light is bright, bottom-right dim in the photo.
    const photoLeft = await meanOf(await sharp(input).png().toBuffer(), 0.15, 0.75, 0.2, 0.1);
    const photoRight = await meanOf(await sharp(input).png().toBuffer(), 0.6, 0.75, 0.2, 0.1);
    expect(photoLeft - photoRight).toBeGreaterThan(25);
    const flat = await normaliseImage(input);
    const left = await meanOf(flat, 0.15, 0.75, 0.2, 0.1);
    const right = await meanOf(flat, 0.6, 0.75, 0.2, 0.1);
    expect(left).toBeGreaterThan(235);
    expect(right).toBeGreaterThan(235);
  });

  it('decodes HEIC to the same page as the JPEG it was made from', async () => {
    const fromHeic = await sharp(await normaliseImage(readFixture('photo-en.heic'))).metadata();
    const fromJpeg = await sharp(await normaliseImage(readFixture('photo-en.jpg'))).metadata();
    // Same page and orientation; deskewing may differ by a pixel or two.
    expect(Math.abs((fromHeic.width ?? 0) - (fromJpeg.width ?? 0))).toBeLessThan(8);
    expect(Math.abs((fromHeic.height ?? 0) - (fromJpeg.height ?? 0))).toBeLessThan(8);
    expect(fromHeic.height).toBeGreaterThan(fromHeic.width ?? 0);
  });

  it(`caps the longest side at ${MAX_SIDE} px`, async () => {
    const big = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#eeeeee' },
    })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await normaliseImage(big)).metadata();
    expect(meta.width).toBe(MAX_SIDE);
    expect(meta.height).toBe(MAX_SIDE / 4);
  });

  it('puts transparent areas on white paper', async () => {
    const transparent = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    const pixels = await sharp(await normaliseImage(transparent))
      .raw()
      .toBuffer();
    expect(pixels.reduce((low, value) => Math.min(low, value), 255)).toBeGreaterThan(240);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    expect(await errorCode(normaliseImage(readFixture('bomb.png')))).toBe('image_too_large');
  });

  it('refuses a HEIC whose declared size is a bomb', async () => {
    const heic = Buffer.from(readFixture('photo-en.heic'));
    const ispe = heic.indexOf('ispe', 0, 'latin1');
    heic.writeUInt32BE(40_000, ispe + 8);
    heic.writeUInt32BE(40_000, ispe + 12);
    expect(await errorCode(normaliseImage(heic))).toBe('image_too_large');
  });

  it('reports a truncated JPEG as corrupt and a text file as unsupported', async () => {
    const jpeg = readFixture('photo-en.jpg');
    expect(await errorCode(normaliseImage(jpeg.subarray(0, jpeg.length / 3)))).toBe('corrupt_file');
    expect(await errorCode(normaliseImage(readFixture('essay-en.txt')))).toBe('unsupported_type');
    expect(await errorCode(normaliseImage(readFixture('pdf-text-en.pdf')))).toBe(
      'unsupported_type',
    );
  });
});
