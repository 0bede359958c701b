import { inferStep, type Scale } from '../../src/model/scale.ts';
import { foldsOf, score, trainScorer } from '../../src/model/scorer.ts';
import { calibrateMapping, fitCrossPrompt, fromUnit, predictCrossPrompt, selfTrain } from '../../src/model/cross-prompt.ts';
import { chooseRidge } from '../../src/model/choose.ts';
import { readFoldTestIds, foldKey } from './dataset.ts';
import type { Prepared } from './featurise-set.ts';
import type { PromptResult } from './report.ts';

export interface WithinOptions {
  bits: number;
  lambda: number | null;
  hashWeight: number;
  folds: string | null;
}

export function scaleOf(xs: readonly Prepared[]): Scale {
  const r = xs[0]!.rec;
  return { min: Math.min(...xs.map((x) => x.rec.score_min)), max: Math.max(...xs.map((x) => x.rec.score_max)), step: inferStep(xs.map((x) => x.rec.score)) || r.score_max - r.score_min };
}

const clampRound = (s: Scale, v: number): number => Math.max(s.min, Math.min(s.max, Math.round((v - s.min) / s.step) * s.step + s.min));

function fitAndScore(tr: readonly Prepared[], te: readonly Prepared[], scale: Scale, o: WithinOptions): number[] {
  // too few essays to fit anything: the training mean (so tiny prompts of unseen sets still run)
  if (tr.length < 12) {
    const m = tr.length ? tr.reduce((a, p) => a + p.rec.score, 0) / tr.length : (scale.min + scale.max) / 2;
    return te.map(() => clampRound(scale, m));
  }
  const rows = tr.map((p) => p.row);
  const y = tr.map((p) => p.rec.score);
  const { opt, oof } = chooseRidge(rows, y, scale, { hashBits: o.bits, hashWeight: o.hashWeight, lambda: o.lambda });
  const s = trainScorer(rows, y, scale, opt, oof);
  return te.map((p) => score(s, p.row).level);
}

/** prompt / overall modes: k-fold within each group, or fit on --train's group. */
export function evalWithin(groups: Map<string, Prepared[]>, train: Map<string, Prepared[]> | null, o: WithinOptions): PromptResult[] {
  const testSets = o.folds ? readFoldTestIds(o.folds) : null;
  const out: PromptResult[] = [];
  for (const [prompt, xs] of groups) {
    const scale = scaleOf(xs);
    const t0 = Date.now();
    let pred: number[];
    let truth: number[];
    if (train) {
      const tr = train.get(prompt) ?? [...train.values()].flat();
      pred = fitAndScore(tr, xs, scale, o);
      truth = xs.map((p) => p.rec.score);
    } else {
      const fold = testSets
        ? xs.map((p) => testSets.findIndex((s) => s.has(foldKey(p.rec.id))))
        : foldsOf(xs.length, 5);
      const nf = testSets ? testSets.length : 5;
      pred = [];
      truth = [];
      for (let f = 0; f < nf; f++) {
        const te = xs.filter((_, i) => fold[i] === f);
        if (!te.length) continue;
        const tr = xs.filter((_, i) => fold[i] !== f);
        pred.push(...fitAndScore(tr, te, scale, o));
        truth.push(...te.map((p) => p.rec.score));
      }
    }
    console.error(`  ${prompt}: ${xs.length} essays, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    out.push({ prompt, scale, pred, truth });
  }
  return out;
}

/** cross-prompt and calibrate:K modes: each prompt scored by a model of the other prompts. */
export function evalCross(groups: Map<string, Prepared[]>, train: Map<string, Prepared[]> | null, k: number, selfTrainBits = 0): PromptResult[] {
  const source = train ?? groups;
  const out: PromptResult[] = [];
  for (const [prompt, xs] of groups) {
    const scale = scaleOf(xs);
    const sets = [...source].filter(([p, ys]) => p !== prompt && ys.length >= 2).map(([, ys]) => ({ rows: ys.map((y) => y.row), scores: ys.map((y) => y.rec.score), scale: scaleOf(ys) }));
    if (sets.length === 0) {
      console.error(`  ${prompt}: no other prompt to train on, skipped`);
      continue;
    }
    const model = fitCrossPrompt(sets);
    const first = predictCrossPrompt(model, xs.map((x) => x.row));
    const raw = selfTrainBits > 0 ? selfTrain(xs.map((x) => x.row), first, selfTrainBits) : first;
    let idx = xs.map((_, i) => i);
    let map = (r: number): number => fromUnit(scale, r);
    if (k > 0) {
      const order = foldsOf(xs.length, xs.length, 3);
      const cal = idx.filter((i) => order[i]! < k);
      map = calibrateMapping(raw, cal.map((i) => raw[i]!), cal.map((i) => xs[i]!.rec.score), scale);
      idx = idx.filter((i) => order[i]! >= k);
    }
    out.push({ prompt, scale, pred: idx.map((i) => clampRound(scale, map(raw[i]!))), truth: idx.map((i) => xs[i]!.rec.score) });
  }
  return out;
}
