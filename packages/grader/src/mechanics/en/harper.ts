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
import {
  closer,
  closeness,
  editDistance,
  isCommonWord,
  type Closeness,
} from './suggestion-rank.ts';
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
 * "distill"). Returns the text that replaces the problem ('' removes it).
 */
function pickValue(lint: Lint): string | undefined {
  const all = lint.suggestions();
  const kind = lint.lint_kind();
  const written = lint.get_problem_text();
  const first = all[0];
  if (/\s/.test(written) || (kind !== 'Spelling' && kind !== 'Typo' && kind !== 'WordChoice'))
    return first && valueOf(first, written);
  if (kind === 'WordChoice') {
    return !first ||
      (first.kind() === SuggestionKind.Replace &&
        editDistance(written, first.get_replacement_text()) >= 3)
      ? undefined
      : valueOf(first, written);
  }
  if (written.length <= 2 || /[-\d]/.test(written)) return undefined;
  const ending = readingOfS(written);
  if (ending) return ending;
  const meant = all
    .filter((s) => s.kind() === SuggestionKind.Replace)
    .map((s) => s.get_replacement_text())
    .filter((m) => !m.includes(' ') || believableSplit(written, m));
  let best: { meant: string; rank: Closeness } | undefined;
  for (const m of meant) {
    const rank = closeness(written, m);
    if (!best || closer(rank, best.rank)) best = { meant: m, rank };
  }
  // Learners rarely get the first letter wrong; a guess that changes it ("Inorder" -> "Disorder") is usually wrong.
  if (
    !best ||
    best.rank.edits > Math.max(1, Math.floor(written.length / 4)) ||
    best.rank.changesFirst
  )
    return undefined;
  return best.meant;
}

/** The text a suggestion puts in place of the problem ('' removes it). */
function valueOf(s: Suggestion, written: string): string {
  const kind = s.kind();
  if (kind === SuggestionKind.Remove) return '';
  return kind === SuggestionKind.Replace
    ? s.get_replacement_text()
    : written + s.get_replacement_text();
}

/**
 * Words learners write with an s but no apostrophe ("everyones", "thats", "childrens"), whose
 * split or plain form Harper offers instead ("every ones", "that").
 */
const APOSTROPHE_S = new Set(
  [
    'anyone everyone someone nobody anybody everybody somebody today yesterday tomorrow tonight',
    'that what there here where he she children women men',
  ]
    .join(' ')
    .split(' '),
);

/** "whos" is who's or whose, "thes" the or these: only the sentence tells, so Harper's reading stands. */
const AMBIGUOUS_S = new Set(['who', 'the']);

/**
 * A word ending in an s that is not one: "everyones" is everyone's and "thats" that's
 * (`APOSTROPHE_S`); after another common word of three or more letters the s is a plural the
 * learner added ("informations", "advices", "fews"), so the word without it wins over a
 * possessive ("few's"), a split ("in formations") or a like word ("fess").
 */
function readingOfS(written: string): string | undefined {
  const base = /^(.+)s$/.exec(written)?.[1];
  if (!base) return undefined;
  const word = base.toLowerCase();
  if (APOSTROPHE_S.has(word)) return `${base}'s`;
  return base.length >= 3 && !AMBIGUOUS_S.has(word) && isCommonWord(word) ? base : undefined;
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
  const value = pickValue(lint);
  if (value === undefined) return undefined;
  const end = at(span.end);
  const original = text.slice(start, end);
  if (original !== lint.get_problem_text() || value === original) return undefined;
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
