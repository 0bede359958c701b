import { loadZhModel, trigramKey, type ZhModel } from './model.ts';
import { pairKey } from './numeric-hash.ts';
import {
  coveringWordLength,
  prefixNodes,
  scoreRun,
  scoreWith,
  type RunScores,
} from './segment-score.ts';
import { DEFAULT_ZH_OPTIONS, type ZhSpellingOptions } from './spelling-options.ts';
import { classifyFunctionChar, functionGroup } from './function-chars.ts';
import { TAIWAN_VARIANTS } from './taiwan.ts';
import { tagWords } from '../../text/jieba.ts';
import { toSimplified } from '../../text/normalise.ts';

/** A single-character typo fix; `index` is a UTF-16 offset into the checked text. */
export interface CharFix {
  index: number;
  original: string;
  suggestion: string;
  /** Log-odds margin by which the fix beat the written character. */
  margin: number;
}

export type { ZhSpellingOptions } from './spelling-options.ts';

let options: ZhSpellingOptions = DEFAULT_ZH_OPTIONS;

/** For tuning scripts only: the engine itself always runs with the defaults. */
export function setZhSpellingOptions(next: Partial<ZhSpellingOptions>): void {
  options = { ...DEFAULT_ZH_OPTIONS, ...next };
}

const cp = (ch: string) => ch.codePointAt(0)!;

/** Pairs that are variants or deliberate choices in Taiwan, never typos (台/臺, 妳/你, 瞭/了: taiwan.ts). */
const NEVER_SWAP = new Set(TAIWAN_VARIANTS.map((pair) => pairKey(cp(pair[0]!), cp(pair[1]!))));
const START = cp('^');
const END = cp('$');

/** Pseudo-count of a pair by its confusion kind (0 none, 1 same sound, 2 near sound, 3 shape). */
const PSEUDO_BY_KIND: ((o: ZhSpellingOptions) => number)[] = [
  () => 0,
  (o) => o.confusionPseudoCount,
  (o) => o.nearSoundPseudoCount,
  (o) => o.shapePseudoCount,
];

function channelLogPrior(model: ZhModel, written: number, meant: number): number {
  const errors = model.errorCount.get(pairKey(written, meant)) ?? 0;
  const pseudo = PSEUDO_BY_KIND[model.confusion.kind(written, meant)]!(options);
  if (errors + pseudo === 0) return -Infinity;
  const seen = model.seenCount.get(written) ?? 0;
  const penalty = errors === 0 ? options.unseenPairPenalty : 0;
  return Math.log((errors + pseudo) / (seen + options.seenPseudoCount)) - penalty;
}

function contextLogProb(model: ZhModel, left: number, right: number): number {
  const unigram = ((model.contextRight.get(right) ?? 0) + 0.5) / (model.contextTotal + 5000);
  const k = options.contextSmoothing;
  const pair = model.contextPairs.get(pairKey(left, right)) ?? 0;
  return Math.log((pair + k * unigram) / ((model.contextLeft.get(left) ?? 0) + k));
}

/** ln P(c | a b): trigram counts smoothed towards the bigram estimate; `a` < 0: bigram only. */
function trigramLogProb(model: ZhModel, a: number, b: number, c: number): number {
  const bigram = contextLogProb(model, b, c);
  const k = options.trigramSmoothing;
  if (a < 0 || !k) return bigram;
  const history = model.contextPairs.get(pairKey(a, b)) ?? 0;
  if (!history) return bigram;
  const key = trigramKey(model, a, b, c);
  const n = key < 0 ? 0 : (model.contextTrigrams.get(key) ?? 0);
  return Math.log((n + k * Math.exp(bigram)) / (history + k));
}

/** Context score of `code` between the two characters on each side (-1: none). */
function contextScore(
  model: ZhModel,
  around: [number, number, number, number],
  code: number,
): number {
  const [l2, l1, r1, r2] = around;
  const right2 = r2 < 0 ? 0 : trigramLogProb(model, code, r1, r2);
  return trigramLogProb(model, l2, l1, code) + trigramLogProb(model, l1, code, r1) + right2;
}

/** The written character's context score, memoised: every candidate at a position needs it. */
const lastContext = { around: [-2, -2, -2, -2], written: -2, value: 0 };
function writtenContext(
  model: ZhModel,
  around: [number, number, number, number],
  written: number,
): number {
  const m = lastContext;
  if (m.written !== written || around.some((code, i) => m.around[i] !== code)) {
    m.around = [...around];
    m.written = written;
    m.value = contextScore(model, around, written);
  }
  return m.value;
}

interface Candidate {
  at: number;
  code: number;
  margin: number;
}

/** Log-odds of `code` against `written` at `at`; `base` is the run's score with `written` there. */
function marginOf(
  model: ZhModel,
  run: RunScores,
  at: number,
  written: number,
  code: number,
  base: number,
  prefixes: number[],
  edges: [number, number],
): number {
  const prior = channelLogPrior(model, written, code);
  if (prior === -Infinity) return -Infinity;
  const gain = scoreWith(model, run, at, code, prefixes) - base;
  let context = 0;
  if (options.contextWeight) {
    const { codes } = run;
    const left = at > 0 ? codes[at - 1]! : edges[0];
    const right = at + 1 < codes.length ? codes[at + 1]! : edges[1];
    const left2 = at > 1 ? codes[at - 2]! : at === 1 ? edges[0] : -1;
    const right2 = at + 2 < codes.length ? codes[at + 2]! : at + 2 === codes.length ? edges[1] : -1;
    const around: [number, number, number, number] = [left2, left, right, right2];
    context = contextScore(model, around, code) - writtenContext(model, around, written);
  }
  return gain + options.contextWeight * context + options.channelWeight * prior;
}

/** Candidates for one position: those seen in training, plus confusables that form a word. */
function candidateCodes(
  model: ZhModel,
  codes: number[],
  at: number,
  prefixes: number[],
): Set<number> {
  const written = codes[at]!;
  const out = new Set<number>();
  // Swaps inside a function-character group (的/地/得) are left to the context classifier.
  const group = functionGroup(String.fromCodePoint(written));
  const confusable = model.confusion.get(written);
  for (const c of model.trainedFor.get(written) ?? []) {
    if (NEVER_SWAP.has(pairKey(written, c))) continue;
    // A pair seen once in training that is neither similar in sound nor in shape is usually noise.
    if (
      !confusable?.has(c) &&
      (model.errorCount.get(pairKey(written, c)) ?? 0) < options.minTrainedCount
    )
      continue;
    if (group?.includes(String.fromCodePoint(c))) continue;
    out.add(c);
  }
  if (!confusable || coveringWordLength(model, codes, at, prefixes) >= options.protectedWordLength)
    return out;
  // A confusable that forms no word with its neighbours can only win on raw character
  // frequency, which is how false alarms are made. Intersect from the smaller side.
  const { lexicon } = model;
  const add = (c: number) => {
    if (confusable.has(c) && !NEVER_SWAP.has(pairKey(written, c))) out.add(c);
  };
  for (let back = 1; back < prefixes.length; back++) {
    const node = prefixes[back]!;
    if (lexicon.childCount(node) <= confusable.size) lexicon.forEachChild(node, add);
    else for (const c of confusable.keys()) if (lexicon.child(node, c) >= 0) add(c);
  }
  const leaders = at + 1 < codes.length ? lexicon.leaders.get(codes[at + 1]!) : undefined;
  if (leaders) {
    if (leaders.size <= confusable.size) for (const c of leaders) add(c);
    else for (const c of confusable.keys()) if (leaders.has(c)) add(c);
  }
  return out;
}

function bestPerPosition(model: ZhModel, run: RunScores, edges: [number, number]): Candidate[] {
  const { codes } = run;
  const base = run.forward[codes.length]!;
  const found: Candidate[] = [];
  for (let at = 0; at < codes.length; at++) {
    const prefixes = prefixNodes(model, codes, at);
    let best: Candidate | undefined;
    // A character that already sits in a lexicon word (異樣, 凌寒) is replaced only on clear evidence.
    const needed =
      options.threshold +
      (coveringWordLength(model, codes, at, prefixes) >= 2 ? options.inWordPenalty : 0);
    for (const code of candidateCodes(model, codes, at, prefixes)) {
      const margin = marginOf(model, run, at, codes[at]!, code, base, prefixes, edges);
      if (margin > needed && (!best || margin > best.margin)) best = { at, code, margin };
    }
    if (best) found.push(best);
  }
  return found;
}

/**
 * Picks the strongest non-adjacent candidates, then keeps each one only if it still clears the
 * threshold with all the others applied, so two fixes never rely on each other's absence.
 */
function fixesInRun(model: ZhModel, codes: number[], edges: [number, number]): Candidate[] {
  const candidates = bestPerPosition(model, scoreRun(model, codes), edges);
  candidates.sort((a, b) => b.margin - a.margin);
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (chosen.length >= options.maxFixesPerRun) break;
    if (chosen.every((d) => Math.abs(d.at - c.at) > 1)) chosen.push(c);
  }
  if (chosen.length < 2) return chosen;
  const fixed = [...codes];
  for (const c of chosen) fixed[c.at] = c.code;
  const run = scoreRun(model, fixed);
  return chosen.filter((c) => {
    const prefixes = prefixNodes(model, fixed, c.at);
    const base = scoreWith(model, run, c.at, codes[c.at]!, prefixes);
    return (
      marginOf(model, run, c.at, codes[c.at]!, c.code, base, prefixes, edges) > options.threshold
    );
  });
}

function edgeCode(ch: string | undefined, fallback: number): number {
  return ch === undefined || ch === '\n' ? fallback : cp(ch);
}

/**
 * Word-model gain of writing `fix` at `at`, on the run of Han characters around it, and whether
 * the written character already sits inside a lexicon word there.
 */
function localGain(
  model: ZhModel,
  chars: string[],
  at: number,
  fix: string,
): { gain: number; inWord: boolean } {
  let start = at;
  let end = at + 1;
  while (start > 0 && at - start < 6 && HAN.test(chars[start - 1]!)) start--;
  while (end < chars.length && end - at < 6 && HAN.test(chars[end]!)) end++;
  const codes = chars.slice(start, end).map(cp);
  const run = scoreRun(model, codes);
  const prefixes = prefixNodes(model, codes, at - start);
  const gain = scoreWith(model, run, at - start, cp(fix), prefixes) - run.forward[codes.length]!;
  return { gain, inWord: coveringWordLength(model, codes, at - start, prefixes) >= 2 };
}

const HAN = /\p{Script=Han}/u;

/** Replacements from error patterns learnt in training, keyed by code-point index. */
function patternFixes(model: ZhModel, chars: string[]): Map<number, string> {
  const found = new Map<number, { fix: string; count: number }>();
  for (let i = 0; i < chars.length; i++) {
    for (const len of [2, 3]) {
      if (i + len > chars.length) continue;
      const gram = chars.slice(i, i + len).join('');
      for (const [offset, fix, count] of model.errorPatterns.get(gram) ?? []) {
        const at = i + offset;
        if ((found.get(at)?.count ?? 0) < count) found.set(at, { fix, count });
      }
    }
  }
  const out = new Map<number, string>();
  for (const [at, { fix }] of found) {
    // A pattern learnt from learners must not undo a real word (握住你, 情懷): inside a lexicon
    // word it needs a clear word-model gain (自已 -> 自己), elsewhere it must not lose much.
    if (!HAN.test(fix) || !HAN.test(chars[at]!)) continue;
    // 的/地/得, 在/再 ... are the context classifier's: a learnt 的 -> 地 fires on native prose.
    if (functionGroup(chars[at]!)?.includes(fix)) continue;
    const { gain, inWord } = localGain(model, chars, at, fix);
    if (gain >= (inWord ? options.patternWordGain : options.patternGain)) out.set(at, fix);
  }
  return out;
}

/** Finds likely single-character typos (錯別字) in Traditional Chinese text. */
export function findChineseTypos(text: string): CharFix[] {
  const model = loadZhModel();
  const original = [...text];
  const offsets: number[] = [];
  let offset = 0;
  for (const ch of original) {
    offsets.push(offset);
    offset += ch.length;
  }
  const fixes: CharFix[] = [];
  const patterns = patternFixes(model, original);
  const chars = [...original];
  for (const [at, fix] of patterns) {
    chars[at] = fix;
    fixes.push({ index: offsets[at]!, original: original[at]!, suggestion: fix, margin: Infinity });
  }
  const isHan = (ch: string | undefined) => ch !== undefined && /\p{Script=Han}/u.test(ch);
  for (let start = 0; start < chars.length;) {
    if (!isHan(chars[start])) {
      start++;
      continue;
    }
    let end = start;
    while (end < chars.length && isHan(chars[end])) end++;
    const edges: [number, number] = [edgeCode(chars[start - 1], START), edgeCode(chars[end], END)];
    const codes = chars.slice(start, end).map(cp);
    for (const fix of fixesInRun(model, codes, edges)) {
      const at = start + fix.at;
      if (patterns.has(at)) continue;
      fixes.push({
        index: offsets[at]!,
        original: original[at]!,
        suggestion: String.fromCodePoint(fix.code),
        margin: fix.margin,
      });
    }
    start = end;
  }
  fixes.push(...functionCharFixes(model, chars, offsets, new Set(fixes.map((f) => f.index))));
  const quoted = quotedPositions(original);
  const byIndex = new Map(offsets.map((o, at) => [o, at]));
  const verbs = fixes.some((f) => f.margin !== Infinity) ? standaloneVerbs(text) : new Set();
  return fixes
    .filter((fix) => {
      const at = byIndex.get(fix.index)!;
      // Learnt patterns (自已, 時侯) are errors wherever they stand.
      if (fix.margin === Infinity) return true;
      // Quotations (poems, sayings, names of works) keep their rare characters: clear evidence only.
      if (quoted[at] && fix.margin <= options.threshold + options.quotedPenalty) return false;
      // A verb of its own (不做, 一蓋, 餵牠) is a word the writer chose: clear evidence only.
      if (verbs.has(fix.index) && fix.margin <= options.threshold + options.verbPenalty)
        return false;
      return !repeatedUsage(original, at);
    })
    .sort((a, b) => a.index - b.index);
}

/** UTF-16 offsets of one-character words jieba tags as verbs (做, 蓋, 餵, 玩, 救). */
function standaloneVerbs(text: string): Set<number> {
  const simplified = toSimplified(text);
  const out = new Set<number>();
  let at = 0;
  for (const { word, tag } of tagWords(simplified)) {
    const start = simplified.indexOf(word, at);
    if (start < 0) continue;
    if (word.length === 1 && tag === 'v') out.add(start);
    at = start + word.length;
  }
  return out;
}

const OPENING = new Map([
  ['「', '」'],
  ['『', '』'],
  ['“', '”'],
  ['《', '》'],
  ['〈', '〉'],
]);

/** Whether each code point lies inside quotation marks or a title mark (at most 80 characters). */
function quotedPositions(chars: string[]): boolean[] {
  const inside = new Array<boolean>(chars.length).fill(false);
  for (let i = 0; i < chars.length; i++) {
    const close = OPENING.get(chars[i]!);
    if (!close) continue;
    const end = chars.indexOf(close, i + 1);
    if (end < 0 || end - i > 80) continue;
    for (let k = i + 1; k < end; k++) inside[k] = true;
  }
  return inside;
}

/**
 * A writer who writes the same three characters around a position more than once means them
 * (names such as 李啟銘, parallel sentences such as 我視您的…為…): no flag there.
 */
function repeatedUsage(chars: string[], at: number): boolean {
  for (const start of [at - 2, at - 1, at]) {
    if (start < 0 || start + 3 > chars.length) continue;
    const gram = chars.slice(start, start + 3).join('');
    if (!/^\p{Script=Han}+$/u.test(gram)) continue;
    let seen = 0;
    for (let i = 0; i + 3 <= chars.length && seen < 2; i++) {
      if (chars[i] === chars[start] && chars.slice(i, i + 3).join('') === gram) seen++;
    }
    if (seen >= 2) return true;
  }
  return false;
}

function functionCharFixes(
  model: ZhModel,
  chars: string[],
  offsets: number[],
  taken: Set<number>,
): CharFix[] {
  const fixes: CharFix[] = [];
  chars.forEach((ch, at) => {
    const index = offsets[at]!;
    if (taken.has(index) || !functionGroup(ch)) return;
    const verdict = classifyFunctionChar(model.functionCounts, chars, at);
    if (verdict && verdict.logOdds > options.functionThreshold) {
      fixes.push({ index, original: ch, suggestion: verdict.suggestion, margin: verdict.logOdds });
    }
  });
  return fixes;
}
