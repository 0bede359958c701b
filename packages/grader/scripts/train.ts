/**
 * Trains the shipped default models (dense features, ridge) and writes them to
 * packages/grader/models/*.json with their data's provenance and terms.
 *   npm run grader:train [-- --data-root ../shared/data]
 * Data is read from ../shared/data (never copied into the repo).
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from './lib/args.ts';
import { DATA_ROOT, readJsonl, type EssayRecord } from './lib/dataset.ts';
import { featuriseAll } from './lib/featurise-set.ts';
import { chooseRidge } from '../src/model/choose.ts';
import { fitRidge } from '../src/model/ridge.ts';
import { pearson, qwk } from '../src/model/metrics.ts';
import { DENSE_FEATURES } from '../src/features/dense.ts';
import { ENGINE_VERSION } from '../src/version.ts';
import type { ModelFile } from '../src/model/model-file.ts';

const args = parseArgs(process.argv.slice(2));
const root = args.get('data-root') ?? DATA_ROOT;
const outDir = new URL('../models/', import.meta.url).pathname;

type Target = (r: EssayRecord) => number | null;
const unit = (r: EssayRecord, v: number | null | undefined): number | null =>
  v === null || v === undefined ? null : (v - r.score_min) / (r.score_max - r.score_min);
const avg = (...xs: (number | null | undefined)[]): number | null =>
  xs.some((x) => x === null || x === undefined) ? null : xs.reduce<number>((a, b) => a + (b ?? 0), 0) / xs.length;

interface Spec {
  file: string;
  name: string;
  lang: 'zh' | 'en';
  sets: { dir: string; name: string; terms: string }[];
  aspects: Record<string, Target>;
  scaleMapping: string;
}

const SPECS: Spec[] = [
  {
    file: 'zh-default.json', name: 'zh-he2022-ridge', lang: 'zh',
    sets: [{ dir: 'essays-zh-he2022', name: 'He et al. 2022 Chinese essays (senior high, Simplified)', terms: 'academic research data from ZORO-Q/Automated-Chinese-Essay-Scoring-from-Multiple-Traits; no licence given — research use only' }],
    aspects: {
      content: (r) => unit(r, avg(r.traits?.topic, r.traits?.logic)),
      organisation: (r) => unit(r, r.traits?.stru),
      language: (r) => unit(r, r.traits?.lang),
    },
    scaleMapping: 'overall 0 Bad / 1 Medium / 2 Great -> quality q = score/2; 會考 level = 1 + round(5q) (0 only through the zero-level gates); 學測國寫 band index the same (1 C … 6 A+); other rubrics: round(q x full score).',
  },
  {
    file: 'en-default.json', name: 'en-ellipse-ridge', lang: 'en',
    sets: [{ dir: 'essays-en-ellipse', name: 'ELLIPSE corpus (Crossley et al.), English learners grades 8-12', terms: 'CC BY-NC-SA 4.0 — these weights are a derivative: non-commercial use, share alike, attribute ELLIPSE' }],
    aspects: {
      content: (r) => unit(r, r.score),
      organisation: (r) => unit(r, r.traits?.cohesion),
      language: (r) => unit(r, avg(r.traits?.syntax, r.traits?.grammar)),
      mechanics: (r) => unit(r, avg(r.traits?.vocabulary, r.traits?.conventions)),
    },
    scaleMapping: 'overall 1-5 (half points) -> quality q = (score-1)/4; 學測英文 items: round(5 q_aspect) each (content, organisation=cohesion, grammar=(syntax+grammar)/2, vocabulary=(vocabulary+conventions)/2), total = sum - deductions; other rubrics: round(q x full score).',
  },
];

for (const spec of SPECS) {
  const t0 = Date.now();
  const recs = spec.sets.flatMap((s) => readJsonl(join(root, s.dir, 'essays.jsonl')));
  const prepared = await featuriseAll(recs, 0);
  const rows = prepared.map((p) => p.row);
  const y = recs.map((r) => unit(r, r.score)!);
  const scale = { min: 0, max: 1, step: 0.1 };
  const { opt, oof } = chooseRidge(rows, y, scale, { hashBits: 0, hashWeight: 0, lambda: null });
  const holistic = fitRidge(rows, y, opt);
  const aspects: ModelFile['aspects'] = {};
  for (const [key, target] of Object.entries(spec.aspects)) {
    const idx = recs.flatMap((r, i) => (target(r) !== null ? [i] : []));
    aspects[key] = fitRidge(idx.map((i) => rows[i]!), idx.map((i) => target(recs[i]!)!), opt);
  }
  const rmse = Math.sqrt(oof.reduce((s, p, i) => s + (p - y[i]!) ** 2, 0) / oof.length);
  const k = (v: number): number => Math.max(0, Math.min(10, Math.round(v * 10)));
  const model: ModelFile = {
    name: spec.name, version: ENGINE_VERSION, lang: spec.lang, features: [...DENSE_FEATURES], holistic, aspects,
    residual: rmse,
    validation: { oof_pearson: pearson(oof, y), oof_qwk_tenths: qwk(oof.map(k), y.map(k), 0, 10), lambda: opt.lambda, essays: recs.length },
    provenance: {
      data: spec.sets.map((s) => ({ name: s.name, path: relative(join(outDir, '../../..'), join(root, s.dir)), essays: recs.length, terms: s.terms })),
      scaleMapping: spec.scaleMapping,
      trainedWith: 'npm run grader:train (ridge regression on dense features, lambda by inner 3-fold CV)',
    },
  };
  const round = (_k: string, v: unknown): unknown => (typeof v === 'number' ? Number(v.toPrecision(6)) : v);
  writeFileSync(join(outDir, spec.file), `${JSON.stringify(model, round, 1)}\n`);
  console.log(`${spec.file}: ${recs.length} essays, lambda ${opt.lambda}, OOF r ${pearson(oof, y).toFixed(3)}, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
