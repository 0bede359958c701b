import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const MODEL_DIR = fileURLToPath(new URL('./model/', import.meta.url));

/** The Chinese spelling model: word log-probabilities plus the character channel. */
export interface ZhModel {
  /** ln P(word) for Traditional words of 1..5 characters. */
  logProb: Map<string, number>;
  /** ln P of a character the lexicon does not know: cheaper than any real word. */
  unknownLogProb: number;
  /** Candidate replacements for a written character (similar sound or shape). */
  confusion: Map<string, Set<string>>;
  /** How often, in learners' training text, character a was written for b, keyed `ab`. */
  errorCount: Map<string, number>;
  /** How often each character was written at all in that training text. */
  seenCount: Map<string, number>;
  /** Characters that follow / precede a character inside some lexicon word: a cheap test that a candidate can form a word. */
  followers: Map<string, Set<string>>;
  leaders: Map<string, Set<string>>;
  /** Character bigram counts of corrected learner text (`^`/`$` mark sentence edges). */
  contextPairs: Map<string, number>;
  /** How often each character starts / ends a counted bigram. */
  contextLeft: Map<string, number>;
  contextRight: Map<string, number>;
  contextTotal: number;
}

function readTsv(name: string): string[][] {
  return readFileSync(MODEL_DIR + name, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

let cached: ZhModel | undefined;

export function loadZhModel(): ZhModel {
  if (cached) return cached;
  const text = gunzipSync(readFileSync(MODEL_DIR + 'lexicon.tsv.gz')).toString('utf8');
  const freqs = new Map<string, number>();
  let total = 0;
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    const freq = Number(line.slice(tab + 1));
    freqs.set(line.slice(0, tab), freq);
    total += freq;
  }
  const logTotal = Math.log(total);
  const logProb = new Map<string, number>();
  const followers = new Map<string, Set<string>>();
  const leaders = new Map<string, Set<string>>();
  const link = (index: Map<string, Set<string>>, from: string, to: string) => {
    const set = index.get(from);
    if (set) set.add(to);
    else index.set(from, new Set([to]));
  };
  for (const [word, freq] of freqs) {
    logProb.set(word, Math.log(freq) - logTotal);
    const chars = word.length === 1 ? [] : [...word];
    for (let i = 0; i + 1 < chars.length; i++) {
      link(followers, chars[i]!, chars[i + 1]!);
      link(leaders, chars[i + 1]!, chars[i]!);
    }
  }

  const confusion = new Map<string, Set<string>>();
  for (const [ch, cands] of readTsv('confusion.tsv')) {
    if (ch && cands) confusion.set(ch, new Set(cands));
  }
  const errorCount = new Map<string, number>();
  for (const [pair, n] of readTsv('channel.tsv')) if (pair) errorCount.set(pair, Number(n));
  const seenCount = new Map<string, number>();
  for (const [ch, n] of readTsv('char-seen.tsv')) if (ch) seenCount.set(ch, Number(n));

  const contextPairs = new Map<string, number>();
  const contextLeft = new Map<string, number>();
  const contextRight = new Map<string, number>();
  let contextTotal = 0;
  const contextText = gunzipSync(readFileSync(MODEL_DIR + 'context-bigrams.tsv.gz')).toString('utf8');
  for (const line of contextText.split('\n')) {
    const [pair, n] = line.split('\t');
    const [left, right] = [...(pair ?? '')];
    if (!pair || !left || !right) continue;
    const count = Number(n);
    contextPairs.set(pair, count);
    contextLeft.set(left, (contextLeft.get(left) ?? 0) + count);
    contextRight.set(right, (contextRight.get(right) ?? 0) + count);
    contextTotal += count;
  }

  cached = { logProb, unknownLogProb: Math.log(0.5) - logTotal, confusion, errorCount, seenCount, followers, leaders,
    contextPairs, contextLeft, contextRight, contextTotal };
  return cached;
}
