import type { Correction } from '@essay/contracts';
import { makeCorrection } from '../correction.ts';

/** English mechanics: double spaces, sentence-initial capitals, spaces before punctuation, "i". */
export function englishBasics(text: string): Correction[] {
  const out: Correction[] = [];
  // Runs of 2+ spaces between visible characters (indentation and line ends are layout).
  for (const m of text.matchAll(/(?<=\S) {2,}(?=\S)/g)) {
    out.push(
      makeCorrection(text, m.index, m.index + m[0].length, ' ', 'format', {
        'zh-tw': '單字之間只需一個空格。',
        en: 'Use a single space between words.',
      }),
    );
  }
  for (const m of text.matchAll(/(?<=[A-Za-z0-9)\]"']) +(?=[,.!?;:](?!\d))/g)) {
    out.push(
      makeCorrection(text, m.index, m.index + m[0].length, '', 'punctuation', {
        'zh-tw': '標點符號前不應空格。',
        en: 'No space before a punctuation mark.',
      }),
    );
  }
  // A lower-case letter opening the text, a paragraph or a sentence after . ! ?
  for (const m of text.matchAll(/(?:^|\n|[.!?]["')\]]?\s+)([a-z])(?=[a-z]*\b)/g)) {
    const start = m.index + m[0].length - 1;
    if (/\b(e\.g|i\.e|etc|vs|a\.m|p\.m)\.\s+$/i.test(text.slice(Math.max(0, start - 8), start)))
      continue;
    // After an initialism ("the U.S. people") the sentence has not ended.
    if (/\b(?:[A-Z]\.){2,}\s+$/.test(text.slice(Math.max(0, start - 10), start))) continue;
    out.push(
      makeCorrection(text, start, start + 1, m[1]!.toUpperCase(), 'spelling', {
        'zh-tw': '句子開頭的第一個字母要大寫。',
        en: 'Start a sentence with a capital letter.',
      }),
    );
  }
  for (const m of text.matchAll(/\bi\b(?!\.\w)/g)) {
    out.push(
      makeCorrection(text, m.index, m.index + 1, 'I', 'spelling', {
        'zh-tw': '代名詞「I」永遠大寫。',
        en: 'The pronoun "I" is always capitalised.',
      }),
    );
  }
  return out;
}
