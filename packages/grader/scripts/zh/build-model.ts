/**
 * Builds the committed Chinese spelling model (see model/PROVENANCE.md):
 *   npx tsx packages/grader/scripts/zh/build-model.ts [--data ../shared/data/spelling-zh-sighan]
 *     [--train train13,train14,train15] [--held-out test13,test14] [--cged FILE|none] [--out DIR]
 * Learns from SIGHAN *train* sets only; the test sets (and a dev set named in --held-out) are read
 * only to leave out CGED sentences that share a run with them. The similar-sound / similar-shape
 * candidates come from build-confusion.ts (npm packages' readings and decompositions).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as OpenCC from 'opencc-js';
import { join, resolve } from 'node:path';
import { buildTraditionalLexicon, LITERARY_WORDS } from './build-lexicon.ts';
import { buildConfusion, CONFUSION_KINDS } from './build-confusion.ts';
import { cgedSentences } from './cged-text.ts';
import { MODEL_DIR } from '../../src/mechanics/zh/model.ts';
import { contextFeatures, functionGroup } from '../../src/mechanics/zh/function-chars.ts';
import { TAIWAN_VARIANTS } from '../../src/mechanics/zh/taiwan.ts';

const TRAIN_SETS = ['train13', 'train14', 'train15'];
/** Test sets: no CGED sentence that shares a run with them enters the model. */
const HELD_OUT_SETS = ['test13', 'test14'];
/** Windows [a, b) relative to an error position: left bigram, right bigram, trigram. */
const ERROR_WINDOWS: [number, number][] = [
  [-1, 1],
  [0, 2],
  [-1, 2],
];

function argValue(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

interface Pair {
  source: string;
  target: string;
}

function readPairs(file: string): Pair[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Pair);
}

/**
 * jieba's dictionary holds rare misspellings of common words (再接再勵 3 beside 再接再厲 115,
 * 高性 5 beside 高興 5387); as words they shield the typo. A rare entry (frequency <= 5) that
 * becomes a word at least 30 times as frequent (and >= 50) by one similar-sound or
 * similar-shape character is dropped. Taiwan variant pairs (台/臺, 周/週 ...) are never such pairs,
 * and literary words (孑然 beside 截然, build-lexicon.ts) are kept.
 */
function dropMisspelledEntries(
  lexicon: Map<string, number>,
  confusion: ReturnType<typeof buildConfusion>,
): number {
  const variants = new Set(TAIWAN_VARIANTS.flatMap((pair) => [pair, [...pair].reverse().join('')]));
  const drop: string[] = [];
  for (const [word, freq] of lexicon) {
    const chars = [...word];
    if (freq > 5 || chars.length < 2 || LITERARY_WORDS.includes(word)) continue;
    const found = chars.some((ch, i) => {
      const kinds = confusion.get(ch);
      if (!kinds) return false;
      return CONFUSION_KINDS.some((k) =>
        kinds[k].some((c) => {
          if (variants.has(`${ch}${c}`)) return false;
          const other = lexicon.get([...chars.slice(0, i), c, ...chars.slice(i + 1)].join('')) ?? 0;
          return other >= 50 && other >= 30 * freq;
        }),
      );
    });
    if (found) drop.push(word);
  }
  for (const word of drop) lexicon.delete(word);
  return drop.length;
}

/** Weighted character bigram and trigram counts of running text, and how often each trigram occurs. */
interface RunningText {
  bigrams: Map<string, number>;
  trigrams: Map<string, number>;
  trigramTimes: Map<string, number>;
}

/** Counts a line (^ and $ mark its edges) for the context model. */
function countRunningText(counts: RunningText, line: string, weight: number): void {
  const padded = ['^', ...line, '$'];
  for (let i = 0; i + 1 < padded.length; i++) {
    const key = padded[i]! + padded[i + 1]!;
    counts.bigrams.set(key, (counts.bigrams.get(key) ?? 0) + weight);
  }
  for (let i = 0; i + 2 < padded.length; i++) {
    const key = padded[i]! + padded[i + 1]! + padded[i + 2]!;
    counts.trigrams.set(key, (counts.trigrams.get(key) ?? 0) + weight);
    counts.trigramTimes.set(key, (counts.trigramTimes.get(key) ?? 0) + 1);
  }
}

function main(): void {
  const dataDir = resolve(argValue('--data', '../shared/data/spelling-zh-sighan'));
  const sets = argValue('--train', TRAIN_SETS.join(',')).split(',');
  const outDir = resolve(argValue('--out', MODEL_DIR));
  mkdirSync(outDir, { recursive: true });
  const lexicon = buildTraditionalLexicon();
  // Similar-sound / similar-shape candidates from shippable readings and decompositions.
  const confusion = buildConfusion(lexicon);
  const dropped = dropMisspelledEntries(lexicon, confusion);
  const lexLines = [...lexicon].map(([w, f]) => `${w}\t${f}`).join('\n');
  writeFileSync(join(outDir, 'lexicon.tsv.gz'), gzipSync(lexLines, { level: 9 }));

  // Channel statistics: how often a written character stood for another one in learners' text.
  const errors = new Map<string, number>();
  const seen = new Map<string, number>();
  const running: RunningText = { bigrams: new Map(), trigrams: new Map(), trigramTimes: new Map() };
  // Erroneous character n-grams around each training error, and how often each n-gram was
  // written correctly: an n-gram that was an error at least twice and rarely correct is a
  // reliable pattern (自已 -> 自己, 在也 -> 再也).
  const errorGrams = new Map<string, number>();
  const correctGrams = new Map<string, number>();
  // group -> feature -> counts per label, from the corrected side of training pairs.
  const functionCounts = new Map<string, Map<string, number[]>>();
  const countFunction = (group: string, feature: string, label: number) => {
    const table = functionCounts.get(group) ?? new Map<string, number[]>();
    functionCounts.set(group, table);
    const row = table.get(feature) ?? new Array<number>([...group].length).fill(0);
    table.set(feature, row);
    row[label]! += 1;
  };
  for (const set of sets) {
    for (const { source, target } of readPairs(join(dataDir, `${set}.jsonl`))) {
      const s = [...source];
      const t = [...target];
      if (s.length !== t.length) continue;
      // Character bigrams of the corrected text, with sentence edges, give the scorer the
      // local context (的/地/得, 在/再) that a word unigram model cannot see.
      for (let i = 0; i < t.length; i++) {
        for (const [a, b] of ERROR_WINDOWS) {
          if (i + a < 0 || i + b > t.length) continue;
          const gram = t.slice(i + a, i + b).join('');
          correctGrams.set(gram, (correctGrams.get(gram) ?? 0) + 1);
          if (s[i] === t[i]) continue;
          const key = `${s.slice(i + a, i + b).join('')}\t${-a}\t${t[i]}`;
          errorGrams.set(key, (errorGrams.get(key) ?? 0) + 1);
        }
      }
      t.forEach((ch, i) => {
        const group = functionGroup(ch);
        if (!group) return;
        const label = [...group].indexOf(ch);
        countFunction(group, '', label);
        for (const feature of contextFeatures(t, i)) countFunction(group, feature, label);
      });
      countRunningText(running, target, 1);
      s.forEach((ch, i) => {
        seen.set(ch, (seen.get(ch) ?? 0) + 1);
        if (t[i] !== ch) errors.set(`${ch}${t[i]}`, (errors.get(`${ch}${t[i]}`) ?? 0) + 1);
      });
    }
  }
  const channel = [...errors].map(([pair, n]) => `${pair}\t${n}`).join('\n');
  const seenLines = [...seen]
    .filter(([, n]) => n >= 2)
    .map(([c, n]) => `${c}\t${n}`)
    .join('\n');
  writeFileSync(join(outDir, 'channel.tsv'), `${channel}\n`);
  writeFileSync(join(outDir, 'char-seen.tsv'), `${seenLines}\n`);
  const patternLines: string[] = [];
  for (const [key, n] of errorGrams) {
    const gram = key.split('\t')[0]!;
    if (n >= 2 && (correctGrams.get(gram) ?? 0) <= 0.3 * n) patternLines.push(`${key}\t${n}`);
  }
  writeFileSync(join(outDir, 'error-patterns.tsv'), `${patternLines.join('\n')}\n`);
  const functionLines: string[] = [];
  for (const [group, table] of functionCounts) {
    for (const [feature, row] of table) {
      // Single observations of a feature carry little and would double the file.
      if (feature === '' || row.reduce((a, b) => a + b, 0) >= 2) {
        functionLines.push(`${group}\t${feature}\t${row.join(',')}`);
      }
    }
  }
  writeFileSync(
    join(outDir, 'function-chars.tsv.gz'),
    gzipSync(functionLines.join('\n'), { level: 9 }),
  );
  // Running native text for the same context model: He et al. 2022 essays (Simplified, converted
  // to Traditional), all but the first `--native-skip` (kept for the native false-flag figure).
  const nativeFile = argValue('--native', '../shared/data/essays-zh-he2022/essays.jsonl');
  const nativeSkip = Number(argValue('--native-skip', '200'));
  const nativeWeight = Number(argValue('--native-weight', '1'));
  if (nativeFile !== 'none') {
    const toTw = OpenCC.Converter({ from: 'cn', to: 'tw' });
    const rows = readFileSync(resolve(nativeFile), 'utf8')
      .split('\n')
      .filter((l) => l.trim());
    for (const row of rows.slice(nativeSkip)) {
      for (const paragraph of toTw((JSON.parse(row) as { text: string }).text).split('\n')) {
        countRunningText(running, paragraph.trim(), nativeWeight);
      }
    }
  }
  // Corrected sentences of Taiwan's TOCFL learners (CGED): more running Traditional text, without
  // any sentence that shares a run with the test sets or the sets named by --held-out (dev).
  const cgedFile = argValue('--cged', '../shared/data/grammar-zh-cged/tocfl-train.txt');
  const cgedWeight = Number(argValue('--cged-weight', '2'));
  if (cgedFile !== 'none') {
    const heldOut = argValue('--held-out', HELD_OUT_SETS.join(','))
      .split(',')
      .flatMap((set) => readPairs(join(dataDir, `${set}.jsonl`)))
      .flatMap((p) => [p.source, p.target]);
    for (const sentence of cgedSentences(resolve(cgedFile), heldOut))
      countRunningText(running, sentence, cgedWeight);
  }
  const contextLines = [...running.bigrams].map(([pair, n]) => `${pair}\t${n}`).join('\n');
  writeFileSync(join(outDir, 'context-bigrams.tsv.gz'), gzipSync(contextLines, { level: 9 }));
  // Trigrams seen once are mostly noise and would triple the file (and the load time); a sentence
  // counted twice (CGED) is still one occurrence.
  const trigramLines = [...running.trigrams]
    .filter(([key]) => (running.trigramTimes.get(key) ?? 0) >= 2)
    .map(([gram, n]) => `${gram}\t${n}`)
    .join('\n');
  writeFileSync(join(outDir, 'context-trigrams.tsv.gz'), gzipSync(trigramLines, { level: 9 }));

  const confLines = [...confusion].map(([ch, kinds]) =>
    [ch, ...CONFUSION_KINDS.map((k) => kinds[k].join(''))].join('\t'),
  );
  writeFileSync(join(outDir, 'confusion.tsv.gz'), gzipSync(confLines.join('\n'), { level: 9 }));
  console.log(
    `lexicon ${lexicon.size} (${dropped} misspelled entries dropped), channel pairs ${errors.size}, confusion ${confLines.length}`,
  );
}

main();
