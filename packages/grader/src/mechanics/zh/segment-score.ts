import { LexiconTrie } from './lexicon-trie.ts';
import type { ZhModel } from './model.ts';
import { MAX_WORD_LEN } from './word-length.ts';

/**
 * Best-segmentation log-probability of a run of Han characters under a word-unigram model,
 * kept as prefix (forward) and suffix (backward) tables so that the effect of changing one
 * character can be computed exactly from the words covering it alone.
 */
export interface RunScores {
  codes: number[];
  forward: Float64Array;
  backward: Float64Array;
}

export function scoreRun(model: ZhModel, codes: number[]): RunScores {
  const { lexicon, unknownLogProb } = model;
  const n = codes.length;
  // Words starting at each position: [end, logProb] pairs, found by one trie walk per start.
  const edges: number[][] = [];
  for (let start = 0; start < n; start++) {
    const out: number[] = [];
    let node = LexiconTrie.ROOT;
    for (let end = start + 1; end <= n && end - start <= MAX_WORD_LEN; end++) {
      node = lexicon.child(node, codes[end - 1]!);
      if (node < 0) break;
      const lp = lexicon.logProb(node);
      if (!Number.isNaN(lp)) out.push(end, lp);
    }
    if (out[0] !== start + 1) out.unshift(start + 1, unknownLogProb);
    edges.push(out);
  }
  const forward = new Float64Array(n + 1).fill(-Infinity);
  forward[0] = 0;
  for (let start = 0; start < n; start++) {
    const out = edges[start]!;
    for (let k = 0; k < out.length; k += 2) {
      const end = out[k]!;
      const score = forward[start]! + out[k + 1]!;
      if (score > forward[end]!) forward[end] = score;
    }
  }
  const backward = new Float64Array(n + 1).fill(-Infinity);
  backward[n] = 0;
  for (let start = n - 1; start >= 0; start--) {
    const out = edges[start]!;
    for (let k = 0; k < out.length; k += 2) {
      const score = out[k + 1]! + backward[out[k]!]!;
      if (score > backward[start]!) backward[start] = score;
    }
  }
  return { codes, forward, backward };
}

/** Trie nodes reached from each possible word start before `at` (index 0 = start at `at`; -1: no prefix). */
export function prefixNodes(model: ZhModel, codes: number[], at: number): number[] {
  const nodes = [LexiconTrie.ROOT];
  for (let start = at - 1; start >= 0 && at - start < MAX_WORD_LEN; start--) {
    let node = LexiconTrie.ROOT;
    for (let k = start; k < at && node >= 0; k++) node = model.lexicon.child(node, codes[k]!);
    // Not a prefix from here (接再), but a start further back may still be one (再接再厲): keep going.
    nodes.push(node);
  }
  return nodes;
}

/**
 * Score of the whole run with the character at `at` replaced by `code`: the best over every
 * word [start, end) that covers `at`, joined to the unchanged best prefix and suffix.
 */
export function scoreWith(
  model: ZhModel,
  run: RunScores,
  at: number,
  code: number,
  prefixes: number[],
): number {
  const { lexicon, unknownLogProb } = model;
  const { codes, forward, backward } = run;
  const n = codes.length;
  let best = forward[at]! + unknownLogProb + backward[at + 1]!;
  for (let back = 0; back < prefixes.length; back++) {
    const start = at - back;
    let node = lexicon.child(prefixes[back]!, code);
    for (let end = at + 1; node >= 0; end++) {
      const lp = lexicon.logProb(node);
      if (!Number.isNaN(lp)) {
        const score = forward[start]! + lp + backward[end]!;
        if (score > best) best = score;
      }
      if (end >= n || end - start >= MAX_WORD_LEN) break;
      node = lexicon.child(node, codes[end]!);
    }
  }
  return best;
}

/** Length of the longest lexicon word covering `at` in the original text (1 when none). */
export function coveringWordLength(
  model: ZhModel,
  codes: number[],
  at: number,
  prefixes: number[],
): number {
  let longest = 1;
  for (let back = 0; back < prefixes.length; back++) {
    let node = model.lexicon.child(prefixes[back]!, codes[at]!);
    for (let end = at + 1; node >= 0; end++) {
      if (!Number.isNaN(model.lexicon.logProb(node)))
        longest = Math.max(longest, end - (at - back));
      if (end >= codes.length || end - (at - back) >= MAX_WORD_LEN) break;
      node = model.lexicon.child(node, codes[end]!);
    }
  }
  return longest;
}
