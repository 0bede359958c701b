import type { Sparse } from '../features/hashed.ts';

/** One training/scoring row: dense features (raw) and hashed n-grams. */
export interface Row {
  dense: Float64Array;
  sparse: Sparse | null;
}

/** Column-wise mean and sd of the dense part; sd floors at 1e-6 so constant columns vanish. */
export function denseStats(rows: readonly Row[], d: number): { mean: Float64Array; sd: Float64Array } {
  const mean = new Float64Array(d);
  const sd = new Float64Array(d);
  for (const r of rows) for (let j = 0; j < d; j++) mean[j]! += r.dense[j]!;
  for (let j = 0; j < d; j++) mean[j]! /= Math.max(rows.length, 1);
  for (const r of rows) for (let j = 0; j < d; j++) sd[j]! += (r.dense[j]! - mean[j]!) ** 2;
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]! / Math.max(rows.length - 1, 1)) || 1e-6;
  return { mean, sd };
}

/** Standardised dense values, clipped so one odd essay cannot dominate a linear model. */
export function standardise(x: Float64Array, mean: Float64Array, sd: Float64Array): Float64Array {
  const z = new Float64Array(x.length);
  for (let j = 0; j < x.length; j++) {
    const v = sd[j]! > 1e-5 ? (x[j]! - mean[j]!) / sd[j]! : 0;
    z[j] = Math.max(-5, Math.min(5, v));
  }
  return z;
}
