/** Training only: ridge regression for grader:train (the engine only predicts, src/model/ridge.ts). */
import type { Row } from '../../src/model/design.ts';
import { standardise, withHinges } from '../../src/model/design.ts';
import type { RidgeModel } from '../../src/model/ridge.ts';

/** Column-wise mean and sd of the dense part; sd floors at 1e-6 so constant columns vanish. */
export function denseStats(
  rows: readonly Row[],
  d: number,
): { mean: Float64Array; sd: Float64Array } {
  const mean = new Float64Array(d);
  const sd = new Float64Array(d);
  for (const r of rows) for (let j = 0; j < d; j++) mean[j]! += r.dense[j]!;
  for (let j = 0; j < d; j++) mean[j]! /= Math.max(rows.length, 1);
  for (const r of rows) for (let j = 0; j < d; j++) sd[j]! += (r.dense[j]! - mean[j]!) ** 2;
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]! / Math.max(rows.length - 1, 1)) || 1e-6;
  return { mean, sd };
}

export interface RidgeOptions {
  lambda: number;
  /** Scale of the hashed block relative to the standardised dense block. */
  hashWeight: number;
  hashBits: number;
  maxIter?: number;
  /** Knots per dense feature (at its training quantiles) for piecewise-linear terms; 0 = linear. */
  knots?: number;
}

/** knots[k][j]: feature j's standardised value at training quantile (k + 1) / (K + 1). */
function knotsOf(z: readonly Float64Array[], d: number, K: number): number[][] {
  const cols = Array.from({ length: d }, (_, j) => z.map((r) => r[j]!).sort((a, b) => a - b));
  return Array.from({ length: K }, (_, k) =>
    cols.map((c) => c[Math.floor(((k + 1) / (K + 1)) * (c.length - 1))] ?? 0),
  );
}

interface Prepared {
  z: Float64Array[];
  sp: Row['sparse'][];
  d: number;
  h: number;
  hw: number;
}

/** X v for the uncentred design [z | hw * sparse]. */
function mul(p: Prepared, v: Float64Array, out: Float64Array): void {
  for (let i = 0; i < p.z.length; i++) {
    const z = p.z[i]!;
    let s = 0;
    for (let j = 0; j < p.d; j++) s += z[j]! * v[j]!;
    const sp = p.sp[i];
    if (sp) for (let k = 0; k < sp.idx.length; k++) s += p.hw * sp.val[k]! * v[p.d + sp.idx[k]!]!;
    out[i] = s;
  }
}

/** X^T u. */
function mulT(p: Prepared, u: Float64Array, out: Float64Array): void {
  out.fill(0);
  for (let i = 0; i < p.z.length; i++) {
    const z = p.z[i]!;
    const ui = u[i]!;
    for (let j = 0; j < p.d; j++) out[j]! += z[j]! * ui;
    const sp = p.sp[i];
    if (sp)
      for (let k = 0; k < sp.idx.length; k++) out[p.d + sp.idx[k]!]! += p.hw * sp.val[k]! * ui;
  }
}

/**
 * Ridge regression solved by Jacobi-preconditioned conjugate gradients on the implicitly
 * centred design, so the intercept is unpenalised and the hashed block stays sparse.
 */
export function fitRidge(
  rows: readonly Row[],
  y: readonly number[],
  opt: RidgeOptions,
): RidgeModel {
  const n = rows.length;
  const d0 = rows[0]?.dense.length ?? 0;
  const useHash = opt.hashWeight > 0 && rows.some((r) => r.sparse);
  const h = useHash ? 1 << opt.hashBits : 0;
  const { mean, sd } = denseStats(rows, d0);
  const z0 = rows.map((r) => standardise(r.dense, mean, sd));
  const knots = opt.knots ? knotsOf(z0, d0, opt.knots) : [];
  const d = d0 * (1 + knots.length);
  const p: Prepared = {
    z: knots.length ? z0.map((z) => withHinges(z, knots)) : z0,
    sp: rows.map((r) => (useHash ? r.sparse : null)),
    d,
    h,
    hw: opt.hashWeight,
  };
  const D = d + h;
  const ones = new Float64Array(n).fill(1 / n);
  const mu = new Float64Array(D);
  mulT(p, ones, mu);
  const ym = y.reduce((a, b) => a + b, 0) / Math.max(n, 1);
  const yc = Float64Array.from(y, (v) => v - ym);
  // diag of Xc^T Xc
  const diag = new Float64Array(D);
  for (let i = 0; i < n; i++) {
    const z = p.z[i]!;
    for (let j = 0; j < d; j++) diag[j]! += z[j]! * z[j]!;
    const sp = p.sp[i];
    if (sp)
      for (let k = 0; k < sp.idx.length; k++) diag[d + sp.idx[k]!]! += (p.hw * sp.val[k]!) ** 2;
  }
  for (let j = 0; j < D; j++) diag[j] = diag[j]! - n * mu[j]! * mu[j]! + opt.lambda;
  const tmpN = new Float64Array(n);
  const A = (v: Float64Array, out: Float64Array): void => {
    mul(p, v, tmpN);
    let muv = 0;
    for (let j = 0; j < D; j++) muv += mu[j]! * v[j]!;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      tmpN[i] = tmpN[i]! - muv;
      sum += tmpN[i]!;
    }
    mulT(p, tmpN, out);
    for (let j = 0; j < D; j++) out[j] = out[j]! - mu[j]! * sum + opt.lambda * v[j]!;
  };
  const b = new Float64Array(D);
  mulT(p, yc, b); // mu^T * sum(yc) = 0 because yc is centred
  const w = new Float64Array(D);
  const r = Float64Array.from(b);
  const zv = r.map((v, j) => v / diag[j]!);
  const dir = Float64Array.from(zv);
  const Ad = new Float64Array(D);
  let rz = dot(r, zv);
  const b2 = dot(b, b) || 1;
  for (let it = 0; it < (opt.maxIter ?? 200); it++) {
    A(dir, Ad);
    const alpha = rz / (dot(dir, Ad) || 1e-30);
    for (let j = 0; j < D; j++) {
      w[j] = w[j]! + alpha * dir[j]!;
      r[j] = r[j]! - alpha * Ad[j]!;
    }
    if (dot(r, r) / b2 < 1e-10) break;
    for (let j = 0; j < D; j++) zv[j] = r[j]! / diag[j]!;
    const rz2 = dot(r, zv);
    const beta = rz2 / rz;
    rz = rz2;
    for (let j = 0; j < D; j++) dir[j] = zv[j]! + beta * dir[j]!;
  }
  const intercept = ym - dot(mu, w);
  const wHash = h ? Array.from(w.subarray(d), (v) => v * opt.hashWeight) : [];
  return {
    denseMean: [...mean],
    denseSd: [...sd],
    wDense: [...w.subarray(0, d0)],
    ...(knots.length
      ? { knots, wKnots: knots.map((_, k) => [...w.subarray(d0 * (k + 1), d0 * (k + 2))]) }
      : {}),
    wHash,
    intercept,
    hashBits: opt.hashBits,
  };
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
