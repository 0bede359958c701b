/**
 * Benchmark of the engine as it ships, on any jsonl set in the common format: every essay is
 * scored by `correct()` with model files written by the trainer of `grader:train`
 * (scripts/lib/trainer.ts) into a temporary folder, under a custom rubric on the data set's
 * scale; the reported level is compared with the human score.
 *   npm run grader:eval -- --data FILE.jsonl [--train FILE.jsonl] [--folds DIR]
 *     [--mode prompt|overall|cross-prompt|calibrate:K] [--mechanics off] [--shipped]
 *   --shipped: no training; the shipped models/ (only for a data set on their own scale and language)
 * Prints QWK / Pearson r / SMD per prompt and on average; the last line is `QWK <average>`.
 */
import { parseArgs } from './lib/args.ts';
import { groupBy, readFoldTestIds, foldKey, readJsonl, type EssayRecord } from './lib/dataset.ts';
import { printResults, type PromptResult } from './lib/report.ts';
import { evalCross, evalWithin } from './lib/eval-modes.ts';

const args = parseArgs(process.argv.slice(2));
const dataFile = args.get('data');
if (!dataFile) {
  console.error('usage: npm run grader:eval -- --data FILE.jsonl [--train FILE.jsonl] [--folds DIR] [--mode prompt|overall|cross-prompt|calibrate:K] [--mechanics off] [--shipped]');
  process.exit(2);
}
const mode = args.get('mode') ?? 'prompt';
const mechanics = args.get('mechanics') !== 'off';
const t0 = Date.now();
const data = readJsonl(dataFile);
const train: EssayRecord[] | null = args.get('train') ? readJsonl(args.get('train')!) : null;
const byPrompt = (xs: readonly EssayRecord[]): Map<string, EssayRecord[]> => groupBy(xs, (r) => (mode === 'overall' ? 'all' : r.prompt_id));

let results: PromptResult[];
if (mode === 'prompt' || mode === 'overall') {
  const folds = args.get('folds') ? readFoldTestIds(args.get('folds')!) : null;
  results = await evalWithin(byPrompt(data), train ? byPrompt(train) : null, { mechanics, shipped: args.has('shipped'), foldOf: folds ? (r) => folds.findIndex((s) => s.has(foldKey(r.id))) : null, folds: folds?.length ?? 5 });
} else if (mode === 'cross-prompt' || mode.startsWith('calibrate:')) {
  const k = mode.startsWith('calibrate:') ? Number(mode.split(':')[1]) : 0;
  results = await evalCross(groupBy(data, (r) => r.prompt_id), train ? groupBy(train, (r) => r.prompt_id) : null, k, mechanics);
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
console.error(`total: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
printResults(results, results.length <= 12);
