/**
 * Benchmark of the engine as it ships, on any jsonl set in the common format: every essay is
 * scored by `correct()` with model files written by the trainer of `grader:train`
 * (scripts/lib/trainer.ts) into a temporary folder, under a custom rubric on the data set's
 * scale; the reported level is compared with the human score.
 *   npm run grader:eval -- --data FILE.jsonl [--train FILE.jsonl] [--folds DIR]
 *     [--mode prompt|overall|cross-prompt|calibrate:K] [--mechanics off] [--shipped]
 *     [--engine builtin|llm --base-url URL --model NAME [--api-key-file FILE] [--timeout-s 60] [--concurrency 1]]
 *   --shipped: no training; the shipped models/ (only for a data set on their own scale and language)
 *   --engine llm: each essay through the `llm` engine (issue 14) on an OpenAI-compatible server,
 *     the built-in engine underneath (and as its fallback); prints calls, tokens and fallbacks too.
 * Prints QWK / Pearson r / SMD per prompt and on average; the last line is `QWK <average>`.
 */
import { readFileSync } from 'node:fs';
import { createChatClient } from '@essay/contracts';
import type { ModelEngineSettings } from '../src/llm/correct-with-model.ts';
import { exitWithUsage, parseArgs } from './lib/args.ts';
import { groupBy, readFoldTestIds, foldKey, readJsonl, type EssayRecord } from './lib/dataset.ts';
import { printResults, type PromptResult } from './lib/report.ts';
import { evalCross, evalWithin } from './lib/eval-modes.ts';
import { modelTally } from './lib/through-correct.ts';

const args = parseArgs(process.argv.slice(2));
const dataFile = args.get('data');
if (!dataFile) {
  exitWithUsage(
    'usage: npm run grader:eval -- --data FILE.jsonl [--train FILE.jsonl] [--folds DIR] [--mode prompt|overall|cross-prompt|calibrate:K] [--mechanics off] [--shipped]',
  );
}
const mode = args.get('mode') ?? 'prompt';

function modelEngine(): ModelEngineSettings | undefined {
  const engine = args.get('engine') ?? 'builtin';
  if (engine === 'builtin') return undefined;
  const baseUrl = args.get('base-url');
  const model = args.get('model');
  if (engine !== 'llm' || !baseUrl || !model) {
    exitWithUsage(
      '--engine llm needs --base-url URL (e.g. http://127.0.0.1:8080/v1) and --model NAME',
    );
  }
  const keyFile = args.get('api-key-file');
  const chat = createChatClient(
    {
      baseUrl,
      apiKey: keyFile ? readFileSync(keyFile, 'utf8').trim() : undefined,
      timeoutMs: Number(args.get('timeout-s') ?? 60) * 1000,
      maxAttempts: 3,
      concurrency: Number(args.get('concurrency') ?? 1),
      backoffMs: 1000,
    },
    { fetch: globalThis.fetch },
  );
  return { model, chat, budgetMs: 240_000 };
}
const model = modelEngine();
const mechanics = args.get('mechanics') !== 'off';
const t0 = Date.now();
const data = readJsonl(dataFile);
const train: EssayRecord[] | null = args.get('train') ? readJsonl(args.get('train')!) : null;
const byPrompt = (xs: readonly EssayRecord[]): Map<string, EssayRecord[]> =>
  groupBy(xs, (r) => (mode === 'overall' ? 'all' : r.prompt_id));

let results: PromptResult[];
if (mode === 'prompt' || mode === 'overall') {
  const folds = args.get('folds') ? readFoldTestIds(args.get('folds')!) : null;
  results = await evalWithin(byPrompt(data), train ? byPrompt(train) : null, {
    mechanics,
    model,
    shipped: args.has('shipped'),
    foldOf: folds ? (r) => folds.findIndex((s) => s.has(foldKey(r.id))) : null,
    folds: folds?.length ?? 5,
  });
} else if (mode === 'cross-prompt' || mode.startsWith('calibrate:')) {
  const k = mode.startsWith('calibrate:') ? Number(mode.split(':')[1]) : 0;
  results = await evalCross(
    groupBy(data, (r) => r.prompt_id),
    train ? groupBy(train, (r) => r.prompt_id) : null,
    k,
    mechanics,
    model,
  );
} else {
  exitWithUsage(`unknown mode ${mode}`);
}
console.error(`total: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
if (model) {
  const t = modelTally;
  console.error(
    `engine llm (${model.model}): ${t.essays} essays, ${t.calls} calls, ${t.inputTokens} input + ${t.outputTokens} output tokens, ${t.fallbacks} fell back to the built-in engine, ${t.droppedQuotes} invented quotes dropped`,
  );
}
printResults(results, results.length <= 12);
