import { qwk } from './metrics.ts';

/** A score scale: min..max in steps (ELLIPSE uses half points). */
export interface Scale {
  min: number;
  max: number;
  step: number;
}

export const levels = (s: Scale): number => Math.round((s.max - s.min) / s.step) + 1;
export const toIndex = (s: Scale, v: number): number =>
  Math.max(0, Math.min(levels(s) - 1, Math.round((v - s.min) / s.step)));
export const fromIndex = (s: Scale, i: number): number => s.min + i * s.step;

/** Smallest step that fits all scores (1 or 0.5 in practice). */
export function inferStep(scores: readonly number[]): number {
  return scores.every((v) => Number.isInteger(v)) ? 1 : scores.every((v) => Number.isInteger(v * 2)) ? 0.5 : 0.1;
}

/**
 * Cut points on the continuous prediction, fitted on out-of-fold predictions to maximise QWK
 * (starts at the class midpoints, then coordinate search). Returns ascending thresholds.
 */
export function fitCutpoints(pred: readonly number[], truth: readonly number[], s: Scale): number[] {
  const k = levels(s);
  const y = truth.map((v) => toIndex(s, v));
  const cuts = Array.from({ length: k - 1 }, (_, i) => s.min + (i + 0.5) * s.step);
  const score = (): number => qwk(pred.map((p) => applyCuts(cuts, p)), y, 0, k - 1);
  let best = score();
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < cuts.length; i++) {
      const lo = i > 0 ? cuts[i - 1]! : cuts[i]! - 2 * s.step;
      const hi = i < cuts.length - 1 ? cuts[i + 1]! : cuts[i]! + 2 * s.step;
      const orig = cuts[i]!;
      let bestV = orig;
      for (let g = 1; g < 16; g++) {
        cuts[i] = lo + ((hi - lo) * g) / 16;
        const q = score();
        if (q > best + 1e-9) {
          best = q;
          bestV = cuts[i]!;
        }
      }
      cuts[i] = bestV;
    }
  }
  return cuts;
}

/** Class index of a prediction under cut points. */
export function applyCuts(cuts: readonly number[], p: number): number {
  let i = 0;
  while (i < cuts.length && p >= cuts[i]!) i++;
  return i;
}
