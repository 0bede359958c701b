import { loadZhModel, type ZhModel } from './model.ts';
import { coveringWordLength, scoreRun, scoreWith, type RunScores } from './segment-score.ts';

/** A single-character typo fix; `index` is a UTF-16 offset into the checked text. */
export interface CharFix {
  index: number;
  original: string;
  suggestion: string;
  /** Log-odds margin by which the fix beat the written character. */
  margin: number;
}

/** Decision parameters; defaults were tuned on SIGHAN train13 with the channel built from train14+15. */
export interface ZhSpellingOptions {
  /** Minimum log-odds (language model gain plus channel prior) to accept a fix. */
  threshold: number;
  /** Weight of the channel prior against the language model. */
  channelWeight: number;
  /** Pseudo-count for a pair known only from the confusion set (never seen in training). */
  confusionPseudoCount: number;
  /** Pseudo-count added to how often the written character was seen. */
  seenPseudoCount: number;
  /** Skip confusion-only candidates where the written character sits in a word this long. */
  protectedWordLength: number;
  maxFixesPerRun: number;
  /** Weight of the character-bigram context model of learner text. */
  contextWeight: number;
  /** Dirichlet smoothing of that model towards character frequency. */
  contextSmoothing: number;
}

export const DEFAULT_ZH_OPTIONS: ZhSpellingOptions = {
  threshold: 0,
  channelWeight: 1,
  confusionPseudoCount: 0.02,
  seenPseudoCount: 5,
  protectedWordLength: 3,
  maxFixesPerRun: 4,
  contextWeight: 0.5,
  contextSmoothing: 2,
};

let options: ZhSpellingOptions = DEFAULT_ZH_OPTIONS;

/** For tuning scripts only: the engine itself always runs with the defaults. */
export function setZhSpellingOptions(next: Partial<ZhSpellingOptions>): void {
  options = { ...DEFAULT_ZH_OPTIONS, ...next };
}

/** Pairs that are variants or deliberate choices in Taiwan, never typos (台/臺, 妳/你, 牠/他). */
const NEVER_SWAP = new Set(['台臺', '臺台', '妳你', '你妳', '牠他', '牠它', '祂他', '裏裡', '裡裏', '污汙', '汙污', '着著', '嬤媽']);

let trainedCandidates: Map<string, string[]> | undefined;

function trainedFor(model: ZhModel, ch: string): string[] {
  if (!trainedCandidates) {
    trainedCandidates = new Map();
    for (const pair of model.errorCount.keys()) {
      const [a, b] = [...pair];
      if (!a || !b || NEVER_SWAP.has(pair)) continue;
      const list = trainedCandidates.get(a) ?? [];
      list.push(b);
      trainedCandidates.set(a, list);
    }
  }
  return trainedCandidates.get(ch) ?? [];
}

/** Confusable characters that can form a lexicon word with a neighbour at this position. */
function wordFormingConfusables(model: ZhModel, written: string, prev: string, next: string): string[] {
  const confusable = model.confusion.get(written);
  if (!confusable) return [];
  const out = new Set<string>();
  for (const neighbours of [model.followers.get(prev), model.leaders.get(next)]) {
    if (!neighbours) continue;
    const [small, large] =
      neighbours.size < confusable.size ? [neighbours, confusable] : [confusable, neighbours];
    for (const ch of small) if (large.has(ch) && !NEVER_SWAP.has(written + ch)) out.add(ch);
  }
  return [...out];
}

function channelLogPrior(model: ZhModel, written: string, meant: string, inConfusion: boolean): number {
  const errors = model.errorCount.get(written + meant) ?? 0;
  const pseudo = inConfusion ? options.confusionPseudoCount : 0;
  if (errors + pseudo === 0) return -Infinity;
  const seen = model.seenCount.get(written) ?? 0;
  return Math.log((errors + pseudo) / (seen + options.seenPseudoCount));
}

function contextLogProb(model: ZhModel, left: string, right: string): number {
  const unigram = ((model.contextRight.get(right) ?? 0) + 0.5) / (model.contextTotal + 5000);
  const k = options.contextSmoothing;
  const pair = model.contextPairs.get(left + right) ?? 0;
  return Math.log((pair + k * unigram) / ((model.contextLeft.get(left) ?? 0) + k));
}

/** Gain in the context model from writing `ch` instead of `written` between two neighbours. */
function contextGain(model: ZhModel, prev: string, written: string, ch: string, next: string): number {
  return (
    contextLogProb(model, prev, ch) +
    contextLogProb(model, ch, next) -
    contextLogProb(model, prev, written) -
    contextLogProb(model, written, next)
  );
}

interface Candidate {
  at: number;
  ch: string;
  margin: number;
}

/** Log-odds of `ch` against `written` at `at`; `base` is the run's score with `written` there. */
function marginOf(
  model: ZhModel,
  run: RunScores,
  at: number,
  written: string,
  ch: string,
  base: number,
  edges: [string, string],
): number {
  const { chars } = run;
  const prior = channelLogPrior(model, written, ch, model.confusion.get(written)?.has(ch) ?? false);
  if (prior === -Infinity) return -Infinity;
  const gain = scoreWith(model, run, at, ch) - base;
  const left = at > 0 ? chars[at - 1]! : edges[0];
  const right = at + 1 < chars.length ? chars[at + 1]! : edges[1];
  const context = options.contextWeight
    ? options.contextWeight * contextGain(model, left, written, ch, right)
    : 0;
  return gain + context + options.channelWeight * prior;
}

/** The best replacement above threshold for every position of a run, from one scoring pass. */
function candidatesInRun(model: ZhModel, run: RunScores, edges: [string, string]): Candidate[] {
  const { chars } = run;
  const found: Candidate[] = [];
  for (let at = 0; at < chars.length; at++) {
    const written = chars[at]!;
    const options_ = new Set(trainedFor(model, written));
    if (coveringWordLength(model, chars, at) < options.protectedWordLength) {
      const prev = chars[at - 1] ?? '';
      const next = chars[at + 1] ?? '';
      for (const ch of wordFormingConfusables(model, written, prev, next)) options_.add(ch);
    }
    let best: Candidate | undefined;
    for (const ch of options_) {
      const margin = marginOf(model, run, at, written, ch, run.forward[chars.length]!, edges);
      if (margin > options.threshold && (!best || margin > best.margin)) best = { at, ch, margin };
    }
    if (best) found.push(best);
  }
  return found;
}

/**
 * Picks the strongest non-adjacent candidates, then keeps each one only if it still clears the
 * threshold with all the others applied, so two fixes never rely on each other's absence.
 */
function fixesInRun(model: ZhModel, chars: string[], edges: [string, string]): Candidate[] {
  const candidates = candidatesInRun(model, scoreRun(model, chars), edges);
  if (!candidates.length) return [];
  candidates.sort((a, b) => b.margin - a.margin);
  const chosen: Candidate[] = [];
  for (const c of candidates) {
    if (chosen.length >= options.maxFixesPerRun) break;
    if (chosen.every((d) => Math.abs(d.at - c.at) > 1)) chosen.push(c);
  }
  if (chosen.length === 1) return chosen;
  const fixed = [...chars];
  for (const c of chosen) fixed[c.at] = c.ch;
  const run = scoreRun(model, fixed);
  return chosen.filter((c) => {
    const written = chars[c.at]!;
    // Margin of keeping the fix against reverting it, in the otherwise corrected sentence.
    const base = scoreWith(model, run, c.at, written);
    return marginOf(model, run, c.at, written, c.ch, base, edges) > options.threshold;
  });
}

/** Finds likely single-character typos (錯別字) in Traditional Chinese text. */
export function findChineseTypos(text: string): CharFix[] {
  const model = loadZhModel();
  const fixes: CharFix[] = [];
  for (const match of text.matchAll(/\p{Script=Han}+/gu)) {
    const chars = [...match[0]];
    const offsets: number[] = [];
    let offset = match.index;
    for (const ch of chars) {
      offsets.push(offset);
      offset += ch.length;
    }
    const before = match.index > 0 ? text[match.index - 1]! : '^';
    const after = text[match.index + match[0].length] ?? '$';
    const edges: [string, string] = [before === '\n' ? '^' : before, after === '\n' ? '$' : after];
    for (const fix of fixesInRun(model, chars, edges)) {
      fixes.push({ index: offsets[fix.at]!, original: chars[fix.at]!, suggestion: fix.ch, margin: fix.margin });
    }
  }
  return fixes.sort((a, b) => a.index - b.index);
}
