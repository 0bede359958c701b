import { RunContext } from './context-score.ts';
import { loadZhModel, type ZhModel } from './model.ts';
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
import { pairVerdicts } from './pair-context.ts';
import { inLmWord, lmGain } from './lm-pairs.ts';
import { pairGroup } from './pair-features.ts';
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

/**
 * The candidates seen in training for a written character that may be proposed anywhere: they
 * depend on that character alone, so each is filtered once per process (per model and options).
 */
const trainedKept = {
  model: undefined as ZhModel | undefined,
  byWritten: new Map<number, number[]>(),
};

/** For tuning scripts only: the engine itself always runs with the defaults. */
export function setZhSpellingOptions(next: Partial<ZhSpellingOptions>): void {
  options = { ...DEFAULT_ZH_OPTIONS, ...next };
  trainedKept.byWritten.clear();
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

interface Candidate {
  at: number;
  code: number;
  margin: number;
}

/**
 * Log-odds of `code` against `written` at `at` when it may exceed `floor`, else -Infinity; `base`
 * is the run's score with `written` there. A context score is at most 0 (RunContext), so with 0
 * in place of the candidate's own the margin is an upper bound, computed in the same order: a
 * candidate whose bound does not pass `floor` is left before its context is scored (most are).
 */
function marginAbove(
  model: ZhModel,
  run: RunScores,
  context: RunContext,
  at: number,
  written: number,
  code: number,
  base: number,
  prefixes: number[],
  floor: number,
): number {
  const prior = channelLogPrior(model, written, code);
  if (prior === -Infinity) return -Infinity;
  const gain = scoreWith(model, run, at, code, prefixes) - base;
  let contextGain = 0;
  if (options.contextWeight) {
    const writtenScore = context.written(at);
    const bound = gain + options.contextWeight * (0 - writtenScore) + options.channelWeight * prior;
    if (options.contextWeight > 0 && bound <= floor) return -Infinity;
    contextGain = context.score(at, code) - writtenScore;
  }
  return gain + options.contextWeight * contextGain + options.channelWeight * prior;
}

function trainedCandidates(model: ZhModel, written: number): number[] {
  if (trainedKept.model !== model) {
    trainedKept.model = model;
    trainedKept.byWritten.clear();
  }
  let out = trainedKept.byWritten.get(written);
  if (out) return out;
  out = [];
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
    out.push(c);
  }
  trainedKept.byWritten.set(written, out);
  return out;
}

function addConfusable(
  out: Set<number>,
  written: number,
  confusable: ReadonlyMap<number, number>,
  c: number,
): void {
  if (confusable.has(c) && !NEVER_SWAP.has(pairKey(written, c))) out.add(c);
}

/** One set reused for every position: its candidates are read before the next position's. */
const positionCandidates = new Set<number>();

/**
 * Candidates for one position: those seen in training, plus confusables that form a word.
 * `covering`: the longest lexicon word over `at` (coveringWordLength).
 */
function candidateCodes(
  model: ZhModel,
  codes: number[],
  at: number,
  prefixes: number[],
  covering: number,
): Set<number> {
  const written = codes[at]!;
  const out = positionCandidates;
  out.clear();
  for (const c of trainedCandidates(model, written)) out.add(c);
  const confusable = model.confusion.get(written);
  if (!confusable || covering >= options.protectedWordLength) return out;
  // A confusable that forms no word with its neighbours can only win on raw character
  // frequency, which is how false alarms are made. Intersect from the smaller side.
  const { lexicon } = model;
  for (let back = 1; back < prefixes.length; back++) {
    const node = prefixes[back]!;
    if (lexicon.childCount(node) <= confusable.size) {
      lexicon.forEachChild(node, (c) => addConfusable(out, written, confusable, c));
    } else {
      for (const c of confusable.keys())
        if (lexicon.child(node, c) >= 0) addConfusable(out, written, confusable, c);
    }
  }
  const leaders = at + 1 < codes.length ? lexicon.leaders.get(codes[at + 1]!) : undefined;
  if (leaders) {
    if (leaders.size <= confusable.size)
      for (const c of leaders) addConfusable(out, written, confusable, c);
    else
      for (const c of confusable.keys())
        if (leaders.has(c)) addConfusable(out, written, confusable, c);
  }
  return out;
}

/** Whether writing `code` at `at` puts the character inside a lexicon word. */
function formsWord(model: ZhModel, codes: number[], at: number, code: number): boolean {
  const changed = [...codes];
  changed[at] = code;
  return coveringWordLength(model, changed, at, prefixNodes(model, changed, at)) >= 2;
}

/**
 * The best candidate per position above the threshold (`found`), and per position where the
 * written character forms no word, the best same-sound candidate that forms one and falls short
 * of the threshold by less than wordRescueSlack (`near`: the word model may still propose it).
 */
function bestPerPosition(
  model: ZhModel,
  run: RunScores,
  edges: [number, number],
): { found: Candidate[]; near: Candidate[] } {
  const { codes } = run;
  const base = run.forward[codes.length]!;
  const context = new RunContext(model, options, codes, edges);
  const found: Candidate[] = [];
  const near: Candidate[] = [];
  for (let at = 0; at < codes.length; at++) {
    const prefixes = prefixNodes(model, codes, at);
    let best: Candidate | undefined;
    let nearBest: Candidate | undefined;
    // A character that already sits in a lexicon word (異樣, 凌寒) is replaced only on clear evidence.
    const covering = coveringWordLength(model, codes, at, prefixes);
    const needed = options.threshold + (covering >= 2 ? options.inWordPenalty : 0);
    const nearFloor = covering >= 2 ? Infinity : needed - options.wordRescueSlack;
    for (const code of candidateCodes(model, codes, at, prefixes, covering)) {
      const sameSound = model.confusion.kind(codes[at]!, code) === 1;
      const floor = Math.min(
        best ? best.margin : needed,
        sameSound ? Math.max(nearFloor, nearBest?.margin ?? -Infinity) : Infinity,
      );
      const margin = marginAbove(model, run, context, at, codes[at]!, code, base, prefixes, floor);
      if (margin > needed && (!best || margin > best.margin)) best = { at, code, margin };
      else if (
        sameSound &&
        margin > nearFloor &&
        (!nearBest || margin > nearBest.margin) &&
        formsWord(model, codes, at, code)
      )
        nearBest = { at, code, margin };
    }
    if (best) found.push(best);
    else if (nearBest) near.push(nearBest);
  }
  return { found, near };
}

/**
 * Picks the strongest non-adjacent candidates, then keeps each one only if it still clears the
 * threshold with all the others applied, so two fixes never rely on each other's absence.
 */
function fixesInRun(
  model: ZhModel,
  codes: number[],
  edges: [number, number],
): { chosen: Candidate[]; near: Candidate[] } {
  const { found: candidates, near } = bestPerPosition(model, scoreRun(model, codes), edges);
  candidates.sort((a, b) => b.margin - a.margin);
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (chosen.length >= options.maxFixesPerRun) break;
    if (chosen.every((d) => Math.abs(d.at - c.at) > 1)) chosen.push(c);
  }
  if (chosen.length < 2) return { chosen, near };
  const fixed = [...codes];
  for (const c of chosen) fixed[c.at] = c.code;
  const run = scoreRun(model, fixed);
  // Each written character read among the other fixes.
  const context = new RunContext(model, options, fixed, edges, codes);
  const { threshold } = options;
  const kept = chosen.filter((c) => {
    const prefixes = prefixNodes(model, fixed, c.at);
    const base = scoreWith(model, run, c.at, codes[c.at]!, prefixes);
    const margin = marginAbove(
      model,
      run,
      context,
      c.at,
      codes[c.at]!,
      c.code,
      base,
      prefixes,
      threshold,
    );
    return margin > threshold;
  });
  return { chosen: kept, near };
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

/**
 * Whether the written character at `at` forms no lexicon word in its run of Han characters, `fix`
 * does, and the word trigram model (lm-pairs.ts) prefers the clause with `fix` by more than `gain`.
 */
function wordBacked(
  model: ZhModel,
  chars: string[],
  at: number,
  fix: string,
  gain: number,
): boolean {
  if (gain === Infinity || !HAN.test(chars[at]!)) return false;
  let start = at;
  let end = at + 1;
  while (start > 0 && HAN.test(chars[start - 1]!)) start--;
  while (end < chars.length && HAN.test(chars[end]!)) end++;
  const codes = chars.slice(start, end).map(cp);
  const k = at - start;
  if (coveringWordLength(model, codes, k, prefixNodes(model, codes, k)) >= 2) return false;
  if (!formsWord(model, codes, k, cp(fix))) return false;
  const simplified = [...toSimplified(chars.join(''))];
  if (inLmWord(simplified, at)) return false;
  const lm = lmGain(simplified, at, toSimplified(fix));
  return lm !== undefined && lm > gain;
}

/** Whether the character at `at` stands with one of its neighbours elsewhere in the text too. */
function writtenTwice(chars: string[], at: number): boolean {
  const text = chars.join('');
  return [at - 1, at].some((from) => {
    if (from < 0 || from + 2 > chars.length) return false;
    const pair = chars[from]! + chars[from + 1]!;
    return text.indexOf(pair) !== text.lastIndexOf(pair);
  });
}

/**
 * 形音近字 the character model scores just short of its threshold, proposed when the word trigram
 * model (lm-pairs.ts: libime's unigrams here, other text than the character model's) clearly
 * prefers the clause with the fix: a same-sound character that makes a word where the written one
 * made none (下侮 → 下午). Not next to a chosen fix or another rescue.
 */
function wordRescues(
  chars: string[],
  start: number,
  near: Candidate[],
  chosen: Candidate[],
): Candidate[] {
  if (options.wordRescueGain === Infinity) return [];
  const simplified = [...toSimplified(chars.join(''))];
  const out: Candidate[] = [];
  for (const c of near) {
    if ([...chosen, ...out].some((d) => Math.abs(d.at - c.at) <= 1)) continue;
    // A writer who writes the same two characters twice means them (a name: 小瑜 … 小瑜).
    if (writtenTwice(chars, start + c.at)) continue;
    // Nor is it a non-word when the word model's own vocabulary knows it (巨木, 轉投).
    if (inLmWord(simplified, start + c.at)) continue;
    const gain = lmGain(simplified, start + c.at, toSimplified(String.fromCodePoint(c.code)));
    if (gain !== undefined && gain > options.wordRescueGain) out.push(c);
  }
  return out;
}

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
    const { chosen, near } = fixesInRun(model, codes, edges);
    for (const fix of [...chosen, ...wordRescues(chars, start, near, chosen)]) {
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
  const taken = new Set(fixes.map((f) => f.index));
  const pairs = Number.isFinite(options.pairThreshold);
  if (pairs) fixes.push(...pairFixes(model, chars, offsets, taken));
  fixes.push(...functionCharFixes(model, chars, offsets, taken, pairs));
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
      // … unless the written character forms no word there, the fix does, and the word model
      // clearly prefers the fix (爸罷 → 爸爸, 危顯 → 危險).
      if (
        verbs.has(fix.index) &&
        fix.margin <= options.threshold + options.verbPenalty &&
        !wordBacked(model, chars, at, fix.suggestion, options.verbWordGain)
      )
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

/** Character-trigram log-odds of `fix` over the written character at `at` (code-point index). */
function trigramGain(model: ZhModel, chars: string[], at: number, fix: string): number {
  let start = at;
  let end = at + 1;
  while (start > 0 && HAN.test(chars[start - 1]!)) start--;
  while (end < chars.length && HAN.test(chars[end]!)) end++;
  const edges: [number, number] = [edgeCode(chars[start - 1], START), edgeCode(chars[end], END)];
  const context = new RunContext(model, options, chars.slice(start, end).map(cp), edges);
  return context.score(at - start, cp(fix)) - context.written(at - start);
}

/**
 * ln P(written `a` | meant `b`) relative to ln P(written `a` | meant `a`), from how often learners
 * wrote one for the other (the channel counts of decision 0021): writing the commoner member for
 * the rarer one (在 for 再, 的 for 得) is many times likelier than the reverse.
 */
function pairChannel(model: ZhModel, a: string, b: string): number {
  const [x, y] = [cp(a), cp(b)];
  const errors = model.errorCount.get(pairKey(x, y)) ?? 0;
  const meant = (model.seenCount.get(y) ?? 0) + errors - (model.errorCount.get(pairKey(y, x)) ?? 0);
  return Math.log((errors + 1) / (Math.max(meant, 0) + 2));
}

/**
 * The commoner members proposed for a written rarer one when the word trigram model agrees: 在 for
 * 再 and 帶 for 戴. 的 for a written 得 and 那 for 哪 stay unproposed (decision 0085): on He 2022
 * essays 200–299 every such mark was wrong (繁雜得讓, 得回一封信, 懂得哪些人), the word model's
 * gain there as large as on real slips.
 */
const COMMONER_FIXES = new Set(['在', '帶']);

/**
 * The pair classifier's fixes: a member whose context log-odds plus the channel's exceeds
 * pairThreshold. The margin reported is the character checker's threshold plus that excess.
 */
function pairFixes(
  model: ZhModel,
  chars: string[],
  offsets: number[],
  taken: Set<number>,
): CharFix[] {
  const fixes: CharFix[] = [];
  const atOf = new Map(offsets.map((o, at) => [o, at]));
  let simplifiedChars: string[] | undefined;
  for (const v of pairVerdicts(chars.join(''))) {
    if (taken.has(v.index)) continue;
    const at = atOf.get(v.index)!;
    // A fix that doubles its neighbour (記得的 → 記得得, 在在) makes no word: the writer's
    // character is the other word's.
    let best: { suggestion: string; score: number } | undefined;
    for (const alt of v.alternatives) {
      if (alt.suggestion === chars[at - 1] || alt.suggestion === chars[at + 1]) continue;
      const score = alt.logOdds + pairChannel(model, v.original, alt.suggestion);
      if (best && score <= best.score) continue;
      const lm = () =>
        lmGain(
          (simplifiedChars ??= [...toSimplified(chars.join(''))]),
          at,
          toSimplified(alt.suggestion),
        );
      // Rescue: the word trigram model (a third model, other text) clearly prefers the fix and
      // the classifier is not far from it.
      const rescued =
        options.lmRescueGain !== Infinity &&
        (!alt.towardsCommoner || COMMONER_FIXES.has(alt.suggestion)) &&
        score > options.pairThreshold - options.lmRescueSlack &&
        (lm() ?? -Infinity) > options.lmRescueGain;
      if (!rescued) {
        // The character trigrams (another model, other text) must not prefer what was written.
        if (
          !(score > options.pairThreshold) ||
          !(trigramGain(model, chars, at, alt.suggestion) > 0)
        )
          continue;
        // The word trigram model must not clearly prefer the written member, and must clearly
        // prefer a fix towards the commoner member.
        const needed = !alt.towardsCommoner
          ? -options.lmVeto
          : COMMONER_FIXES.has(alt.suggestion)
            ? options.lmCommonerGain
            : Infinity;
        if (needed !== -Infinity) {
          if (needed === Infinity) continue;
          const gain = lm();
          if (gain === undefined ? alt.towardsCommoner : gain <= needed) continue;
        }
      }
      best = { suggestion: alt.suggestion, score };
    }
    if (!best) continue;
    taken.add(v.index);
    fixes.push({
      index: v.index,
      original: v.original,
      suggestion: best.suggestion,
      margin: options.threshold + best.score,
    });
  }
  return fixes;
}

function functionCharFixes(
  model: ZhModel,
  chars: string[],
  offsets: number[],
  taken: Set<number>,
  pairsDecided: boolean,
): CharFix[] {
  const fixes: CharFix[] = [];
  chars.forEach((ch, at) => {
    const index = offsets[at]!;
    if (taken.has(index) || !functionGroup(ch)) return;
    // The pair classifier has decided its groups (在/再, 的/得/地, 那/哪); 作/做, 坐/座 stay here.
    if (pairsDecided && pairGroup(toSimplified(ch))) return;
    const verdict = classifyFunctionChar(model.functionCounts, chars, at);
    if (verdict && verdict.logOdds > options.functionThreshold) {
      fixes.push({ index, original: ch, suggestion: verdict.suggestion, margin: verdict.logOdds });
    }
  });
  return fixes;
}
