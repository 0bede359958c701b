import type { EssayLang } from '@essay/contracts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;
const LATIN = /[A-Za-z]/g;

/** Chinese when CJK characters outnumber a third of Latin letters (English essays quote few hanzi). */
export function detectLang(text: string): EssayLang {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  return cjk * 3 >= latin && cjk > 0 ? 'zh' : 'en';
}

export function isCjk(ch: string): boolean {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(ch);
}

/** Characters (CJK, punctuation excluded) for Chinese, words for English. */
export function countWords(text: string, lang: EssayLang): number {
  if (lang === 'zh') return text.match(CJK)?.length ?? 0;
  return text.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g)?.length ?? 0;
}
