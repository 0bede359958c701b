/**
 * From a model's quality (0..1) to a rubric's level: cut points fitted so that the levels spread
 * like human levels (equipercentile linking). The model file keeps 101 quantiles of its
 * out-of-fold outputs on the training essays; a rubric gives the share of essays expected at
 * each level; the cut between level l and l+1 is the quality quantile at the cumulative share.
 */

/** 101 quantiles (0 %, 1 %, … 100 %) of a sample. */
export function quantiles101(xs: readonly number[]): number[] {
  const v = [...xs].sort((a, b) => a - b);
  if (!v.length) return Array.from({ length: 101 }, (_, i) => i / 100);
  return Array.from({ length: 101 }, (_, p) => {
    const pos = (p / 100) * (v.length - 1);
    const lo = Math.floor(pos);
    const hi = Math.min(v.length - 1, lo + 1);
    return v[lo]! + (pos - lo) * (v[hi]! - v[lo]!);
  });
}

/** The value at cumulative probability p (0..1) of a 101-quantile table. */
export function quantileAt(q: readonly number[], p: number): number {
  const pos = Math.max(0, Math.min(1, p)) * 100;
  const lo = Math.floor(pos);
  const hi = Math.min(100, lo + 1);
  return q[lo]! + (pos - lo) * (q[hi]! - q[lo]!);
}

/** Cumulative probability of x under a 101-quantile table (inverse of quantileAt, piecewise linear). */
export function cdfAt(q: readonly number[], x: number): number {
  if (x <= q[0]!) return 0;
  if (x >= q[100]!) return 1;
  let i = 0;
  while (i < 99 && x >= q[i + 1]!) i++;
  const span = q[i + 1]! - q[i]!;
  return (i + (span > 0 ? (x - q[i]!) / span : 0.5)) / 100;
}

/**
 * Expected share of essays at each of `n` levels when nothing better is known: a normal curve
 * centred at 55 % of the range with a standard deviation of 20 % of it, cut into levels.
 */
export function normalShares(n: number, centre = 0.55, spread = 0.2): number[] {
  const phi = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));
  const out: number[] = [];
  for (let l = 0; l < n; l++) {
    const lo = l === 0 ? -Infinity : (l - 0.5) / Math.max(n - 1, 1);
    const hi = l === n - 1 ? Infinity : (l + 0.5) / Math.max(n - 1, 1);
    out.push(phi((hi - centre) / spread) - phi((lo - centre) / spread));
  }
  // every level stays reachable: at least 1 % each
  const floored = out.map((s) => Math.max(s, 0.01));
  const sum = floored.reduce((a, b) => a + b, 0);
  return floored.map((s) => s / sum);
}

function erf(x: number): number {
  // Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7)
  const s = Math.sign(x);
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return s * y;
}

/** Ascending cut points on the quality scale for levels with these shares. */
export function cutsFor(oofQuantiles: readonly number[], shares: readonly number[]): number[] {
  const total = shares.reduce((a, b) => a + b, 0) || 1;
  const cuts: number[] = [];
  let cum = 0;
  for (let l = 0; l < shares.length - 1; l++) {
    cum += shares[l]! / total;
    cuts.push(quantileAt(oofQuantiles, cum));
  }
  return cuts;
}

/** Level index (0 … cuts.length) of a quality under the cut points. */
export function indexOf(cuts: readonly number[], q: number): number {
  let i = 0;
  while (i < cuts.length && q >= cuts[i]!) i++;
  return i;
}

/**
 * The same mapping as a continuous value (level index + position between its cuts), used to
 * re-fit it to a teacher's scores without losing the spread.
 */
export function continuousIndex(
  oofQuantiles: readonly number[],
  shares: readonly number[],
  q: number,
): number {
  const total = shares.reduce((a, b) => a + b, 0) || 1;
  const p = cdfAt(oofQuantiles, q);
  let cum = 0;
  for (let l = 0; l < shares.length; l++) {
    const s = shares[l]! / total;
    if (p <= cum + s || l === shares.length - 1)
      return l + (s > 0 ? Math.min(1, (p - cum) / s) : 0.5) - 0.5;
    cum += s;
  }
  return shares.length - 1;
}
