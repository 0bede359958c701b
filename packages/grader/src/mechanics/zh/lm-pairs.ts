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

const ID_SPACE = 2 ** 18; // > the model's 164,887 words

/** The table with words as ids and n-grams as numeric keys (a third of the memory of strings). */
interface LmTable {
  ids: Map<string, number>;
  /** log10 prob and backoff of each word id. */
  uniProb: Float32Array;
  uniBackoff: Float32Array;
  /** id1 · 2^18 + id2 -> [log10 prob, log10 backoff] of the bigram. */
  bigrams: Map<number, [number, number]>;
  /** Contexts of the trigrams (id1 · 2^18 + id2) -> a context number. */
  contexts: Map<number, number>;
  /** context number · 2^18 + id3 -> log10 prob of the trigram. */
  trigrams: Map<number, number>;
  unknownId: number;
}

let cached: { path: string; table: LmTable | null } | undefined;

function parseLm(text: string): LmTable {
  const lines = text.split('\n');
  const ids = new Map<string, number>();
  const uniProb: number[] = [];
  const uniBackoff: number[] = [];
  const bigrams = new Map<number, [number, number]>();
  const contexts = new Map<number, number>();
  const trigrams = new Map<number, number>();
  for (const line of lines) {
    const [key, prob, backoff] = line.split('\t');
    if (!key || !prob) continue;
    const words = key.split(' ');
    if (words.length === 1) {
      ids.set(key, uniProb.length);
      uniProb.push(Number(prob));
      uniBackoff.push(Number(backoff ?? 0));
      continue;
    }
    const w = words.map((x) => ids.get(x));
    if (w.some((x) => x === undefined)) continue;
    const pair = w[0]! * ID_SPACE + w[1]!;
    if (words.length === 2) {
      bigrams.set(pair, [Number(prob), Number(backoff ?? 0)]);
      continue;
    }
    let context = contexts.get(pair);
    if (context === undefined) contexts.set(pair, (context = contexts.size));
    trigrams.set(context * ID_SPACE + w[2]!, Number(prob));
  }
  return {
    ids,
    uniProb: Float32Array.from(uniProb),
    uniBackoff: Float32Array.from(uniBackoff),
    bigrams,
    contexts,
    trigrams,
    unknownId: ids.get('<unk>') ?? 0,
  };
}

function loadLm(): LmTable | null {
  const path = zhModelPath('lm-pairs.tsv.gz');
  if (cached?.path === path) return cached.table;
  const table = existsSync(path) ? parseLm(gunzipSync(readFileSync(path)).toString('utf8')) : null;
  cached = { path, table };
  return table;
}

/** Whether the language-model table is shipped (the engine reads it only if present). */
export function hasLmPairs(): boolean {
  return loadLm() !== null;
}

/**
 * Whether the word model knows a word of 2–4 characters covering code point `at` of Simplified
 * `chars` (its vocabulary, 164,887 words from other text than the lexicon's); false without the
 * table.
 */
export function inLmWord(chars: readonly string[], at: number): boolean {
  const lm = loadLm();
  if (!lm) return false;
  for (let length = 2; length <= 4; length++)
    for (let start = Math.max(0, at - length + 1); start <= at; start++)
      if (start + length <= chars.length && lm.ids.has(chars.slice(start, start + length).join('')))
        return true;
  return false;
}

/** jieba's words as model ids, a word the model lacks split into its characters (or <unk>). */
function modelWords(lm: LmTable, simplified: string): number[] {
  const out: number[] = [];
  for (const word of cutWords(simplified)) {
    const id = lm.ids.get(word);
    if (id !== undefined) out.push(id);
    else out.push(...[...word].map((ch) => lm.ids.get(ch) ?? lm.unknownId));
  }
  return out;
}

/** log10 P(words[k] | the two before), with KenLM's backoff. */
function wordLogProb(lm: LmTable, words: number[], k: number): number {
  const w = words[k]!;
  const h1 = k >= 1 ? words[k - 1]! : -1;
  const h2 = k >= 2 ? words[k - 2]! : -1;
  let contextBackoff = 0;
  if (h1 >= 0 && h2 >= 0) {
    const context = lm.contexts.get(h2 * ID_SPACE + h1);
    const tri = context === undefined ? undefined : lm.trigrams.get(context * ID_SPACE + w);
    if (tri !== undefined) return tri;
    contextBackoff = lm.bigrams.get(h2 * ID_SPACE + h1)?.[1] ?? 0;
  }
  if (h1 >= 0) {
    const bi = lm.bigrams.get(h1 * ID_SPACE + w);
    if (bi) return bi[0] + contextBackoff;
  }
  return lm.uniProb[w]! + (h1 >= 0 ? lm.uniBackoff[h1]! : 0) + contextBackoff;
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
