/**
 * Scoring data-set essays the way the product does: `correct()` with a folder of model files,
 * a rubric on the data set's scale, and the reported level turned back into a score.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CustomRubric } from '@essay/contracts';
import { decideLang } from '../../src/text/lang.ts';
import { correct } from '../../src/correct.ts';
import { correctWithModel, type ModelEngineSettings } from '../../src/llm/correct-with-model.ts';
import { forgetModels, modelFileName } from '../../src/model/default-models.ts';
import type { ModelFile } from '../../src/model/model-file.ts';
import { floorOf } from '../../src/rubrics/presets.ts';
import { classmatesIn, groupBy, type EssayRecord } from './dataset.ts';
import { cachedCorrections } from './corrections-cache.ts';

export interface Scale {
  min: number;
  max: number;
  step: number;
}

export const levelsOf = (s: Scale): number => Math.round((s.max - s.min) / s.step) + 1;
export const toIndex = (s: Scale, v: number): number =>
  Math.max(0, Math.min(levelsOf(s) - 1, Math.round((v - s.min) / s.step)));

export function scaleOf(recs: readonly EssayRecord[]): Scale {
  const min = Math.min(...recs.map((r) => r.score_min));
  const max = Math.max(...recs.map((r) => r.score_max));
  const step = recs.every((r) => Number.isInteger(r.score))
    ? 1
    : recs.every((r) => Number.isInteger(r.score * 2))
      ? 0.5
      : 0.1;
  return { min, max, step };
}

/**
 * A custom rubric whose levels are the data set's: K levels become 1..K (K ≤ 6) or 0..K−1
 * (custom rubrics start at 1 up to 6 points and at 0 above).
 */
export function rubricForScale(s: Scale, name: string): CustomRubric {
  const k = levelsOf(s);
  if (k === 7) throw new Error(`${name}: a 7-level scale has no custom-rubric equivalent`);
  const fullScore = k <= 6 ? k : k - 1;
  return {
    preset: 'custom',
    name: { 'zh-tw': name, en: name },
    fullScore,
    gradeScale: 'rubric',
    dimensions: [
      {
        key: 'overall',
        name: { 'zh-tw': '整體', en: 'Overall' },
        maxScore: fullScore,
        aspect: 'content',
        descriptors: {},
      },
    ],
  };
}

/** Reported level → the data set's score (a zero-gated essay gets the scale's lowest score). */
export function scoreFromLevel(s: Scale, rubric: CustomRubric, level: number): number {
  const idx = Math.max(0, Math.min(levelsOf(s) - 1, level - floorOf(rubric)));
  return s.min + idx * s.step;
}

export function tempModelDir(): string {
  return mkdtempSync(join(tmpdir(), 'grader-eval-'));
}

export function writeModel(dir: string, m: ModelFile, text: string): void {
  writeFileSync(join(dir, modelFileName(m.lang)), text);
  forgetModels(dir);
}

export interface ScoreOptions {
  modelDir: string;
  mechanics: boolean;
  teacherScored?: { rec: EssayRecord; score: number }[];
  /** `--engine llm`: the model engine (built-in engine underneath, its fallback) instead of correct(). */
  model?: ModelEngineSettings;
}

/** What `--engine llm` spent and how often it fell back, over a whole run. */
export const modelTally = {
  essays: 0,
  calls: 0,
  inputTokens: 0,
  outputTokens: 0,
  fallbacks: 0,
  droppedQuotes: 0,
};

/** The data set's score `correct()` reports for each record. */
export async function scoreThroughCorrect(
  recs: readonly EssayRecord[],
  scale: Scale,
  name: string,
  o: ScoreOptions,
): Promise<number[]> {
  const rubric = rubricForScale(scale, name);
  const teacherScored = (o.teacherScored ?? []).map((t) => ({
    text: t.rec.text,
    level: floorOf(rubric) + toIndex(scale, t.score),
  }));
  const byPrompt = groupBy(recs, (r) => r.prompt_id);
  const out: number[] = [];
  for (const r of recs) {
    const text = r.text.replace(/\r\n?/g, '\n');
    const corrections = o.mechanics
      ? await cachedCorrections(text, decideLang(text, r.prompt))
      : [];
    const args = [
      { text, title: r.title },
      { name: '', instructions: r.prompt },
      rubric,
      {
        modelDir: o.modelDir,
        corrections,
        teacherScored,
        peerEssays: classmatesIn(byPrompt.get(r.prompt_id)!, r),
      },
    ] as const;
    let report;
    if (o.model) {
      const result = await correctWithModel(...args, o.model);
      report = result.report;
      modelTally.essays += 1;
      modelTally.calls += result.usage.calls;
      modelTally.inputTokens += result.usage.inputTokens;
      modelTally.outputTokens += result.usage.outputTokens;
      modelTally.fallbacks += result.fallback ? 1 : 0;
      modelTally.droppedQuotes += result.droppedQuotes;
    } else {
      report = await correct(...args);
    }
    out.push(scoreFromLevel(scale, rubric, report.level));
  }
  return out;
}
