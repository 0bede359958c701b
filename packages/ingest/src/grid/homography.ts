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
 * Resamples channels of one image (bilinear) into width × height images whose pixel (x, y) comes
 * from `toSource(x, y)` in the source; outside the source is paper (255). The source position is
 * computed once per pixel for all channels, without allocating (this is the costly loop).
 */
export function warp(
  sources: readonly Uint8Array[],
  sourceWidth: number,
  sourceHeight: number,
  toSource: Homography,
  width: number,
  height: number,
): Buffer[] {
  const outs = sources.map(() => Buffer.alloc(width * height, 255));
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toSource as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const w = h6 * px + h7 * py + h8;
      const fx = (h0 * px + h1 * py + h2) / w - 0.5;
      const fy = (h3 * px + h4 * py + h5) / w - 0.5;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= sourceWidth || y0 + 1 >= sourceHeight) continue;
      const dx = fx - x0;
      const dy = fy - y0;
      const i = y0 * sourceWidth + x0;
      for (let c = 0; c < sources.length; c++) {
        const source = sources[c]!;
        const top = source[i]! * (1 - dx) + source[i + 1]! * dx;
        const bottom = source[i + sourceWidth]! * (1 - dx) + source[i + sourceWidth + 1]! * dx;
        outs[c]![y * width + x] = Math.round(top * (1 - dy) + bottom * dy);
      }
    }
  }
  return outs;
}
