import type { EssayLang } from '@essay/contracts';
import { toSimplified } from './normalise.ts';
import { splitParagraphs, splitSentences } from './segment.ts';

/**
 * Repeated text: a sentence pasted a hundred times, one character held down, or a whole essay
 * pasted twice must not read as a longer, better essay.
 */

/**
 * How much of the essay is new text: characters (Chinese, punctuation and spaces left out) or
 * words (English) not inside a run already written earlier in it (6 characters / 4 words).
 */
export function uniqueLength(text: string, lang: EssayLang): number {
  const n = lang === 'zh' ? 6 : 4;
  const units =
    lang === 'zh'
      ? [...toSimplified(text).replace(/[\s\p{P}\p{S}]/gu, '')]
      : (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
  const seen = new Set<string>();
  const repeated = new Array<boolean>(units.length).fill(false);
  for (let i = 0; i + n <= units.length; i++) {
    const gram = units.slice(i, i + n).join(' ');
    if (seen.has(gram)) repeated.fill(true, i, i + n);
    else seen.add(gram);
  }
  return repeated.filter((r) => !r).length;
}

/** A sentence long enough that writing it twice is a paste, not a refrain. */
const PASTED = { zh: 10, en: 40 } as const;

/**
 * The essay without the sentences it already holds earlier: a long one repeated, or a short one
 * inside a run of repeated sentences (a pasted block), paragraph breaks kept; null when none.
 */
export function withoutRepeatedSentences(text: string, lang: EssayLang): string | null {
  const seen = new Set<string>();
  const sentences = splitParagraphs(text).flatMap((p, paragraph) =>
    splitSentences(p.text, lang).map((s) => {
      const key = s.text.replace(/[\s\p{P}\p{S}]/gu, '').toLowerCase();
      const repeat = seen.has(key);
      seen.add(key);
      return { text: s.text, paragraph, repeat, long: key.length >= PASTED[lang] };
    }),
  );
  const dropped = sentences.map(
    (s, i) => s.repeat && (s.long || !!sentences[i - 1]?.repeat || !!sentences[i + 1]?.repeat),
  );
  if (!dropped.includes(true)) return null;
  const paragraphs = new Map<number, string[]>();
  sentences.forEach((s, i) => {
    if (!dropped[i]) paragraphs.set(s.paragraph, [...(paragraphs.get(s.paragraph) ?? []), s.text]);
  });
  return [...paragraphs.values()].map((p) => p.join(lang === 'zh' ? '' : ' ')).join('\n');
}
