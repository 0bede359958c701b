import type { EssayLang } from '@essay/contracts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
const LATIN = /[A-Za-z]/g;

const counts = (text: string): { cjk: number; latin: number } => ({
  cjk: text.match(CJK)?.length ?? 0,
  latin: text.match(LATIN)?.length ?? 0,
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
  if (lang === 'zh') return text.match(CJK)?.length ?? 0;
  return text.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g)?.length ?? 0;
}
