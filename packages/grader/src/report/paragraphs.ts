import type { BilingualText, Correction, ParagraphComment } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { countWords } from '../text/lang.ts';
import { EN_MARKERS, ZH_MARKERS } from '../text/markers.ts';
import { firstClause, lastClause } from './facts.ts';
import { quotablePart } from './quotable.ts';

type Role = 'only' | 'opening' | 'body' | 'closing';

/**
 * What each paragraph's role asks for, when it does it and when it is too thin, each naming the
 * paragraph's own opening or closing words (so that no two essays get the same sentence).
 */
function roleText(role: Role, thin: boolean, open: string, close: string): BilingualText {
  const o = { zh: `「${open}」`, en: `"${open}"` };
  const c = { zh: `「${close}」`, en: `"${close}"` };
  switch (role) {
    case 'only':
      return {
        'zh-tw': `全文只有一段，從${o.zh}一路寫到${c.zh}；下一步：分段寫出開頭、發展與結尾`,
        en: `The essay is one paragraph, from ${o.en} to ${c.en}; next step: split it into an introduction, a body and a conclusion`,
      };
    case 'opening':
      return thin
        ? {
            'zh-tw': `開頭段只寫到${c.zh}，較簡短；下一步：用一兩句話點出全文的主旨`,
            en: `The opening stops at ${c.en} and is brief; next step: state the main idea of the essay in one or two sentences`,
          }
        : {
            'zh-tw': `開頭段以${o.zh}引出主題`,
            en: `The opening introduces the topic with ${o.en}`,
          };
    case 'body':
      return thin
        ? {
            'zh-tw': `這一段寫到${o.zh}，內容略顯單薄；下一步：補充一個具體的例子或細節`,
            en: `The paragraph on ${o.en} is thin; next step: add one concrete example or detail`,
          }
        : {
            'zh-tw': `這一段從${o.zh}展開，有所鋪陳`,
            en: `The paragraph from ${o.en} develops the topic`,
          };
    case 'closing':
      return thin
        ? {
            'zh-tw': `結尾停在${c.zh}，較倉促；下一步：用一句話回應開頭的主旨`,
            en: `The ending stops at ${c.en}, abruptly; next step: add a sentence that answers the opening`,
          }
        : { 'zh-tw': `結尾段以${c.zh}收束全文`, en: `The closing paragraph ends with ${c.en}` };
  }
}

/** The first linking word a paragraph uses, as written. */
function linkIn(doc: Doc, start: number, end: number): string | null {
  const zh = doc.lang === 'zh';
  const norm = doc.norm.slice(start, end);
  let best: { at: number; m: string } | null = null;
  for (const m of zh ? ZH_MARKERS : EN_MARKERS) {
    const at = zh ? norm.indexOf(m) : norm.search(new RegExp(`\\b${m}\\b`));
    if (at >= 0 && (!best || at < best.at)) best = { at, m };
  }
  return best ? doc.text.slice(start + best.at, start + best.at + best.m.length) : null;
}

/** One comment per paragraph: its role, whether it does its job, linking words, and marked issues. */
export function paragraphComments(
  doc: Doc,
  corrections: readonly Correction[],
): ParagraphComment[] {
  const zh = doc.lang === 'zh';
  const last = doc.paragraphs.length - 1;
  return doc.paragraphs.map((p, i) => {
    const n = countWords(p.text, doc.lang);
    const issues = corrections.filter(
      (c) => c.span.start >= p.span.start && c.span.end <= p.span.end,
    ).length;
    const role: Role = last === 0 ? 'only' : i === 0 ? 'opening' : i === last ? 'closing' : 'body';
    const thin = role === 'body' ? n < (zh ? 40 : 25) : n < (zh ? 15 : 10);
    const text = roleText(
      role,
      thin,
      firstClause(quotablePart(doc, p.span, 'start')),
      lastClause(quotablePart(doc, p.span, 'end')),
    );
    const link = role === 'body' ? linkIn(doc, p.span.start, p.span.end) : null;
    const linkZh = link ? `，並用「${link}」承接上下文` : '';
    const linkEn = link ? `, and "${link}" links it to the rest` : '';
    return {
      paragraph: i,
      span: p.span,
      comment: {
        'zh-tw': `${text['zh-tw']}${linkZh}${issues ? `；本段有 ${issues} 處標出需訂正` : ''}。`,
        en: `${text.en}${linkEn}${issues ? `; ${issues} marked place(s) to correct` : ''}.`,
      },
    };
  });
}
