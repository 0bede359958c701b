import type { Correction } from '@essay/contracts';

/** A word of a sentence, with its span in the essay text. */
export interface Word {
  word: string;
  lower: string;
  start: number;
  end: number;
}

/** The words (letters, with one apostrophe part: "don't") of `sentence`, which starts at `offset`. */
export function wordsOf(sentence: string, offset: number): Word[] {
  return [...sentence.matchAll(/[A-Za-z]+(?:'[A-Za-z]+)?/g)].map((m) => ({
    word: m[0],
    lower: m[0].toLowerCase(),
    start: offset + m.index,
    end: offset + m.index + m[0].length,
  }));
}

/** A set of words written as one space-separated list. */
export const wordSet = (words: string) => new Set(words.split(' '));

/** Runs a sentence rule on each sentence of `text`; the corrections' spans index into `text`. */
export function perSentence(
  text: string,
  rule: (text: string, sentence: string, offset: number) => Correction[],
): Correction[] {
  const out: Correction[] = [];
  for (const m of text.matchAll(/[^.!?\n]+[.!?]*/g)) out.push(...rule(text, m[0], m.index));
  return out;
}
