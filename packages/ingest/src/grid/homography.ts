/** A point in page pixels. */
export type Point = { x: number; y: number };

/** 3×3 projective transform, row-major, h[8] = 1. */
export type Homography = number[];

/** Solves A x = b (n×n) by Gaussian elimination with partial pivoting; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** The homography taking each `from` corner onto the `to` corner of the same index (4 points). */
export function homography(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  from.forEach((p, i) => {
    const q = to[i]!;
    a.push([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x]);
    b.push(q.x);
    a.push([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y]);
    b.push(q.y);
  });
  const h = solve(a, b);
  return h ? [...h, 1] : null;
}

export function project(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + h[8]!;
  return { x: (h[0]! * x + h[1]! * y + h[2]!) / w, y: (h[3]! * x + h[4]! * y + h[5]!) / w };
}

/**
 * Resamples one channel (bilinear) into a width × height image whose pixel (x, y) comes from
 * `toSource(x, y)` in the source; outside the source is paper (255).
 */
export function warp(
  source: Uint8Array,
  sourceWidth: number,
  sourceHeight: number,
  toSource: Homography,
  width: number,
  height: number,
): Buffer {
  const out = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { x: sx, y: sy } = project(toSource, x + 0.5, y + 0.5);
      const fx = sx - 0.5;
      const fy = sy - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= sourceWidth || y0 + 1 >= sourceHeight) continue;
      const dx = fx - x0;
      const dy = fy - y0;
      const i = y0 * sourceWidth + x0;
      const top = source[i]! * (1 - dx) + source[i + 1]! * dx;
      const bottom = source[i + sourceWidth]! * (1 - dx) + source[i + sourceWidth + 1]! * dx;
      out[y * width + x] = Math.round(top * (1 - dy) + bottom * dy);
    }
  }
  return out;
}
