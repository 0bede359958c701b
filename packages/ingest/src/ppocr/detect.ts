import sharp from 'sharp';
import { Tensor } from 'onnxruntime-node';
import type { PpocrModels } from './ppocr-models.ts';

/** Longest side the detector sees (PaddleOCR's default limit): a page's lines stay 15+ px tall. */
export const DETECT_SIDE = 960;
/** Probability from which a pixel of the detector's map is text (PaddleOCR's DB threshold). */
const TEXT_PROBABILITY = 0.3;
/** Mean probability a region needs to be a line of text (PaddleOCR's box threshold). */
const BOX_SCORE = 0.6;
/** How far a region is grown, as PaddleOCR's unclip ratio: area × ratio / perimeter. */
const UNCLIP_RATIO = 1.6;
/** Regions under this many pixels of the map are specks. */
const MIN_PIXELS = 12;

/**
 * A line of text found on a page, as a rotated rectangle in the page's pixels: its centre, the
 * unit vector along the line, its length and height.
 */
export type TextBox = {
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  length: number;
  height: number;
  score: number;
};

/**
 * Finds the lines of text on a grey page with PP-OCRv4's detector (DB): the page is shrunk to
 * DETECT_SIDE, its probability map split into regions, each region a rotated rectangle (its
 * principal axis) grown as PaddleOCR grows it. Short regions take the page's dominant slant,
 * which one or two characters cannot show.
 */
export async function detectLines(
  models: PpocrModels,
  grey: Uint8Array,
  width: number,
  height: number,
): Promise<TextBox[]> {
  const scale = Math.min(1, DETECT_SIDE / Math.max(width, height));
  const w = Math.max(32, Math.round((width * scale) / 32) * 32);
  const h = Math.max(32, Math.round((height * scale) / 32) * 32);
  const small = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(w, h, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const plane = w * h;
  const input = new Float32Array(plane * 3);
  const mean = [0.485, 0.456, 0.406];
  const std = [0.229, 0.224, 0.225];
  for (let i = 0; i < plane; i++) {
    const value = small[i]! / 255;
    for (let c = 0; c < 3; c++) input[i + c * plane] = (value - mean[c]!) / std[c]!;
  }
  const session = models.detection;
  const outputs = await session.run({
    [session.inputNames[0]!]: new Tensor('float32', input, [1, 3, h, w]),
  });
  const map = outputs[session.outputNames[0]!]!.data as Float32Array;
  const boxes = regions(map, w, h);
  const sx = width / w;
  const sy = height / h;
  return boxes.map((box) => toPage(box, sx, sy));
}

/** A box on the map scaled to the page (the map may be stretched differently along x and y). */
function toPage(box: TextBox, sx: number, sy: number): TextBox {
  const ux = box.ux * sx;
  const uy = box.uy * sy;
  const along = Math.hypot(ux, uy);
  const across = Math.hypot(-box.uy * sx, box.ux * sy);
  return {
    cx: box.cx * sx,
    cy: box.cy * sy,
    ux: ux / along,
    uy: uy / along,
    length: box.length * along,
    height: box.height * across,
    score: box.score,
  };
}

/** The regions of the probability map above TEXT_PROBABILITY, each as a rotated rectangle. */
function regions(map: Float32Array, w: number, h: number): TextBox[] {
  const label = new Int32Array(w * h).fill(-1);
  const found: { pixels: number[]; score: number }[] = [];
  const stack: number[] = [];
  for (let start = 0; start < map.length; start++) {
    if (label[start] !== -1 || map[start]! < TEXT_PROBABILITY) continue;
    const id = found.length;
    const pixels: number[] = [];
    let sum = 0;
    label[start] = id;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      sum += map[i]!;
      const x = i % w;
      const neighbours = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w];
      for (const j of neighbours) {
        if (j < 0 || j >= map.length || label[j] !== -1 || map[j]! < TEXT_PROBABILITY) continue;
        label[j] = id;
        stack.push(j);
      }
    }
    found.push({ pixels, score: sum / pixels.length });
  }
  const boxes = found
    .filter((region) => region.pixels.length >= MIN_PIXELS && region.score >= BOX_SCORE)
    .map((region) => rectangle(region.pixels, w, region.score));
  const long = boxes.filter((box) => box.length > 3 * box.height);
  const slant = medianAngle(long.length ? long : boxes);
  return boxes.map((box) =>
    box.length > 3 * box.height ? box : rectangle(box.pixels, w, box.score, slant),
  );
}

function medianAngle(boxes: { ux: number; uy: number }[]): number {
  const angles = boxes.map((box) => Math.atan2(box.uy, box.ux)).sort((a, b) => a - b);
  return angles[Math.floor(angles.length / 2)] ?? 0;
}

/**
 * The rotated rectangle around a region: along its principal axis (or along `angle`), grown by
 * area × UNCLIP_RATIO / perimeter on every side as PaddleOCR's unclip does.
 */
function rectangle(
  pixels: number[],
  w: number,
  score: number,
  angle?: number,
): TextBox & { pixels: number[] } {
  let mx = 0;
  let my = 0;
  for (const i of pixels) {
    mx += i % w;
    my += Math.floor(i / w);
  }
  mx /= pixels.length;
  my /= pixels.length;
  let theta = angle;
  if (theta === undefined) {
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    for (const i of pixels) {
      const dx = (i % w) - mx;
      const dy = Math.floor(i / w) - my;
      sxx += dx * dx;
      syy += dy * dy;
      sxy += dx * dy;
    }
    theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  }
  const ux = Math.cos(theta);
  const uy = Math.sin(theta);
  let u0 = Infinity;
  let u1 = -Infinity;
  let v0 = Infinity;
  let v1 = -Infinity;
  for (const i of pixels) {
    const dx = (i % w) - mx;
    const dy = Math.floor(i / w) - my;
    const u = dx * ux + dy * uy;
    const v = -dx * uy + dy * ux;
    u0 = Math.min(u0, u);
    u1 = Math.max(u1, u);
    v0 = Math.min(v0, v);
    v1 = Math.max(v1, v);
  }
  const length = u1 - u0 + 1;
  const height = v1 - v0 + 1;
  const grow = (length * height * UNCLIP_RATIO) / (2 * (length + height));
  const cu = (u0 + u1) / 2;
  const cv = (v0 + v1) / 2;
  return {
    cx: mx + cu * ux - cv * uy,
    cy: my + cu * uy + cv * ux,
    ux,
    uy,
    length: length + 2 * grow,
    height: height + 2 * grow,
    score,
    pixels,
  };
}
