import type { EssayLang } from '@essay/contracts';
import zhJson from '../../models/zh-default.json' with { type: 'json' };
import enJson from '../../models/en-default.json' with { type: 'json' };
import { DENSE_FEATURES } from '../features/dense.ts';
import type { Row } from './design.ts';
import { ModelFileSchema, type ModelFile } from './model-file.ts';
import { predictRidge, type RidgeModel } from './ridge.ts';

const cache = new Map<EssayLang, ModelFile>();

/** The shipped model for a language, validated once; a feature-list drift is a build error. */
export function defaultModel(lang: EssayLang): ModelFile {
  let m = cache.get(lang);
  if (!m) {
    m = ModelFileSchema.parse(lang === 'zh' ? zhJson : enJson);
    if (m.features.join() !== DENSE_FEATURES.join()) throw new Error(`model ${m.name} was trained on other features; run npm run grader:train`);
    cache.set(lang, m);
  }
  return m;
}

const unitClamp = (v: number): number => Math.max(0, Math.min(1, v));

/** Quality on 0..1 (the training set's range) from a ridge model. */
export function quality(r: RidgeModel, row: Row): number {
  return unitClamp(predictRidge(r, { dense: row.dense, sparse: null }));
}

/** Per-feature contribution to the holistic prediction (standardised value x weight). */
export function contributions(m: ModelFile, row: Row): { name: string; z: number; contribution: number }[] {
  return m.features.map((name, j) => {
    const sd = m.holistic.denseSd[j] ?? 1;
    const z = sd > 1e-5 ? ((row.dense[j] ?? 0) - (m.holistic.denseMean[j] ?? 0)) / sd : 0;
    return { name, z, contribution: z * (m.holistic.wDense[j] ?? 0) };
  });
}
