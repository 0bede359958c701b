import type { TextBox } from './detect.ts';
import { REC_HEIGHT } from './recognise.ts';

/**
 * The rotated box cut out of the grey page and scaled to REC_HEIGHT (bilinear), as a strip for
 * the recogniser: its pixels and its width.
 */
export function cutBox(
  grey: Uint8Array,
  width: number,
  height: number,
  box: TextBox,
): { strip: Uint8Array; width: number } {
  const outWidth = Math.max(REC_HEIGHT, Math.round((box.length / box.height) * REC_HEIGHT));
  const out = new Uint8Array(outWidth * REC_HEIGHT);
  const { ux, uy } = box;
  const sample = (x: number, y: number): number => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return 255;
    const fx = x - x0;
    const fy = y - y0;
    const i = y0 * width + x0;
    const top = grey[i]! * (1 - fx) + grey[i + 1]! * fx;
    const bottom = grey[i + width]! * (1 - fx) + grey[i + width + 1]! * fx;
    return top * (1 - fy) + bottom * fy;
  };
  for (let j = 0; j < REC_HEIGHT; j++) {
    const v = ((j + 0.5) / REC_HEIGHT - 0.5) * box.height;
    for (let i = 0; i < outWidth; i++) {
      const u = ((i + 0.5) / outWidth - 0.5) * box.length;
      out[j * outWidth + i] = Math.round(
        sample(box.cx + u * ux - v * uy, box.cy + u * uy + v * ux),
      );
    }
  }
  return { strip: out, width: outWidth };
}
