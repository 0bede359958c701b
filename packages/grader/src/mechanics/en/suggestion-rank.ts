import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * Which of Harper's spelling suggestions a learner most likely meant. Harper does not rank them
 * by closeness ("misspeling" may come with far-off guesses first), so they are ordered here.
 */

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

const likeLetterCosts = new Map<string, number>();

/**
 * A learner more often leaves a letter out than adds one, writes a letter twice ("preffer"),
 * adds a silent e before -ing ("comeing"), swaps two ("recieve") or writes a like letter
 * ("studyed", "meating") than makes any other slip.
 */
const learnerCosts: EditCosts = {
  substitute: (a, b) => {
    // Asked once per cell of every distance: each pair of letters is looked up once per process.
    const pair = a + b;
    let cost = likeLetterCosts.get(pair);
    if (cost === undefined) {
      cost = Math.min(
        1,
        ...LIKE_LETTERS.filter(([g]) => g.includes(a) && g.includes(b)).map(([, c]) => c),
      );
      likeLetterCosts.set(pair, cost);
    }
    return cost;
  },
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

let ranks: Map<string, number> | undefined;

/** The 60,000 most frequent English words (see `model/PROVENANCE.md`) and their places, 1 first. */
const rankTable = (): Map<string, number> =>
  (ranks ??= new Map(
    gunzipSync(readFileSync(new URL('./model/word-rank.txt.gz', import.meta.url)))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((w, i) => [w, i + 1]),
  ));

/** The `n` most frequent English words, most frequent first. */
export const commonestWords = (n: number): string[] => [...rankTable().keys()].slice(0, n);

/** One of the 60,000 most frequent English words (lower case). */
export const isCommonWord = (word: string): boolean => rankTable().has(word);

/**
 * How common a word is: its place among the 60,000 most frequent English words (see
 * `model/PROVENANCE.md`), by its rarer part for a split ("a lot": lot); past the list for a word
 * not in it, and for a word with an apostrophe (a learner's "problemes" is problems more often
 * than problem's; a missing apostrophe is found by the learner's slips first: "dont" is don't).
 */
export function frequencyRank(word: string): number {
  const table = rankTable();
  const parts = word.toLowerCase().split(/\s+/);
  return Math.max(...parts.map((p) => table.get(p) ?? table.size + 1));
}

/** A letter written twice where the word has it once ("preffer" for "prefer"). */
const doubledLetter = (written: string, meant: string) =>
  written.length === meant.length + 1 &&
  [...written].some(
    (ch, i) => ch === written[i - 1] && written.slice(0, i) + written.slice(i + 1) === meant,
  );

export interface Closeness {
  /** Plain edits from what was written. */
  edits: number;
  /** The suggestion changes the first letter (learners rarely get it wrong). */
  changesFirst: boolean;
  /** Sort key, smaller first. */
  key: number[];
}

/**
 * How likely a learner wrote `written` for `meant`: fewest edits first; then the cheapest in a
 * learner's slips (`learnerCosts`: "comeing" is coming, not combing; "meating" meeting, not
 * meaning); then a single word over a split ("postion": position, not "post ion"), the same
 * first letter, the commoner word ("sence": sense, not seance), and dropped letters over extra
 * ones ("somthing": something, not soothing), except a doubled letter ("preffer": prefer).
 * Harper's order breaks ties.
 */
export function closeness(written: string, meant: string): Closeness {
  const edits = editDistance(written, meant);
  const changesFirst = meant[0]?.toLowerCase() !== written[0]?.toLowerCase();
  const lengthChange = meant.length - written.length;
  const key = [
    edits,
    editDistance(written, meant, learnerCosts),
    meant.includes(' ') ? 1 : 0,
    changesFirst ? 1 : 0,
    Math.floor(Math.log2(frequencyRank(meant))),
    lengthChange > 0 || doubledLetter(written.toLowerCase(), meant.toLowerCase())
      ? 0
      : lengthChange === 0
        ? 1
        : 2,
  ];
  return { edits, changesFirst, key };
}

/** `a` sorts before `b`. */
export const closer = (a: Closeness, b: Closeness): boolean => {
  for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! < b.key[i]!;
  return false;
};
