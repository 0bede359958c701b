import type { Sparse } from '../features/hashed.ts';

/** One training/scoring row: dense features (raw) and hashed n-grams. */
export interface Row {
  dense: Float64Array;
  sparse: Sparse | null;
}

const float64s = new WeakMap<readonly number[], Float64Array>();

/**
 * A model file's vector (means, spreads) as a Float64Array, made once per vector: a model is read
 * once and never changed, and each essay's scoring standardises its row about ten times.
 */
export function float64Of(xs: readonly number[]): Float64Array {
  let out = float64s.get(xs);
  if (!out) {
    out = Float64Array.from(xs);
    float64s.set(xs, out);
  }
  return out;
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

/**
 * Hinge columns of standardised values (a piecewise-linear, additive fit per feature):
 * z, then max(0, z − knot) for each knot row (knots[k][j] is feature j's k-th knot).
 */
export function withHinges(z: Float64Array, knots: readonly (readonly number[])[]): Float64Array {
  const d = z.length;
  const out = new Float64Array(d * (1 + knots.length));
  out.set(z);
  knots.forEach((row, k) => {
    for (let j = 0; j < d; j++) out[d * (k + 1) + j] = Math.max(0, z[j]! - (row[j] ?? 0));
  });
  return out;
}
