import type { ZhModel } from './model.ts';
import { MAX_WORD_LEN } from './word-length.ts';

/**
 * Best-segmentation log-probability of a run of Han characters under a word-unigram model,
 * kept as prefix (forward) and suffix (backward) tables so that the effect of changing one
 * character can be computed exactly from the words covering it alone.
 */
export interface RunScores {
  chars: string[];
  forward: Float64Array;
  backward: Float64Array;
}

export function wordLogProb(model: ZhModel, word: string, len: number): number | undefined {
  const lp = model.logProb.get(word);
  if (lp !== undefined) return lp;
  return len === 1 ? model.unknownLogProb : undefined;
}

export function scoreRun(model: ZhModel, chars: string[]): RunScores {
  const n = chars.length;
  const forward = new Float64Array(n + 1).fill(-Infinity);
  const backward = new Float64Array(n + 1).fill(-Infinity);
  forward[0] = 0;
  for (let end = 1; end <= n; end++) {
    let best = -Infinity;
    let word = '';
    for (let start = end - 1; start >= 0 && end - start <= MAX_WORD_LEN; start--) {
      word = chars[start]! + word;
      const lp = wordLogProb(model, word, end - start);
      if (lp !== undefined) best = Math.max(best, forward[start]! + lp);
    }
    forward[end] = best;
  }
  backward[n] = 0;
  for (let start = n - 1; start >= 0; start--) {
    let best = -Infinity;
    let word = '';
    for (let end = start + 1; end <= n && end - start <= MAX_WORD_LEN; end++) {
      word += chars[end - 1]!;
      const lp = wordLogProb(model, word, end - start);
      if (lp !== undefined) best = Math.max(best, backward[end]! + lp);
    }
    backward[start] = best;
  }
  return { chars, forward, backward };
}

/**
 * Score of the whole run with character `at` replaced by `ch`: the best over every word
 * [start, end) that covers `at`, joined to the unchanged best prefix and suffix.
 */
export function scoreWith(model: ZhModel, run: RunScores, at: number, ch: string): number {
  const { chars, forward, backward } = run;
  const n = chars.length;
  let best = -Infinity;
  for (let start = Math.max(0, at - MAX_WORD_LEN + 1); start <= at; start++) {
    let word = '';
    for (let k = start; k < at; k++) word += chars[k]!;
    word += ch;
    for (let end = at + 1; end <= n && end - start <= MAX_WORD_LEN; end++) {
      if (end > at + 1) word += chars[end - 1]!;
      const lp = wordLogProb(model, word, end - start);
      if (lp !== undefined) best = Math.max(best, forward[start]! + lp + backward[end]!);
    }
  }
  return best;
}

/** Length of the longest lexicon word covering `at` in the original text (1 when none). */
export function coveringWordLength(model: ZhModel, chars: string[], at: number): number {
  let longest = 1;
  for (let start = Math.max(0, at - MAX_WORD_LEN + 1); start <= at; start++) {
    let word = chars.slice(start, at + 1).join('');
    for (let end = at + 1; end <= chars.length && end - start <= MAX_WORD_LEN; end++) {
      if (end > at + 1) word += chars[end - 1]!;
      if (end - start > longest && model.logProb.has(word)) longest = end - start;
    }
  }
  return longest;
}
