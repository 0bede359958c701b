import type { Row } from './design.ts';
import { fitRidge, predictRidge, type RidgeModel, type RidgeOptions } from './ridge.ts';
import { applyCuts, fitCutpoints, fromIndex, type Scale } from './scale.ts';

/** A ridge model plus the cut points that turn its output into a level on `scale`. */
export interface Scorer {
  ridge: RidgeModel;
  cuts: number[];
  scale: Scale;
}

/** Deterministic fold assignment (seeded shuffle) so figures are reproducible. */
export function foldsOf(n: number, k: number, seed = 7): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let s = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(n);
  order.forEach((idx, pos) => (fold[idx] = pos % k));
  return fold;
}

/** Out-of-fold predictions of a ridge model (inner cross-validation on training data only). */
export function outOfFold(rows: readonly Row[], y: readonly number[], opt: RidgeOptions, k = 3): number[] {
  const fold = foldsOf(rows.length, k, 11);
  const oof = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < k; f++) {
    const tr = rows.flatMap((_, i) => (fold[i] !== f ? [i] : []));
    const m = fitRidge(tr.map((i) => rows[i]!), tr.map((i) => y[i]!), opt);
    rows.forEach((r, i) => {
      if (fold[i] === f) oof[i] = predictRidge(m, r);
    });
  }
  return oof;
}

export function trainScorer(rows: readonly Row[], y: readonly number[], scale: Scale, opt: RidgeOptions, oofIn?: number[]): Scorer {
  const oof = oofIn ?? outOfFold(rows, y, opt);
  return { ridge: fitRidge(rows, y, opt), cuts: fitCutpoints(oof, y, scale), scale };
}

export function score(s: Scorer, row: Row): { raw: number; level: number } {
  const raw = predictRidge(s.ridge, row);
  return { raw, level: fromIndex(s.scale, applyCuts(s.cuts, raw)) };
}
