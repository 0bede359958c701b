import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EssayLang } from '@essay/contracts';
import { DENSE_FEATURES } from '../features/dense.ts';
import type { Row } from './design.ts';
import { float64Of, standardise } from './design.ts';
import { ModelFileSchema, type ModelFile, type ScorerFile } from './model-file.ts';
import { featureTerm, predictRidge } from './ridge.ts';
import { predictBoost } from './boost.ts';

/** Where `grader:train` writes and `correct()` reads the models: one file per language. */
export const SHIPPED_MODEL_DIR = fileURLToPath(new URL('../../models/', import.meta.url));
export const modelFileName = (lang: EssayLang): string => `${lang}-default.json`;

const cache = new Map<string, ModelFile>();

/**
 * The model for a language, read and validated on first use (so an English-only process never
 * parses the Chinese model); `dir` points at another folder of model files (the eval's freshly
 * trained ones). A feature-list drift is an error.
 */
export function loadModel(lang: EssayLang, dir: string = SHIPPED_MODEL_DIR): ModelFile {
  const file = join(dir, modelFileName(lang));
  let m = cache.get(file);
  if (!m) {
    m = ModelFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    if (m.features.join() !== DENSE_FEATURES.join())
      throw new Error(`model ${m.name} was trained on other features; run npm run grader:train`);
    if (cache.size > 20) cache.clear();
    cache.set(file, m);
  }
  return m;
}

/** The shipped model of a language. */
export const defaultModel = (lang: EssayLang): ModelFile => loadModel(lang);

/** Forget models read from `dir` (the eval rewrites its temporary files between folds). */
export function forgetModels(dir: string): void {
  for (const k of [...cache.keys()]) if (k.startsWith(dir)) cache.delete(k);
}

/** Raw output of a scorer (ridge on dense + hashed n-grams). */
export const scorerOutput = (s: ScorerFile, row: Row): number => predictRidge(s, row);

/** Holistic quality: ridge plus the boosted trees on the standardised dense features. */
export function holisticOutput(m: ModelFile, row: Row): number {
  const base = predictRidge(m.holistic, row);
  if (!m.boost) return base;
  return (
    base +
    predictBoost(
      m.boost,
      standardise(row.dense, float64Of(m.holistic.denseMean), float64Of(m.holistic.denseSd)),
    )
  );
}

/** Per-feature contribution to the holistic ridge (standardised value x weight, plus its hinge terms). */
export function contributions(
  m: ModelFile,
  row: Row,
): { name: string; z: number; contribution: number }[] {
  return m.features.map((name, j) => {
    const sd = m.holistic.denseSd[j] ?? 1;
    const z = sd > 1e-5 ? ((row.dense[j] ?? 0) - (m.holistic.denseMean[j] ?? 0)) / sd : 0;
    return { name, z, contribution: featureTerm(m.holistic, j, z) };
  });
}
