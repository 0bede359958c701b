/**
 * Which member of a confusable group (在/再, 的/得/地, 那/哪, 像/向, 帶/戴) the context calls
 * for, from a logistic regression per group over the features of `pair-features.ts`, learnt from
 * running text (`scripts/zh/build-pair-context.ts`). No word lists: the weights generalise to
 * contexts never seen through the words' parts of speech and neighbouring characters.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { toSimplified } from '../../text/normalise.ts';
import { zhModelPath } from './model.ts';
import { pairFeatures, pairGroup, PAIR_GROUPS } from './pair-features.ts';

/** Group (Simplified) -> feature -> weight per member. */
type PairWeights = Map<string, Map<string, number[]>>;

let cached: { path: string; weights: PairWeights } | undefined;

function loadPairWeights(): PairWeights {
  const path = zhModelPath('pair-context.tsv.gz');
  if (cached?.path === path) return cached.weights;
  const weights: PairWeights = new Map(PAIR_GROUPS.map((g) => [g, new Map()]));
  if (existsSync(path)) {
    for (const line of gunzipSync(readFileSync(path)).toString('utf8').split('\n')) {
      const [group, feature, row] = line.split('\t');
      if (!group || feature === undefined || !row) continue;
      weights.get(group)?.set(feature, row.split(',').map(Number));
    }
  }
  cached = { path, weights };
  return weights;
}

export interface PairVerdict {
  /** UTF-16 offset of the written character. */
  index: number;
  original: string;
  /**
   * Each other member that may be proposed, with ln P(member) − ln P(written) in this context;
   * `towardsCommoner` when the member is written more than twice as often as the written one (的
   * for 得, 在 for 再, 那 for 哪, 帶 for 戴): writers slip towards the commoner form, rarely away
   * from it, so such a fix needs another model's clear agreement (spelling.ts, decision 0085).
   */
  alternatives: { suggestion: string; logOdds: number; towardsCommoner: boolean }[];
}

/**
 * Adverbial 地 (慢慢地) and 的 (慢慢的) are both accepted in Taiwan (decision 0041): 地 is never
 * proposed, and a written 地 (a noun as often as the adverbial marker) is never marked.
 */
const NEVER_PROPOSED = new Set(['地']);
const NEVER_WRITTEN_WRONG = new Set(['地']);
const COMMONER_SHARE = 0.5;

/** The Traditional members of each group, in the Simplified group's order. */
const TRADITIONAL: Record<string, string> = { 带戴: '帶戴' };

/**
 * For each group character of `text` (Traditional, as written): how much more the context
 * supports each other member. toSimplified keeps the text's length, so offsets carry over.
 */
export function pairVerdicts(text: string): PairVerdict[] {
  const weights = loadPairWeights();
  const simplified = toSimplified(text);
  if (simplified.length !== text.length) return [];
  const cps = [...text];
  const simplifiedCps = [...simplified];
  const offsets: number[] = [];
  let offset = 0;
  for (const ch of cps) {
    offsets.push(offset);
    offset += ch.length;
  }
  const out: PairVerdict[] = [];
  for (const [at, feats] of pairFeatures(simplified)) {
    const group = pairGroup(simplifiedCps[at]!)!;
    const table = weights.get(group);
    if (!table?.size) continue;
    const members = TRADITIONAL[group] ?? group;
    const index = offsets[at]!;
    const writtenCounts = table.get('#written') ?? [];
    const written = members.indexOf(cps[at]!);
    if (written < 0 || NEVER_WRITTEN_WRONG.has(cps[at]!)) continue;
    const scores = new Array<number>(group.length).fill(0);
    for (const f of feats) {
      if (f.startsWith('#')) continue;
      const row = table.get(f);
      if (row) row.forEach((w, l) => (scores[l]! += w));
    }
    const alternatives = [...members]
      .map((suggestion, l) => ({
        suggestion,
        logOdds: scores[l]! - scores[written]!,
        towardsCommoner: (writtenCounts[written] ?? 0) < COMMONER_SHARE * (writtenCounts[l] ?? 0),
      }))
      .filter((x, l) => l !== written && !NEVER_PROPOSED.has(x.suggestion));
    out.push({ index, original: cps[at]!, alternatives });
  }
  return out;
}
