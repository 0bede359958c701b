/** A half-open span [start, end) of a page's text. */
export type TextSpan = { start: number; end: number };

/** Written for a character that is there but cannot be read at all (the 闕文 mark). */
export const UNREADABLE = '□';

/** tesseract word confidence (0..100) under which the word's characters are marked for the teacher. */
export const UNCERTAIN_BELOW = 60;

/** Letters and ideographs only: a doubtful comma is not worth a teacher's look. */
const MARKABLE = /[\p{L}\p{N}]/u;

/**
 * Finds the words tesseract was unsure of in the page text made from its lines. The text was
 * rebuilt (lines joined, spaces and punctuation normalised), so each word is searched for in
 * reading order from where the previous one was found; a word not found nearby is skipped
 * rather than marked in the wrong place.
 */
export function locateUncertain(
  text: string,
  words: readonly { text: string; confidence: number }[],
): TextSpan[] {
  const spans: TextSpan[] = [];
  let cursor = 0;
  for (const word of words) {
    const chars = [...word.text].filter((c) => MARKABLE.test(c)).join('');
    if (!chars) continue;
    const at = text.indexOf(chars, cursor);
    const near = at >= 0 && at - cursor <= 40 + chars.length * 4;
    if (!near) continue;
    if (word.confidence < UNCERTAIN_BELOW) spans.push({ start: at, end: at + chars.length });
    cursor = at + chars.length;
  }
  return spans;
}

/**
 * Handwriting read by PP-OCR (decision 0080): a character under DOUBT_BELOW is shown to the
 * teacher, and one under DOUBT_ALONE_BELOW when it stands next to neither neighbour anywhere in
 * students' writing (the spelling model's character pairs): a surprise in its context. Chosen
 * from the curve bench:ocr prints on the development pages and on a second set made the same way
 * from other essays (the ingest README, decision 0089): 0.9 for a surprise holds ≥ 80 % of the
 * wrong characters on both, where 0.8 caught 79 % on the second.
 */
export const DOUBT_BELOW = 0.5;
export const DOUBT_ALONE_BELOW = 0.9;

/** Whether students' writing ever has `a` then `b` (see @essay/grader/context-pairs). */
export type PairSeen = (a: string, b: string) => boolean;

/** What one read character tells about itself: its confidence, and whether it is alone in its context. */
export type CharacterSignals = { confidence: number; alone: boolean };

const isLayout = (char: string, confidence: number | null | undefined): boolean =>
  confidence === null || confidence === undefined || /\s/u.test(char);

/**
 * The signals of each character of a reading (null for layout): its confidence, and whether no
 * pair of it with the characters read before and after it (layout skipped; the page's first and
 * last characters are judged by their one neighbour) is in students' writing. Without `seen`, no character is alone.
 */
export function characterSignals(
  chars: readonly string[],
  confidences: readonly (number | null)[],
  seen: PairSeen | null,
): (CharacterSignals | null)[] {
  const read = chars.flatMap((char, i) => (isLayout(char, confidences[i]) ? [] : [i]));
  const out: (CharacterSignals | null)[] = chars.map(() => null);
  read.forEach((i, k) => {
    const char = chars[i]!;
    const before = k > 0 ? chars[read[k - 1]!]! : null;
    const after = k + 1 < read.length ? chars[read[k + 1]!]! : null;
    const alone =
      seen !== null &&
      MARKABLE.test(char) &&
      (before === null || !seen(before, char)) &&
      (after === null || !seen(char, after)) &&
      (before !== null || after !== null);
    out[i] = { confidence: confidences[i]!, alone };
  });
  return out;
}

/** Whether a character with these signals is shown to the teacher. */
export const doubted = (s: CharacterSignals): boolean =>
  s.confidence < DOUBT_BELOW || (s.alone && s.confidence < DOUBT_ALONE_BELOW);

/**
 * Spans of `text` (code units) a teacher is asked to confirm: the doubted letters and the
 * unreadable mark (□); neighbours join.
 */
export function doubtfulSpans(
  text: string,
  confidences: readonly (number | null)[],
  seen: PairSeen | null,
): TextSpan[] {
  const chars = [...text];
  const signals = characterSignals(chars, confidences, seen);
  const spans: TextSpan[] = [];
  let offset = 0;
  chars.forEach((char, i) => {
    const s = signals[i];
    if (s && doubted(s) && (MARKABLE.test(char) || char === UNREADABLE)) {
      const last = spans.at(-1);
      if (last && last.end === offset) last.end = offset + char.length;
      else spans.push({ start: offset, end: offset + char.length });
    }
    offset += char.length;
  });
  return spans;
}
