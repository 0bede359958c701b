import type { BilingualText, Deduction, EssayLang, Span } from '@essay/contracts';
import type { DeductionRule } from './rubrics/presets.ts';
import { countWords } from './text/lang.ts';

/** A page reference in any common form: p.12, p 12, pp. 12-13, page 12, 頁12, 第12頁, 第 12 页, P12. */
export const PAGE_REF =
  /(?:\bpp?\.?\s*\d+|\bpages?\s*\d+|[頁页]\s*\d+|第\s*[0-9一二三四五六七八九十百]+\s*[頁页])/i;

/** Quoted excerpts: 「…」『…』“…” "…" (nested quotes kept inside the outer one). */
const QUOTE = /「[^」]*」|『[^』]*』|“[^”]*”|"[^"\n]*"/g;

export interface Excerpt {
  span: Span;
  text: string;
}

export function findExcerpts(text: string): Excerpt[] {
  const out: Excerpt[] = [];
  for (const m of text.matchAll(QUOTE))
    out.push({ span: { start: m.index, end: m.index + m[0].length }, text: m[0] });
  return out;
}

/** An excerpt counts as content (not a single quoted word) from 8 characters / 5 words. */
const isContentExcerpt = (e: Excerpt, lang: EssayLang): boolean =>
  countWords(e.text, lang) >= (lang === 'zh' ? 8 : 5);

/** Page reference right after the excerpt (up to the end of its sentence) or just before it. */
function hasPageRef(text: string, e: Excerpt): boolean {
  const after =
    text.slice(e.span.end, e.span.end + 40).split(/[。！？!?\n]|(?<!\bp|\bpp|\bP)\.\s/)[0] ?? '';
  const before = text.slice(Math.max(0, e.span.start - 20), e.span.start);
  return PAGE_REF.test(e.text) || PAGE_REF.test(after) || PAGE_REF.test(before);
}

/** The spec's deductions; each rule costs at most one point and points at its first case. */
export function findDeductions(
  text: string,
  lang: EssayLang,
  rules: readonly DeductionRule[],
): Deduction[] {
  const out: Deduction[] = [];
  const deduct = (rule: DeductionRule, span: Span | null, description: BilingualText) => {
    if (rules.includes(rule)) out.push({ rule, points: -1, span, description });
  };
  const excerpts = findExcerpts(text);
  const missing = excerpts.filter((e) => isContentExcerpt(e, lang) && !hasPageRef(text, e));
  if (missing.length)
    deduct('reading-page-number', missing[0]!.span, {
      'zh-tw': `引用書中內容未標註頁碼（共 ${missing.length} 處），例如「p.12」「頁12」「第12頁」。扣 1 分。`,
      en: `${missing.length} quoted excerpt(s) lack the source page number (e.g. "p.12", "頁12", "第12頁"). 1 point off.`,
    });
  const long = excerpts.filter((e) => countWords(e.text, lang) > 50);
  if (long.length)
    deduct('reading-long-quotation', long[0]!.span, {
      'zh-tw': `段落引文超過 50 字（${countWords(long[0]!.text, lang)} 字），請精簡引用並以自己的話說明。扣 1 分。`,
      en: `A paragraph quotation exceeds 50 words (${countWords(long[0]!.text, lang)}); quote less and explain in your own words. 1 point off.`,
    });
  const n = countWords(text, 'en');
  if (n < GSAT_MIN_WORDS)
    deduct('gsat-english-too-short', null, {
      'zh-tw': `字數明顯不足（${n} 字，建議至少 ${GSAT_MIN_WORDS} 字）。總分扣 1 分。`,
      en: `Clearly too short (${n} words; at least ${GSAT_MIN_WORDS} expected). 1 point off the total.`,
    });
  return out;
}

/** 學測英文 asks for about 120 words; below 80 is "clearly insufficient" for the −1 rule. */
export const GSAT_MIN_WORDS = 80;
