import type { Row } from './design.ts';
import { denseStats, standardise } from './design.ts';
import { fitRidge, predictRidge, type RidgeModel } from './ridge.ts';
import { foldsOf } from './scorer.ts';
import type { Scale } from './scale.ts';

/**
 * Prompt-independent scoring: dense features are z-scored within their own prompt (the class's
 * essays), the target is the score's position in its prompt's range (0..1).
 */
export function withinPrompt(rows: readonly Row[]): Row[] {
  const d = rows[0]?.dense.length ?? 0;
  const { mean, sd } = denseStats(rows, d);
  return rows.map((r) => ({ dense: standardise(r.dense, mean, sd), sparse: null }));
}

export const toUnit = (s: Scale, v: number): number => (v - s.min) / Math.max(s.max - s.min, 1e-9);
export const fromUnit = (s: Scale, u: number): number => s.min + u * (s.max - s.min);

export interface PromptSet {
  rows: Row[];
  scores: number[];
  scale: Scale;
}

export interface CrossPromptModel {
  ridge: RidgeModel;
  /** Average position and spread of scores within a prompt's range, over the training prompts. */
  unitMean: number;
  unitSd: number;
}

const meanOf = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
const sdOf = (xs: readonly number[]): number => {
  const m = meanOf(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(xs.length - 1, 1));
};

export function fitCrossPrompt(sets: readonly PromptSet[], lambda = 30): CrossPromptModel {
  const rows: Row[] = [];
  const y: number[] = [];
  const means: number[] = [];
  const sds: number[] = [];
  for (const s of sets) {
    const u = s.scores.map((v) => toUnit(s.scale, v));
    rows.push(...withinPrompt(s.rows));
    y.push(...u);
    means.push(meanOf(u));
    sds.push(sdOf(u));
  }
  return { ridge: fitRidge(rows, y, { lambda, hashWeight: 0, hashBits: 0 }), unitMean: meanOf(means), unitSd: meanOf(sds) };
}

/**
 * Unit-range predictions for a target prompt's essays (normalised among themselves), spread
 * like the training prompts' scores: ridge output is shrunk towards the mean, which kappa punishes.
 */
export function predictCrossPrompt(m: CrossPromptModel, rows: readonly Row[]): number[] {
  const p = withinPrompt(rows).map((r) => predictRidge(m.ridge, r));
  const mu = meanOf(p);
  const sd = sdOf(p) || 1;
  return p.map((v) => m.unitMean + (m.unitSd * (v - mu)) / sd);
}

/**
 * Re-fit the mapping from model output to this teacher's scale on k scored essays: the slope
 * matches the teacher's spread (shrunk towards the prompt-range prior when k is small) and
 * the intercept their mean, because kappa punishes a compressed scale.
 */
export function calibrateMapping(
  rawAll: readonly number[],
  calRaw: readonly number[],
  calScores: readonly number[],
  scale: Scale,
  prior = 4,
): (raw: number) => number {
  const k = calRaw.length;
  const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
  const sdv = (xs: readonly number[]): number => {
    const m = mean(xs);
    return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(xs.length - 1, 1));
  };
  const mr = mean(rawAll);
  const sr = sdv(rawAll) || 1;
  // prior: the prompt-range mapping expressed on the standardised output z
  const a0 = fromUnit(scale, mr);
  const b0 = (scale.max - scale.min) * sr;
  const w = k / (k + prior);
  const z = calRaw.map((r) => (r - mr) / sr);
  const b = k >= 2 ? w * sdv(calScores) + (1 - w) * b0 : b0;
  const a = k >= 1 ? w * (mean(calScores) - b * mean(z)) + (1 - w) * a0 : a0;
  return (raw) => a + b * ((raw - mr) / sr);
}

/**
 * Prompt-specific refinement without labels (two-stage, as in Jin et al. 2018): the
 * prompt-independent predictions serve as pseudo-scores for a ridge on this prompt's own
 * features and n-grams, fitted k-fold so no essay predicts itself; the two are averaged.
 */
export function selfTrain(rows: readonly Row[], unitPred: readonly number[], hashBits: number, folds = 5): number[] {
  const fold = foldsOf(rows.length, folds, 5);
  const out = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const tr = rows.flatMap((_, i) => (fold[i] !== f ? [i] : []));
    const m = fitRidge(tr.map((i) => rows[i]!), tr.map((i) => unitPred[i]!), { lambda: 4, hashWeight: 1, hashBits, maxIter: 60 });
    rows.forEach((r, i) => {
      if (fold[i] === f) out[i] = predictRidge(m, r);
    });
  }
  const zs = (xs: readonly number[]): number[] => {
    const m = meanOf(xs);
    const s = sdOf(xs) || 1;
    return xs.map((v) => (v - m) / s);
  };
  const a = zs(unitPred);
  const b = zs(out);
  const mu = meanOf(unitPred);
  const sd = sdOf(unitPred);
  const comb = zs(a.map((v, i) => v + b[i]!));
  return comb.map((v) => mu + sd * v);
}
