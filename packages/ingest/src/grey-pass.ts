import sharp, { type Sharp } from 'sharp';

/**
 * One sharp pass over a raw one-channel (grey) image, answering raw one-channel bytes: sharp
 * otherwise widens one channel to sRGB. `step` adds the operations (resize, blur).
 */
export function greyPass(
  grey: Buffer,
  width: number,
  height: number,
  step: (image: Sharp) => Sharp,
): Promise<Buffer> {
  return step(sharp(grey, { raw: { width, height, channels: 1 } }))
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}
