/**
 * Sentence-level Chinese spelling check metrics (SIGHAN style):
 *   npm run grader:spelling -- --data ../shared/data/spelling-zh-sighan/test14.jsonl
 * Each line is {source, target} of equal length; differing characters are the errors.
 * Tuning flags (--threshold, --channel-weight, ...) exist for train sets only.
 * Timing: --essays FILE.jsonl [--limit N] [--english rules] runs findCorrections over essays and
 * prints typo/spelling flags per 1,000 characters (on native essays: the false-flag rate); --list
 * prints each flag with its context.
 * Ladder: --ladder ../shared/data/essays-zh-tw-ladder [--list] prints planted-error recall with the
 * right fix per confusion type and false alarms per 1,000 characters, through correct().
 * Held out: --held-out ../shared/data/essays-zh-tw-ladder [--he2022 FILE] [--he2022-range 0,200] [--half tuning|held-out|both] [--seed-salt N[,N…]] [--list] prints the same
 * for tuning prompts d1–d3 and held-out prompts d4–d6, with errors planted by rule (plant-typos.ts),
 * and the native marks of He 2022 essays 0–199 (issue 42 §7, decision 0078).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findCorrections, initMechanics } from '../src/mechanics/index.ts';
import { setZhSpellingOptions, type ZhSpellingOptions } from '../src/mechanics/zh/spelling.ts';
import { setZhModelDir } from '../src/mechanics/zh/model.ts';
import { scoreSentences, type SentenceResult } from './zh/csc-metrics.ts';
import { ladderTypos } from './zh/ladder-typos.ts';
import { heldOutTypos } from './zh/heldout-typos.ts';

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const TUNING_FLAGS: Record<string, keyof ZhSpellingOptions> = {
  '--threshold': 'threshold',
  '--channel-weight': 'channelWeight',
  '--confusion-pseudo': 'confusionPseudoCount',
  '--near-pseudo': 'nearSoundPseudoCount',
  '--shape-pseudo': 'shapePseudoCount',
  '--unseen-penalty': 'unseenPairPenalty',
  '--context-weight': 'contextWeight',
  '--context-smoothing': 'contextSmoothing',
  '--min-trained': 'minTrainedCount',
  '--pattern-gain': 'patternGain',
  '--in-word-penalty': 'inWordPenalty',
  '--pattern-word-gain': 'patternWordGain',
  '--seen-pseudo': 'seenPseudoCount',
  '--protected-length': 'protectedWordLength',
  '--function-threshold': 'functionThreshold',
  '--quoted-penalty': 'quotedPenalty',
  '--trigram-smoothing': 'trigramSmoothing',
  '--verb-penalty': 'verbPenalty',
  '--pair-threshold': 'pairThreshold',
  '--lm-commoner': 'lmCommonerGain',
  '--lm-veto': 'lmVeto',
  '--lm-rescue': 'lmRescueGain',
  '--lm-rescue-slack': 'lmRescueSlack',
  '--word-rescue': 'wordRescueGain',
  '--word-rescue-slack': 'wordRescueSlack',
  '--verb-word-gain': 'verbWordGain',
};

/** --essays FILE: time findCorrections over scored essays (Simplified Chinese is converted first). */
async function timeEssays(
  file: string,
  limit: number,
  english: 'harper' | 'rules',
  list: boolean,
): Promise<void> {
  const { Converter } = await import('opencc-js');
  const toTw = Converter({ from: 'cn', to: 'tw' });
  const essays = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, limit)
    .map((l) => JSON.parse(l) as { text: string; lang: 'zh' | 'en' })
    .map((e) => ({ lang: e.lang, text: e.lang === 'zh' ? toTw(e.text) : e.text }));
  const t0 = performance.now();
  const langs = [...new Set(essays.map((e) => e.lang))].filter(
    (l) => l === 'zh' || english === 'harper',
  );
  await initMechanics(langs);
  console.log(`init ${(performance.now() - t0).toFixed(0)} ms`);
  for (const e of essays.slice(0, 5)) await findCorrections(e.text, e.lang, { english });
  const cpu0 = process.cpuUsage();
  const t1 = performance.now();
  let corrections = 0;
  let typos = 0;
  for (const e of essays) {
    const found = await findCorrections(e.text, e.lang, { english });
    corrections += found.length;
    const flags = found.filter((c) => c.kind === 'typo' || c.kind === 'spelling');
    typos += flags.length;
    // --list: each flag with its context, to see which flags fire on native text.
    if (list) {
      for (const c of flags) {
        const around = e.text.slice(Math.max(0, c.span.start - 8), c.span.end + 8);
        console.log(
          `${c.kind} ${c.original} -> ${c.suggestion ?? ''}  ${around.replace(/\n/g, ' ')}`,
        );
      }
    }
  }
  const wall = (performance.now() - t1) / essays.length;
  const cpu = process.cpuUsage(cpu0);
  const size = essays.reduce(
    (n, e) => n + (e.lang === 'zh' ? e.text.length : e.text.split(/\s+/).length),
    0,
  );
  console.log(
    `essays ${essays.length}, mean size ${(size / essays.length).toFixed(0)} ${essays[0]?.lang === 'zh' ? 'chars' : 'words'}`,
  );
  console.log(
    `wall ${wall.toFixed(2)} ms/essay, cpu ${((cpu.user + cpu.system) / 1000 / essays.length).toFixed(2)} ms/essay`,
  );
  console.log(`corrections ${(corrections / essays.length).toFixed(1)} per essay`);
  const chars = essays.reduce((n, e) => n + e.text.length, 0);
  // On native essays every typo / spelling flag is a false flag (or a rare real slip).
  console.log(
    `typo/spelling flags ${typos} = ${((1000 * typos) / chars).toFixed(2)} per 1,000 characters`,
  );
}

async function main(): Promise<void> {
  const tuning: Partial<ZhSpellingOptions> = {};
  for (const [name, key] of Object.entries(TUNING_FLAGS)) {
    const value = flag(name);
    if (value !== undefined) tuning[key] = Number(value);
  }
  if (Object.keys(tuning).length) setZhSpellingOptions(tuning);
  // --model DIR: a model built from part of the training data (build-model.ts --out), for tuning.
  const modelDir = flag('--model');
  if (modelDir) setZhModelDir(resolve(modelDir));
  // --ladder DIR: planted/natural 錯別字 and false alarms of the Taiwanese ladder, through correct().
  const ladder = flag('--ladder');
  if (ladder) return ladderTypos(resolve(ladder), process.argv.includes('--list'));
  // --held-out DIR: the same through correct(), split into tuning prompts and held-out prompts,
  // with errors planted by rule; --he2022 FILE adds the native marks of its essays 0–199.
  const heldOut = flag('--held-out');
  if (heldOut) {
    const he2022 = flag('--he2022');
    const range = flag('--he2022-range')?.split(',').map(Number) as [number, number] | undefined;
    const half = (flag('--half') ?? 'both') as 'tuning' | 'held-out' | 'both';
    return heldOutTypos(resolve(heldOut), {
      list: process.argv.includes('--list'),
      he2022: he2022 && resolve(he2022),
      he2022Range: range,
      half,
      seedSalts: (flag('--seed-salt') ?? '0').split(',').map(Number),
    });
  }
  const essays = flag('--essays');
  if (essays) {
    const english = flag('--english') === 'rules' ? 'rules' : 'harper';
    return timeEssays(
      resolve(essays),
      Number(flag('--limit') ?? 300),
      english,
      process.argv.includes('--list'),
    );
  }
  const file = resolve(flag('--data') ?? '../shared/data/spelling-zh-sighan/test14.jsonl');

  // Only the Chinese model is needed here; Harper is not loaded.
  const t0 = performance.now();
  await findCorrections('　　暖身。', 'zh');
  const initMs = performance.now() - t0;
  const rows = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  const results: SentenceResult[] = [];
  const t1 = performance.now();
  for (const row of rows) {
    const { source, target } = JSON.parse(row) as { source: string; target: string };
    const corrections = await findCorrections(source, 'zh');
    // A word-level fix (以經 -> 已經) counts as the characters it changes.
    const predicted = corrections
      .filter((c) => c.kind === 'typo')
      .flatMap((c) =>
        c.suggestion !== undefined &&
        c.suggestion.length === c.original.length &&
        c.original.length > 1
          ? [...c.original].flatMap((ch, i) =>
              ch === c.suggestion![i] ? [] : [{ index: c.span.start + i, char: c.suggestion![i]! }],
            )
          : [{ index: c.span.start, char: c.suggestion }],
      );
    results.push({ source, target, predicted });
  }
  const perSentenceMs = (performance.now() - t1) / Math.max(1, rows.length);
  const m = scoreSentences(results);
  const pct = (x: number) => x.toFixed(4);
  console.log(`file ${file}`);
  console.log(`sentences ${m.sentences} (with errors ${m.withErrors}, error-free ${m.errorFree})`);
  console.log(`init ${initMs.toFixed(0)} ms, ${perSentenceMs.toFixed(2)} ms/sentence`);
  console.log(
    `detection  P ${pct(m.detection.precision)} R ${pct(m.detection.recall)} F1 ${pct(m.detection.f1)}`,
  );
  console.log(
    `correction P ${pct(m.correction.precision)} R ${pct(m.correction.recall)} F1 ${pct(m.correction.f1)}`,
  );
  console.log(`false-alarm rate ${pct(m.falseAlarmRate)} (${m.falseAlarms}/${m.errorFree})`);
  console.log(`F1 ${pct(m.correction.f1)}`);
}

await main();
