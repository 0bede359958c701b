import type { Sparse } from '../features/hashed.ts';

/** One training/scoring row: dense features (raw) and hashed n-grams. */
export interface Row {
  dense: Float64Array;
  sparse: Sparse | null;
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
