import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FunctionCounts } from './function-chars.ts';
import { ConfusionTable } from './confusion-table.ts';
import { LexiconTrie } from './lexicon-trie.ts';
import { NumericHash, pairKey } from './numeric-hash.ts';

let cached: ZhModel | undefined;

export const MODEL_DIR = fileURLToPath(new URL('./model/', import.meta.url));
let modelDir = MODEL_DIR;

/** For tuning scripts only (a model built from part of the training data); before the first load. */
export function setZhModelDir(dir: string): void {
  modelDir = dir.endsWith('/') ? dir : `${dir}/`;
  cached = undefined;
}

/** The Chinese spelling model: word log-probabilities plus the character channel. */
export interface ZhModel {
  /** ln P(word) for Traditional words of 1..5 characters. */
  lexicon: LexiconTrie;
  /** ln P of a character the lexicon does not know: cheaper than any real word. */
  unknownLogProb: number;
  /** Candidate replacements for a written character (similar sound or shape), by code point. */
  confusion: ConfusionTable;
  /** How often, in learners' training text, character a was written for b, keyed pairKey(a, b). */
  errorCount: NumericHash;
  /** Candidates seen in training for each written character. */
  trainedFor: Map<number, number[]>;
  /** How often each character was written at all in that training text. */
  seenCount: Map<number, number>;
  /** Character bigram counts of corrected learner text; code 0x5e '^' / 0x24 '$' mark edges. */
  contextPairs: NumericHash;
  contextLeft: Map<number, number>;
  contextRight: Map<number, number>;
  contextTotal: number;
  /** Character trigram counts (seen at least twice) of the same text: trigramKey(model, a, b, c). */
  contextTrigrams: NumericHash;
  /** Dense ids of the bigrams that start a trigram, keyed pairKey(a, b). */
  trigramHistories: NumericHash;
  /** Erroneous n-gram -> [offset of the error in it, replacement, times seen] from training. */
  errorPatterns: Map<string, [number, string, number][]>;
  /** Naive Bayes counts for confusable function characters (的/地/得, 在/再, ...). */
  functionCounts: FunctionCounts;
}

/** The path of a model file in the folder read now (the shipped one unless a script set another). */
export function zhModelPath(name: string): string {
  return modelDir + name;
}

function readLines(name: string): string[] {
  const raw = readFileSync(modelDir + name);
  const text = name.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return text.split('\n').filter(Boolean);
}

const code = (ch: string) => ch.codePointAt(0)!;

function bump(map: Map<number, number>, key: number, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Key of trigram (a, b, c) in `contextTrigrams`, or -1 when no trigram starts with (a, b). */
export function trigramKey(model: ZhModel, a: number, b: number, c: number): number {
  const id = model.trigramHistories.get(pairKey(a, b));
  return id === undefined ? -1 : id * 0x110000 + c;
}

export function loadZhModel(): ZhModel {
  if (cached) return cached;
  const lexLines = readLines('lexicon.tsv.gz');
  let total = 0;
  const entries = lexLines.map((line) => {
    const tab = line.indexOf('\t');
    const freq = Number(line.slice(tab + 1));
    total += freq;
    return [line.slice(0, tab), freq] as const;
  });
  const logTotal = Math.log(total);
  const lexicon = new LexiconTrie(entries.length * 3);
  for (const [word, freq] of entries) lexicon.add(word, Math.log(freq) - logTotal);
  // Taiwan words jieba's list lacks (埔里, 餵), derived from Debian's chewing and rime data
  // (scripts/zh/build-taiwan-words.ts); on the lexicon's scale, never replacing an entry.
  if (existsSync(`${modelDir}taiwan-words.tsv.gz`)) {
    for (const line of readLines('taiwan-words.tsv.gz')) {
      const tab = line.indexOf('\t');
      const word = line.slice(0, tab);
      if (Number.isNaN(lexicon.lookup(word)))
        lexicon.add(word, Math.log(Number(line.slice(tab + 1))) - logTotal);
    }
  }

  // Similar-sound / similar-shape candidates, built from npm packages' readings and
  // decompositions (scripts/zh/build-confusion.ts); one line: character, then one column per kind.
  const confusion = new ConfusionTable(readLines('confusion.tsv.gz'));
  const errorCount = new NumericHash(4096);
  const trainedFor = new Map<number, number[]>();
  for (const line of readLines('channel.tsv')) {
    const [pair, n] = line.split('\t');
    const [a, b] = [...(pair ?? '')].map(code);
    if (a === undefined || b === undefined) continue;
    errorCount.set(pairKey(a, b), Number(n));
    trainedFor.set(a, [...(trainedFor.get(a) ?? []), b]);
  }
  const seenCount = new Map<number, number>();
  for (const line of readLines('char-seen.tsv')) {
    const [ch, n] = line.split('\t');
    if (ch) seenCount.set(code(ch), Number(n));
  }

  const contextPairs = new NumericHash(200_000);
  const contextLeft = new Map<number, number>();
  const contextRight = new Map<number, number>();
  let contextTotal = 0;
  for (const line of readLines('context-bigrams.tsv.gz')) {
    const [pair, n] = line.split('\t');
    const [left, right] = [...(pair ?? '')].map(code);
    if (left === undefined || right === undefined) continue;
    const count = Number(n);
    contextPairs.set(pairKey(left, right), count);
    bump(contextLeft, left, count);
    bump(contextRight, right, count);
    contextTotal += count;
  }

  const trigramLines = existsSync(`${modelDir}context-trigrams.tsv.gz`)
    ? readLines('context-trigrams.tsv.gz')
    : [];
  const contextTrigrams = new NumericHash(trigramLines.length);
  const trigramHistories = new NumericHash(trigramLines.length / 2);
  for (const line of trigramLines) {
    const [a, b, c] = [...line.slice(0, line.indexOf('\t'))].map(code);
    if (a === undefined || b === undefined || c === undefined) continue;
    const history = pairKey(a, b);
    let id = trigramHistories.get(history);
    if (id === undefined) trigramHistories.set(history, (id = trigramHistories.size));
    contextTrigrams.set(id * 0x110000 + c, Number(line.slice(line.indexOf('\t') + 1)));
  }

  const functionCounts: FunctionCounts = new Map();
  for (const line of readLines('function-chars.tsv.gz')) {
    const [group, feature, row] = line.split('\t');
    if (group === undefined || feature === undefined || row === undefined) continue;
    const table = functionCounts.get(group) ?? new Map<string, number[]>();
    functionCounts.set(group, table);
    table.set(feature, row.split(',').map(Number));
  }

  const errorPatterns = new Map<string, [number, string, number][]>();
  for (const line of readLines('error-patterns.tsv')) {
    const [gram, offset, fix, n] = line.split('\t');
    if (!gram || !fix) continue;
    errorPatterns.set(gram, [...(errorPatterns.get(gram) ?? []), [Number(offset), fix, Number(n)]]);
  }

  cached = {
    lexicon,
    unknownLogProb: Math.log(0.5) - logTotal,
    confusion,
    errorCount,
    trainedFor,
    seenCount,
    contextPairs,
    contextLeft,
    contextRight,
    contextTotal,
    contextTrigrams,
    trigramHistories,
    functionCounts,
    errorPatterns,
  };
  return cached;
}
