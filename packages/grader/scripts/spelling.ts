/**
 * Sentence-level Chinese spelling check metrics (SIGHAN style):
 *   npm run grader:spelling -- --data ../shared/data/spelling-zh-sighan/test14.jsonl
 * Each line is {source, target} of equal length; differing characters are the errors.
 * Tuning flags (--threshold, --channel-weight, ...) exist for train sets only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findCorrections, initMechanics } from '../src/mechanics/index.ts';
import { setZhSpellingOptions, type ZhSpellingOptions } from '../src/mechanics/zh/spelling.ts';
import { scoreSentences, type SentenceResult } from '../src/mechanics/zh/csc-metrics.ts';

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const TUNING_FLAGS: Record<string, keyof ZhSpellingOptions> = {
  '--threshold': 'threshold',
  '--channel-weight': 'channelWeight',
  '--confusion-pseudo': 'confusionPseudoCount',
  '--seen-pseudo': 'seenPseudoCount',
  '--protected-length': 'protectedWordLength',
};

async function main(): Promise<void> {
  const file = resolve(flag('--data') ?? '../shared/data/spelling-zh-sighan/test14.jsonl');
  const tuning: Partial<ZhSpellingOptions> = {};
  for (const [name, key] of Object.entries(TUNING_FLAGS)) {
    const value = flag(name);
    if (value !== undefined) tuning[key] = Number(value);
  }
  if (Object.keys(tuning).length) setZhSpellingOptions(tuning);

  const t0 = performance.now();
  await initMechanics();
  const initMs = performance.now() - t0;
  const rows = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim());
  const results: SentenceResult[] = [];
  const t1 = performance.now();
  for (const row of rows) {
    const { source, target } = JSON.parse(row) as { source: string; target: string };
    const corrections = await findCorrections(source, 'zh');
    const predicted = corrections
      .filter((c) => c.kind === 'typo')
      .map((c) => ({ index: c.span.start, char: c.suggestion }));
    results.push({ source, target, predicted });
  }
  const perSentenceMs = (performance.now() - t1) / Math.max(1, rows.length);
  const m = scoreSentences(results);
  const pct = (x: number) => x.toFixed(4);
  console.log(`file ${file}`);
  console.log(`sentences ${m.sentences} (with errors ${m.withErrors}, error-free ${m.errorFree})`);
  console.log(`init ${initMs.toFixed(0)} ms, ${perSentenceMs.toFixed(2)} ms/sentence`);
  console.log(`detection  P ${pct(m.detection.precision)} R ${pct(m.detection.recall)} F1 ${pct(m.detection.f1)}`);
  console.log(`correction P ${pct(m.correction.precision)} R ${pct(m.correction.recall)} F1 ${pct(m.correction.f1)}`);
  console.log(`false-alarm rate ${pct(m.falseAlarmRate)} (${m.falseAlarms}/${m.errorFree})`);
  console.log(`F1 ${pct(m.correction.f1)}`);
}

await main();
