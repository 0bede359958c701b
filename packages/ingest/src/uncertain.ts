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
