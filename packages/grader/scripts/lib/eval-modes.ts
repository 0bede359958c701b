import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EssayRecord } from './dataset.ts';
import type { PromptResult } from './report.ts';
import { cachedCorrections } from './corrections-cache.ts';
import { evalSpec } from './specs.ts';
import {
  foldsOf,
  serialiseModel,
  trainModel,
  TRAIN_CONFIG,
  type CorrectionsOf,
} from './trainer.ts';
import {
  scaleOf,
  scoreThroughCorrect,
  tempModelDir,
  writeModel,
  type Scale,
} from './through-correct.ts';
import type { ModelEngineSettings } from '../../src/llm/correct-with-model.ts';
import { SHIPPED_MODEL_DIR } from '../../src/model/default-models.ts';
import { ModelFileSchema } from '../../src/model/model-file.ts';

const noCorrections: CorrectionsOf = async () => [];

/** Trains with the shipped trainer and configuration into `dir`; returns the folder. */
async function trainInto(
  dir: string,
  recs: readonly EssayRecord[],
  name: string,
  mechanics: boolean,
): Promise<string> {
  const lang = recs[0]!.lang;
  const m = await trainModel(
    recs,
    evalSpec(lang, name),
    TRAIN_CONFIG[lang],
    mechanics ? cachedCorrections : noCorrections,
  );
  const text = serialiseModel(m);
  writeModel(dir, ModelFileSchema.parse(JSON.parse(text)), text);
  return dir;
}

export interface WithinOptions {
  mechanics: boolean;
  /** Score with the shipped models (no training). */
  shipped: boolean;
  /** Test fold of a record (nea folds), or null for seeded folds. */
  foldOf: ((r: EssayRecord) => number) | null;
  folds: number;
  /** `--engine llm`. */
  model?: ModelEngineSettings;
}

/** prompt / overall modes: k-fold within each group (train on the rest), or train on --train's group. */
export async function evalWithin(
  groups: Map<string, EssayRecord[]>,
  train: Map<string, EssayRecord[]> | null,
  o: WithinOptions,
): Promise<PromptResult[]> {
  const out: PromptResult[] = [];
  const dir = tempModelDir();
  for (const [prompt, xs] of groups) {
    const scale = scaleOf(xs);
    const t0 = Date.now();
    let pred: number[] = [];
    let truth: number[] = [];
    if (o.shipped) {
      const m = ModelFileSchema.parse(
        JSON.parse(readFileSync(join(SHIPPED_MODEL_DIR, `${xs[0]!.lang}-default.json`), 'utf8')),
      );
      writeModel(
        dir,
        m,
        readFileSync(join(SHIPPED_MODEL_DIR, `${xs[0]!.lang}-default.json`), 'utf8'),
      );
      pred = await scoreThroughCorrect(xs, scale, prompt, {
        modelDir: dir,
        mechanics: o.mechanics,
        model: o.model,
      });
      truth = xs.map((r) => r.score);
    } else if (train) {
      const tr = train.get(prompt) ?? [...train.values()].flat();
      await trainInto(dir, tr, prompt, o.mechanics);
      pred = await scoreThroughCorrect(xs, scale, prompt, {
        modelDir: dir,
        mechanics: o.mechanics,
        model: o.model,
      });
      truth = xs.map((r) => r.score);
    } else {
      const fold = o.foldOf ? xs.map(o.foldOf) : foldsOf(xs.length, o.folds, 7);
      for (let f = 0; f < o.folds; f++) {
        const te = xs.filter((_, i) => fold[i] === f);
        if (!te.length) continue;
        await trainInto(
          dir,
          xs.filter((_, i) => fold[i] !== f),
          prompt,
          o.mechanics,
        );
        pred.push(
          ...(await scoreThroughCorrect(te, scale, prompt, {
            modelDir: dir,
            mechanics: o.mechanics,
            model: o.model,
          })),
        );
        truth.push(...te.map((r) => r.score));
      }
    }
    console.error(`  ${prompt}: ${xs.length} essays, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    out.push({ prompt, scale, pred, truth });
  }
  return out;
}

/**
 * cross-prompt and calibrate:K: each prompt scored by a model trained on the other prompts
 * (each essay's score through its own range); with K, K seeded essays of the target are passed
 * as the teacher's scored essays (the product's teacherScored path) and left out of the figures.
 */
export async function evalCross(
  groups: Map<string, EssayRecord[]>,
  train: Map<string, EssayRecord[]> | null,
  k: number,
  mechanics: boolean,
  model?: ModelEngineSettings,
): Promise<PromptResult[]> {
  const source = train ?? groups;
  const out: PromptResult[] = [];
  const dir = tempModelDir();
  for (const [prompt, xs] of groups) {
    const scale: Scale = scaleOf(xs);
    const others = [...source].filter(([p]) => p !== prompt).flatMap(([, ys]) => ys);
    if (others.length < 12) {
      console.error(`  ${prompt}: no other prompt to train on, skipped`);
      continue;
    }
    const t0 = Date.now();
    await trainInto(dir, others, `not-${prompt}`, mechanics);
    const order = foldsOf(xs.length, xs.length, 3);
    const cal = xs.filter((_, i) => order[i]! < k);
    const rest = xs.filter((_, i) => order[i]! >= k);
    const pred = await scoreThroughCorrect(rest, scale, prompt, {
      modelDir: dir,
      mechanics,
      model,
      teacherScored: cal.map((r) => ({ rec: r, score: r.score })),
    });
    console.error(`  ${prompt}: ${xs.length} essays, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    out.push({ prompt, scale, pred, truth: rest.map((r) => r.score) });
  }
  return out;
}
