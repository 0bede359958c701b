import { float64Of, standardise, type Row } from './design.ts';

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

/** Feature j's part of the output at standardised value z: its linear weight plus its hinge terms. */
export function featureTerm(m: RidgeModel, j: number, z: number): number {
  let s = z * (m.wDense[j] ?? 0);
  m.knots?.forEach((knots, k) => {
    s += Math.max(0, z - (knots[j] ?? 0)) * (m.wKnots?.[k]?.[j] ?? 0);
  });
  return s;
}

export function predictRidge(m: RidgeModel, row: Row): number {
  const z = standardise(row.dense, float64Of(m.denseMean), float64Of(m.denseSd));
  let s = m.intercept;
  for (let j = 0; j < z.length; j++) s += featureTerm(m, j, z[j]!);
  if (m.wHash.length && row.sparse) {
    const sp = row.sparse;
    for (let k = 0; k < sp.idx.length; k++) s += sp.val[k]! * (m.wHash[sp.idx[k]!] ?? 0);
  }
  return s;
}
