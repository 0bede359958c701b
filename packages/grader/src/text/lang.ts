import type { EssayLang } from '@essay/contracts';

/** UTF-16 units in U+3400–U+9FFF or U+F900–U+FAFF (CJK ideographs), counted without a match array. */
function countCjk(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) n++;
  }
  return n;
}

/** ASCII letters, counted without a match array. */
function countLatin(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c >= 0x61 && c <= 0x7a) n++;
  }
  return n;
}

const counts = (text: string): { cjk: number; latin: number } => ({
  cjk: countCjk(text),
  latin: countLatin(text),
});

/** Chinese when CJK characters outnumber a third of Latin letters (English essays quote few hanzi). */
export function detectLang(text: string): EssayLang {
  const { cjk, latin } = counts(text);
  return cjk * 3 >= latin && cjk > 0 ? 'zh' : 'en';
}

/**
 * The essay's language, decided once per essay and passed everywhere (rubric choice, gates,
 * models, pricing): from the essay text only; the prompt breaks a tie — an essay with (almost)
 * no letters or characters, or one balanced between the two scripts. A short English essay
 * under a Chinese prompt is English.
 */
export function decideLang(text: string, prompt = ''): EssayLang {
  const { cjk, latin } = counts(text);
  // an English word is ~4.5 letters, a Chinese word ~1.5 characters: compare in words
  const zhWords = cjk / 1.5;
  const enWords = latin / 4.5;
  const total = zhWords + enWords;
  if (total < 3 || Math.abs(zhWords - enWords) < 0.1 * total) {
    const p = counts(prompt);
    if (p.cjk + p.latin > 0) return p.cjk / 1.5 >= p.latin / 4.5 ? 'zh' : 'en';
    return cjk > 0 && cjk * 3 >= latin ? 'zh' : 'en';
  }
  return zhWords > enWords ? 'zh' : 'en';
}

export function isCjk(ch: string): boolean {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(ch);
}

/** Characters (CJK, punctuation excluded) for Chinese, words for English. */
export function countWords(text: string, lang: EssayLang): number {
  if (lang === 'zh') return countCjk(text);
  return text.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g)?.length ?? 0;
}
