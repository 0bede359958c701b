import type { Correction } from '@essay/contracts';
import {
  createBinaryModuleFromUrl,
  LocalLinter,
  SuggestionKind,
  type Lint,
  type Suggestion,
} from 'harper.js';
import { makeCorrection } from '../correction.ts';
import { americanForms } from './british.ts';
import { TAIWAN_NAMES } from './taiwan-names.ts';
import { HARPER_RULES, KIND_OF_LINT, ZH_REASON } from './harper-rules.ts';

let linter: Promise<LocalLinter> | undefined;

/** Harper's slim WASM build, loaded from the installed package: no network at any time. */
async function createLinter(): Promise<LocalLinter> {
  const wasm = new URL('./harper_wasm_slim_bg.wasm', import.meta.resolve('harper.js')).href;
  const local = new LocalLinter({ binary: createBinaryModuleFromUrl(wasm, 'slim') });
  await local.setup();
  const config = await local.getDefaultLintConfig();
  const enabled = new Set(HARPER_RULES);
  for (const rule of Object.keys(config)) config[rule] = enabled.has(rule);
  await local.setLintConfig(config);
  await local.importWords([...TAIWAN_NAMES]);
  // The first lints run unoptimised WASM; warm it so the first essay is not 30x slower.
  for (let i = 0; i < 3; i++)
    await local.lint('Yesterday i go to a school , and he dont like it.', {
      language: 'plaintext',
    });
  return local;
}

export function harperLinter(): Promise<LocalLinter> {
  linter ??= createLinter();
  return linter;
}

/** Harper counts Unicode scalar values; JS strings index UTF-16 units. */
function scalarToUtf16(text: string): (i: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (i) => i;
  const map: number[] = [];
  let unit = 0;
  for (const ch of text) {
    map.push(unit);
    unit += ch.length;
  }
  map.push(unit);
  return (i) => map[i] ?? text.length;
}

/** What one edit costs: 1 each, or less for the slips learners make (see `learnerCosts`). */
interface EditCosts {
  substitute(a: string, b: string): number;
  /** Leaving out the written word's letter x[i]. */
  drop(x: string, i: number): number;
  /** Adding a letter the written word left out. */
  add(ch: string): number;
  swap: number;
}

const UNIT: EditCosts = { substitute: () => 1, drop: () => 1, add: () => 1, swap: 1 };

/** Letters learners write for each other: vowels (y as i), and letters of one sound. */
const LIKE_LETTERS: [string, number][] = [
  ['aeiou', 0.6],
  ['iy', 0.6],
  ['ck', 0.5],
  ['sz', 0.5],
  ['cs', 0.5],
];

/**
 * A learner more often leaves a letter out than adds one, writes a letter twice ("preffer"),
 * adds a silent e before -ing ("comeing"), swaps two ("recieve") or writes a like letter
 * ("studyed", "meating") than makes any other slip.
 */
const learnerCosts: EditCosts = {
  substitute: (a, b) =>
    Math.min(1, ...LIKE_LETTERS.filter(([g]) => g.includes(a) && g.includes(b)).map(([, c]) => c)),
  drop: (x, i) => (x[i] === x[i - 1] || (x[i] === 'e' && x.startsWith('ing', i + 1)) ? 0.5 : 1),
  add: () => 0.5,
  swap: 0.6,
};

/** Optimal-string-alignment distance (add, drop, substitute, swap neighbours), case-blind. */
export function editDistance(a: string, b: string, costs: EditCosts = UNIT): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const d = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = 1; i <= x.length; i++) d[i]![0] = d[i - 1]![0]! + costs.drop(x, i - 1);
  for (let j = 1; j <= y.length; j++) d[0]![j] = d[0]![j - 1]! + costs.add(y[j - 1]!);
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const same = x[i - 1] === y[j - 1];
      let v = Math.min(
        d[i - 1]![j]! + costs.drop(x, i - 1),
        d[i]![j - 1]! + costs.add(y[j - 1]!),
        d[i - 1]![j - 1]! + (same ? 0 : costs.substitute(x[i - 1]!, y[j - 1]!)),
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + costs.swap);
      d[i]![j] = v;
    }
  return d[x.length]![y.length]!;
}

/** A letter written twice where the word has it once ("preffer" for "prefer"). */
const doubledLetter = (written: string, meant: string) =>
  written.length === meant.length + 1 &&
  [...written].some(
    (ch, i) => ch === written[i - 1] && written.slice(0, i) + written.slice(i + 1) === meant,
  );

/**
 * How likely a learner wrote `written` for `meant`, as a sort key: fewest edits first; then the
 * cheapest in learner's slips (`learnerCosts`: "comeing" is coming, not combing; "meating"
 * meeting, not meaning); then a single word over a split ("postion": position, not "post ion"), the same first letter, and
 * dropped letters over extra ones ("somthing": something, not soothing), except a doubled letter
 * ("preffer": prefer);
 * Harper's order breaks ties.
 */
function closeness(written: string, meant: string): number[] {
  const lengthChange = meant.length - written.length;
  return [
    editDistance(written, meant),
    editDistance(written, meant, learnerCosts),
    meant.includes(' ') ? 1 : 0,
    meant[0]?.toLowerCase() === written[0]?.toLowerCase() ? 0 : 1,
    lengthChange > 0 || doubledLetter(written.toLowerCase(), meant.toLowerCase())
      ? 0
      : lengthChange === 0
        ? 1
        : 2,
  ];
}

const before = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/** First words of two-word phrases learners run together ("inmany", "oldage", "aswell", "alot"). */
const SPLIT_HEADS = new Set(
  'a an in on at as of by all every some any no old hard third each my your our their his her its high long'.split(
    ' ',
  ),
);

/** A split into words is believable only after a common head word ("int rested", "post ion" are not). */
const believableSplit = (written: string, meant: string) => {
  const parts = meant.split(' ');
  return (
    parts.length === 2 &&
    parts.join('').toLowerCase() === written.toLowerCase() &&
    SPLIT_HEADS.has(parts[0]!.toLowerCase())
  );
};

/**
 * Harper's spelling suggestions are not ranked by closeness ("misspeling" may come with far-off
 * guesses first): take the closest one (see `closeness`), and none when even that one is far from
 * what was written, when it splits the word implausibly, or when the word has one or two letters
 * ("tv") — a wild guess ("selfconfdence" -> "teleconference") is worse than no mark. Word-choice
 * lints on one word keep Harper's suggestion unless it is three or more edits away ("untill" ->
 * "distill").
 */
function pickSuggestion(lint: Lint): Suggestion | undefined {
  const all = lint.suggestions();
  const kind = lint.lint_kind();
  const written = lint.get_problem_text();
  if (/\s/.test(written) || (kind !== 'Spelling' && kind !== 'Typo' && kind !== 'WordChoice'))
    return all[0];
  if (kind === 'WordChoice') {
    const first = all[0];
    return first &&
      first.kind() === SuggestionKind.Replace &&
      editDistance(written, first.get_replacement_text()) >= 3
      ? undefined
      : first;
  }
  if (written.length <= 2 || /[-\d]/.test(written)) return undefined;
  let best: { s: Suggestion; key: number[] } | undefined;
  for (const s of all) {
    if (s.kind() !== SuggestionKind.Replace) continue;
    const meant = s.get_replacement_text();
    if (meant.includes(' ') && !believableSplit(written, meant)) continue;
    const key = closeness(written, meant);
    if (!best || before(key, best.key)) best = { s, key };
  }
  // Learners rarely get the first letter wrong; a guess that changes it ("Inorder" -> "Disorder") is usually wrong.
  if (!best || best.key[0]! > Math.max(1, Math.floor(written.length / 4)) || best.key[3])
    return undefined;
  return best.s;
}

function toCorrection(text: string, lint: Lint, at: (i: number) => number): Correction | undefined {
  const kind = KIND_OF_LINT[lint.lint_kind()];
  if (!kind) return undefined;
  const span = lint.span();
  const start = at(span.start);
  // A capitalised unknown word inside a sentence is a name (Belgrano, Minh), not a misspelling.
  if (
    (kind === 'spelling' || kind === 'typo') &&
    /^[A-Z]/.test(lint.get_problem_text()) &&
    !/(^|[.!?]["')]?)\s*$/.test(text.slice(Math.max(0, start - 4), start))
  )
    return undefined;
  const suggestion = pickSuggestion(lint);
  if (!suggestion) return undefined;
  const end = at(span.end);
  const original = text.slice(start, end);
  if (original !== lint.get_problem_text()) return undefined;
  const replacement = suggestion.get_replacement_text();
  const kindOfSuggestion = suggestion.kind();
  const value =
    kindOfSuggestion === SuggestionKind.Remove
      ? ''
      : kindOfSuggestion === SuggestionKind.Replace
        ? replacement
        : original + replacement;
  if (value === original) return undefined;
  const zh = `${ZH_REASON[kind]}${value ? `，建議改為「${value}」` : '，建議刪除'}。`;
  return makeCorrection(text, start, end, value, kind, { 'zh-tw': zh, en: lint.message() });
}

/** Harper's findings on English text, as corrections with spans into `text`. */
export async function harperCorrections(text: string): Promise<Correction[]> {
  const local = await harperLinter();
  const lints = await local.lint(text, { language: 'plaintext' });
  const at = scalarToUtf16(text);
  const out: Correction[] = [];
  for (const lint of lints) {
    const british =
      lint.lint_kind() === 'Spelling' && (await isBritishSpelling(lint.get_problem_text()));
    const c = british ? undefined : toCorrection(text, lint, at);
    if (c) out.push(c);
    lint.free();
  }
  return out;
}

const britishSeen = new Map<string, boolean>();

/** A word Harper flags whose American form (see british.ts) is a word it knows: correct English. */
async function isBritishSpelling(word: string): Promise<boolean> {
  const known = britishSeen.get(word);
  if (known !== undefined) return known;
  const local = await harperLinter();
  let british = false;
  for (const form of americanForms(word)) {
    const lints = await local.lint(form, { language: 'plaintext' });
    british = !lints.some((l) => l.lint_kind() === 'Spelling');
    for (const l of lints) l.free();
    if (british) break;
  }
  if (britishSeen.size > 5000) britishSeen.clear();
  britishSeen.set(word, british);
  return british;
}
