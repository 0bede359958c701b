/**
 * A word trigram language model's view of a confusable group member (在/再, 的/得, 那/哪, 像/向,
 * 帶/戴): log10 P(clause with the other member) − log10 P(clause as written). The model is the
 * part of Debian's libime trigram model (other text than anything the pair classifier learnt
 * from) that such a comparison reads, derived offline by `scripts/zh/build-lm-pairs.ts` into
 * `model/lm-pairs.tsv.gz` (every unigram, every bigram and trigram holding a group character).
 * The file is LGPL data kept apart: without it the gain is undefined and the engine works as
 * before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { cutWords } from '../../text/jieba.ts';
import { zhModelPath } from './model.ts';

/** The Simplified group characters whose n-grams the table holds. */
export const LM_GROUP_CHARS = new Set([...'在再的得那哪像向带戴']);

interface LmTable {
  /** word or "w1 w2" or "w1 w2 w3" -> [log10 prob, log10 backoff]. */
  grams: Map<string, [number, number]>;
  unknown: number;
}

let cached: { path: string; table: LmTable | null } | undefined;

function loadLm(): LmTable | null {
  const path = zhModelPath('lm-pairs.tsv.gz');
  if (cached?.path === path) return cached.table;
  let table: LmTable | null = null;
  if (existsSync(path)) {
    const grams = new Map<string, [number, number]>();
    for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
      const [key, prob, backoff] = line.split('\t');
      if (key && prob) grams.set(key, [Number(prob), Number(backoff ?? 0)]);
    }
    table = { grams, unknown: grams.get('<unk>')?.[0] ?? -7 };
  }
  cached = { path, table };
  return table;
}

/** Whether the language-model table is shipped (the engine reads it only if present). */
export function hasLmPairs(): boolean {
  return loadLm() !== null;
}

/** jieba's words, each either a model word or split into its characters. */
function modelWords(lm: LmTable, simplified: string): string[] {
  const out: string[] = [];
  for (const word of cutWords(simplified)) {
    if (lm.grams.has(word)) out.push(word);
    else out.push(...[...word].map((ch) => (lm.grams.has(ch) ? ch : '<unk>')));
  }
  return out;
}

/** log10 P(words[k] | the two before), with KenLM's backoff. */
function wordLogProb(lm: LmTable, words: string[], k: number): number {
  const w = words[k]!;
  const h1 = words[k - 1];
  const h2 = words[k - 2];
  if (h1 !== undefined && h2 !== undefined) {
    const tri = lm.grams.get(`${h2} ${h1} ${w}`);
    if (tri) return tri[0];
  }
  const contextBackoff =
    h1 !== undefined && h2 !== undefined ? (lm.grams.get(`${h2} ${h1}`)?.[1] ?? 0) : 0;
  if (h1 !== undefined) {
    const bi = lm.grams.get(`${h1} ${w}`);
    if (bi) return bi[0] + contextBackoff;
  }
  const uni = lm.grams.get(w)?.[0] ?? lm.unknown;
  return uni + (h1 !== undefined ? (lm.grams.get(h1)?.[1] ?? 0) : 0) + contextBackoff;
}

function clauseLogProb(lm: LmTable, clause: string): number {
  const words = modelWords(lm, clause);
  let sum = 0;
  for (let k = 0; k < words.length; k++) sum += wordLogProb(lm, words, k);
  return sum;
}

const HAN = /\p{Script=Han}/u;

/**
 * log10 P(clause with `alternative` at code point `at`) − log10 P(clause as written), over the
 * run of Han characters around `at` in Simplified `chars`; undefined without the table.
 */
export function lmGain(
  chars: readonly string[],
  at: number,
  alternative: string,
): number | undefined {
  const lm = loadLm();
  if (!lm) return undefined;
  let start = at;
  let end = at + 1;
  while (start > 0 && HAN.test(chars[start - 1]!)) start--;
  while (end < chars.length && HAN.test(chars[end]!)) end++;
  const written = chars.slice(start, end).join('');
  const changed = [...chars.slice(start, at), alternative, ...chars.slice(at + 1, end)].join('');
  return clauseLogProb(lm, changed) - clauseLogProb(lm, written);
}
