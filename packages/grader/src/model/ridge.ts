import { standardise, type Row } from './design.ts';

export interface RidgeModel {
  denseMean: number[];
  denseSd: number[];
  wDense: number[];
  /** Optional piecewise-linear terms: knots[k][j] on feature j's standardised value, weights wKnots[k][j]. */
  knots?: number[][];
  wKnots?: number[][];
  /** Dense array of 2^hashBits weights, already multiplied by hashWeight; empty without n-grams. */
  wHash: number[];
  intercept: number;
  hashBits: number;
}

export function predictRidge(m: RidgeModel, row: Row): number {
  const z = standardise(row.dense, Float64Array.from(m.denseMean), Float64Array.from(m.denseSd));
  let s = m.intercept;
  for (let j = 0; j < z.length; j++) s += z[j]! * (m.wDense[j] ?? 0);
  m.knots?.forEach((knots, k) => {
    const w = m.wKnots?.[k] ?? [];
    for (let j = 0; j < z.length; j++) s += Math.max(0, z[j]! - knots[j]!) * (w[j] ?? 0);
  });
  if (m.wHash.length && row.sparse) {
    const sp = row.sparse;
    for (let k = 0; k < sp.idx.length; k++) s += sp.val[k]! * (m.wHash[sp.idx[k]!] ?? 0);
  }
  return s;
}
