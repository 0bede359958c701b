/**
 * Benchmark of the scoring models on any jsonl set in the common format.
 *   npm run grader:eval -- --data FILE.jsonl [--train FILE.jsonl] [--folds DIR]
 *     [--mode prompt|overall|cross-prompt|calibrate:K] [--bits 16] [--lambda L] [--hash-weight W]
 *     [--mechanics off]   (skip the mechanics module: error-rate features become 0)
 *     [--self-train on]   (cross-prompt modes: add a prompt-specific stage fitted to pseudo-scores)
 * Prints QWK / Pearson r / SMD per prompt and on average; the last line is `QWK <average>`.
 */
import { parseArgs } from './lib/args.ts';
import { groupBy, readJsonl, type EssayRecord } from './lib/dataset.ts';
import { featuriseAll, type Prepared } from './lib/featurise-set.ts';
import { printResults, type PromptResult } from './lib/report.ts';
import { evalCross, evalWithin } from './lib/eval-modes.ts';

const args = parseArgs(process.argv.slice(2));
const dataFile = args.get('data');
if (!dataFile) {
  console.error('usage: npm run grader:eval -- --data FILE.jsonl [--train FILE.jsonl] [--folds DIR] [--mode prompt|overall|cross-prompt|calibrate:K]');
  process.exit(2);
}
const mode = args.get('mode') ?? 'prompt';
const bits = Number(args.get('bits') ?? 16);
const opts = {
  bits,
  lambda: args.has('lambda') ? Number(args.get('lambda')) : null,
  hashWeight: Number(args.get('hash-weight') ?? 1),
  folds: args.get('folds') ?? null,
};

const mechanics = args.get('mechanics') !== 'off';
// cross-prompt modes: second, prompt-specific stage trained on the first stage's pseudo-scores
const selfTrainOn = args.get('self-train') === 'on';
const needHash = mode === 'prompt' || mode === 'overall' || selfTrainOn;
const t0 = Date.now();
const data = await featuriseAll(readJsonl(dataFile), needHash ? bits : 0, true, mechanics);
const trainFile = args.get('train');
const train: Prepared[] | null = trainFile ? await featuriseAll(readJsonl(trainFile), mode === 'prompt' || mode === 'overall' ? bits : 0, true, mechanics) : null;
console.error(`features: ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const byPrompt = (xs: readonly Prepared[]): Map<string, Prepared[]> =>
  groupBy(xs, (p: Prepared) => (mode === 'overall' ? 'all' : p.rec.prompt_id));

let results: PromptResult[];
if (mode === 'prompt' || mode === 'overall') {
  results = evalWithin(byPrompt(data), train ? byPrompt(train) : null, opts);
} else if (mode === 'cross-prompt' || mode.startsWith('calibrate:')) {
  const k = mode.startsWith('calibrate:') ? Number(mode.split(':')[1]) : 0;
  results = evalCross(groupBy(data, (p) => p.rec.prompt_id), train ? groupBy(train, (p) => p.rec.prompt_id) : null, k, selfTrainOn ? bits : 0);
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
console.error(`total: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
printResults(results, results.length <= 12);
export type { EssayRecord };
