/**
 * The one trainer: `grader:train` writes the shipped models with it, and `grader:eval` (every
 * mode) trains with it into a temporary folder before scoring essays through `correct()`.
 * Deterministic: the same records and configuration give the same file.
 */
import type { Correction, EssayLang } from '@essay/contracts';
import { featurise, promptText } from '../../src/features/row.ts';
import type { Row } from '../../src/model/design.ts';
import { standardise } from '../../src/model/design.ts';
import { predictRidge, type RidgeModel } from '../../src/model/ridge.ts';
import { fitRidge } from './fit-ridge.ts';
import { predictBoost, type Boost } from '../../src/model/boost.ts';
import { fitBoost } from './fit-boost.ts';
import { quantiles101 } from '../../src/model/levels.ts';
import { pearson, qwk } from './metrics.ts';
import { DENSE_FEATURES } from '../../src/features/dense.ts';
import { ENGINE_VERSION } from '../../src/version.ts';
import type { ModelFile, ScorerFile, TrainingConfig } from '../../src/model/model-file.ts';
import type { EssayRecord } from './dataset.ts';

export type Target = (r: EssayRecord) => number | null;

export interface TrainSpec {
  name: string;
  lang: EssayLang;
  /** Aspect targets on 0..1 (aspects without one use the holistic quality, mechanics the error rate). */
  aspects: Record<string, Target>;
  sets: { name: string; path: string; terms: string }[];
  scaleMapping: string;
}

/**
 * The configuration `grader:train` ships with, per language (recorded in the file). Chinese:
 * no hashed n-grams (he2022 0.533 with them, 0.531 without, and a 30 times smaller file) and
 * three hinge knots per dense feature (decision 0035).
 */
export const TRAIN_CONFIG: Record<EssayLang, TrainingConfig> = {
  zh: {
    trainer: 'trainer-v2',
    hashBits: 0,
    lambdaGrid: [1, 4, 16, 64],
    boost: null,
    folds: 3,
    knots: 3,
  },
  en: { trainer: 'trainer-v2', hashBits: 14, lambdaGrid: [1, 4, 16], boost: null, folds: 3 },
};

export type CorrectionsOf = (text: string, lang: EssayLang) => Promise<readonly Correction[]>;

export const unitScore = (r: EssayRecord, v: number | null | undefined): number | null =>
  v === null || v === undefined
    ? null
    : (v - r.score_min) / Math.max(r.score_max - r.score_min, 1e-9);

/** Deterministic fold assignment (seeded shuffle). */
export function foldsOf(n: number, k: number, seed = 11): number[] {
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

/** The features `correct()` computes for an essay of a record (same prompt text, same hashing). */
export async function featuriseRecords(
  recs: readonly EssayRecord[],
  lang: EssayLang,
  hashBits: number,
  correctionsOf: CorrectionsOf,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const r of recs) {
    const text = r.text.replace(/\r\n?/g, '\n');
    rows.push(
      featurise(
        text,
        lang,
        promptText(`\n${r.prompt}`, r.title),
        await correctionsOf(text, lang),
        hashBits,
      ).row,
    );
  }
  return rows;
}

type Fit = { predict: (row: Row) => number };

function ridgeFit(
  rows: readonly Row[],
  y: readonly number[],
  lambda: number,
  hashBits: number,
  knots = 0,
): RidgeModel {
  return fitRidge(rows, y, {
    lambda,
    hashWeight: hashBits > 0 ? 1 : 0,
    hashBits,
    maxIter: 80,
    knots,
  });
}

/** Out-of-fold predictions of any fitter. */
function outOfFold(
  rows: readonly Row[],
  y: readonly number[],
  k: number,
  fit: (r: Row[], y: number[]) => Fit,
): number[] {
  const fold = foldsOf(rows.length, k);
  const oof = new Array<number>(rows.length).fill(0);
  for (let f = 0; f < k; f++) {
    const tr = rows.flatMap((_, i) => (fold[i] !== f ? [i] : []));
    const m = fit(
      tr.map((i) => rows[i]!),
      tr.map((i) => y[i]!),
    );
    rows.forEach((r, i) => {
      if (fold[i] === f) oof[i] = m.predict(r);
    });
  }
  return oof;
}

const round6 = (v: number): number => Number(v.toPrecision(6));
const scorer = (m: RidgeModel, oof: readonly number[]): ScorerFile => ({
  ...m,
  oofQuantiles: quantiles101(oof),
});

/** Trains a model file from records (one language) with a configuration. */
export async function trainModel(
  recs: readonly EssayRecord[],
  spec: TrainSpec,
  cfg: TrainingConfig,
  correctionsOf: CorrectionsOf,
): Promise<ModelFile> {
  const rows = await featuriseRecords(recs, spec.lang, cfg.hashBits, correctionsOf);
  const y = recs.map((r) => unitScore(r, r.score)!);
  // lambda by inner cross-validation on the training essays only
  let best = { lambda: cfg.lambdaGrid[0]!, r: -Infinity, oof: [] as number[] };
  for (const lambda of cfg.lambdaGrid) {
    const oof = outOfFold(rows, y, cfg.folds, (r, t) => {
      const m = ridgeFit(r, t, lambda, cfg.hashBits, cfg.knots);
      return { predict: (row) => predictRidge(m, row) };
    });
    const r = pearson(oof, y);
    if (r > best.r) best = { lambda, r, oof };
  }
  const ridge = ridgeFit(rows, y, best.lambda, cfg.hashBits, cfg.knots);
  let oof = best.oof;
  let boost: Boost | null = null;
  if (cfg.boost) {
    // trees on the ridge's out-of-fold residuals, dense features standardised like the ridge's
    const mean = Float64Array.from(ridge.denseMean);
    const sd = Float64Array.from(ridge.denseSd);
    const Z = rows.map((r) => standardise(r.dense, mean, sd));
    const resid = y.map((v, i) => v - best.oof[i]!);
    const byRow = new Map(rows.map((r, i) => [r, i]));
    const boostOof = outOfFold(rows, resid, cfg.folds, (r, t) => {
      const b = fitBoost(
        r.map((row) => Z[byRow.get(row)!]!),
        t,
        cfg.boost!,
      );
      return { predict: (row) => predictBoost(b, Z[byRow.get(row)!]!) };
    });
    boost = fitBoost(Z, resid, cfg.boost);
    oof = best.oof.map((v, i) => v + boostOof[i]!);
  }
  const aspects: ModelFile['aspects'] = {};
  for (const [key, target] of Object.entries(spec.aspects)) {
    const idx = recs.flatMap((r, i) => (target(r) !== null ? [i] : []));
    const ar = idx.map((i) => rows[i]!);
    const ay = idx.map((i) => target(recs[i]!)!);
    const aoof = outOfFold(ar, ay, cfg.folds, (r, t) => {
      const m = ridgeFit(r, t, best.lambda, cfg.hashBits, cfg.knots);
      return { predict: (row) => predictRidge(m, row) };
    });
    aspects[key] = scorer(ridgeFit(ar, ay, best.lambda, cfg.hashBits, cfg.knots), aoof);
  }
  const rmse = Math.sqrt(
    oof.reduce((s, p, i) => s + (p - y[i]!) ** 2, 0) / Math.max(oof.length, 1),
  );
  const k10 = (v: number): number => Math.max(0, Math.min(10, Math.round(v * 10)));
  const sameScale = recs.every(
    (r) => r.score_min === recs[0]!.score_min && r.score_max === recs[0]!.score_max,
  );
  const step = recs.every((r) => Number.isInteger(r.score))
    ? 1
    : recs.every((r) => Number.isInteger(r.score * 2))
      ? 0.5
      : 0.1;
  let scale: ModelFile['scale'] = null;
  if (sameScale && recs.length) {
    const { score_min: min, score_max: max } = recs[0]!;
    const n = Math.round((max - min) / step) + 1;
    const shares = new Array<number>(n).fill(0);
    for (const r of recs)
      shares[Math.max(0, Math.min(n - 1, Math.round((r.score - min) / step)))]! += 1 / recs.length;
    scale = { min, max, step, shares: shares.map(round6) };
  }
  const sampleIdx = recs
    .map((r, i) => [r.id, i] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .slice(0, 6)
    .map(([, i]) => i);
  return {
    name: spec.name,
    version: ENGINE_VERSION,
    lang: spec.lang,
    features: [...DENSE_FEATURES],
    holistic: scorer(ridge, oof),
    boost,
    aspects,
    scale,
    residual: rmse,
    validation: {
      oof_pearson: pearson(oof, y),
      oof_qwk_tenths: qwk(oof.map(k10), y.map(k10), 0, 10),
      lambda: best.lambda,
      essays: recs.length,
    },
    training: {
      ...cfg,
      sample: sampleIdx.map((i) => ({ id: recs[i]!.id, dense: [...rows[i]!.dense].map(round6) })),
    },
    provenance: {
      data: spec.sets.map((s) => ({ ...s, essays: recs.length })),
      scaleMapping: spec.scaleMapping,
      trainedWith: `npm run grader:train (${cfg.trainer}: ridge on dense features${cfg.knots ? ` (linear + ${cfg.knots} hinge knots each)` : ''}${cfg.hashBits > 0 ? ` + ${2 ** cfg.hashBits} hashed n-gram buckets` : ''}, lambda from ${cfg.lambdaGrid.join('/')} by inner ${cfg.folds}-fold CV${cfg.boost ? `, then ${cfg.boost.trees} boosted trees of depth ${cfg.boost.depth} on its out-of-fold residuals` : ''}; level cut points from the out-of-fold output quantiles)`,
    },
  };
}

/** The file as written: numbers rounded to 6 significant digits (what the reproduction test compares). */
export function serialiseModel(m: ModelFile): string {
  const round = (_k: string, v: unknown): unknown =>
    typeof v === 'number' ? (Number.isFinite(v) ? Number(v.toPrecision(6)) : v) : v;
  return `${JSON.stringify(m, round)}\n`;
}
