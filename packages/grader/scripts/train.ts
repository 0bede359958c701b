/**
 * Trains the shipped models and writes packages/grader/models/*.json with their data's
 * provenance and terms; `--out DIR` writes elsewhere, `--check` retrains into a temporary folder
 * and compares with the shipped files (exit 1 when a weight differs beyond rounding).
 *   npm run grader:train [-- --data-root ../shared/data] [--out DIR] [--check] [--only zh|en]
 * Data is read from ../shared/data (never copied into the repo).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from './lib/args.ts';
import { DATA_ROOT, readJsonl } from './lib/dataset.ts';
import { cachedCorrections } from './lib/corrections-cache.ts';
import { SHIPPED } from './lib/specs.ts';
import { serialiseModel, trainModel, TRAIN_CONFIG } from './lib/trainer.ts';
import { SHIPPED_MODEL_DIR } from '../src/model/default-models.ts';
import { maxWeightDiff } from './lib/compare-models.ts';

const args = parseArgs(process.argv.slice(2));
const root = args.get('data-root') ?? DATA_ROOT;
const check = args.has('check');
const outDir = check
  ? mkdtempSync(join(tmpdir(), 'grader-train-'))
  : (args.get('out') ?? SHIPPED_MODEL_DIR);
const only = args.get('only');
let failed = false;

for (const spec of SHIPPED.filter((s) => !only || s.lang === only)) {
  const t0 = Date.now();
  const recs = readJsonl(join(root, spec.dir, 'essays.jsonl'));
  const model = await trainModel(recs, spec, TRAIN_CONFIG[spec.lang], cachedCorrections);
  writeFileSync(join(outDir, spec.file), serialiseModel(model));
  console.log(
    `${spec.file}: ${recs.length} essays, lambda ${model.validation.lambda}, OOF r ${model.validation.oof_pearson!.toFixed(3)}, ${((Date.now() - t0) / 1000).toFixed(1)} s -> ${outDir}`,
  );
  if (check) {
    const diff = maxWeightDiff(
      JSON.parse(readFileSync(join(SHIPPED_MODEL_DIR, spec.file), 'utf8')),
      JSON.parse(readFileSync(join(outDir, spec.file), 'utf8')),
    );
    console.log(
      `  largest difference from the shipped file: ${diff.toExponential(2)}${diff > 1e-4 ? ' — STALE: run npm run grader:train' : ''}`,
    );
    if (diff > 1e-4) failed = true;
  }
}
if (failed) process.exit(1);
