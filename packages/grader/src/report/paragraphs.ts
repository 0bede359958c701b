import type { BilingualText, Correction, ParagraphComment } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { countWords } from '../text/lang.ts';
import { EN_MARKERS, ZH_MARKERS, countMarkers } from '../text/markers.ts';

type Role = 'only' | 'opening' | 'body' | 'closing';

/** A one-paragraph essay gets the same advice whatever its length. */
const ONE_PARAGRAPH: BilingualText = {
  'zh-tw': '全文只有一段。下一步：分段寫出開頭、發展與結尾。',
  en: 'The essay is one paragraph. Next step: split it into an introduction, a body and a conclusion.',
};

/** What each paragraph's role asks for, when it does it and when it is too thin. */
const ROLE: Record<Role, { ok: BilingualText; thin: BilingualText }> = {
  only: { ok: ONE_PARAGRAPH, thin: ONE_PARAGRAPH },
  opening: {
    ok: { 'zh-tw': '開頭段引出主題。', en: 'The opening introduces the topic.' },
    thin: {
      'zh-tw': '開頭段較簡短。下一步：用一兩句話點出全文的主旨。',
      en: 'The opening is brief. Next step: state the main idea of the essay in one or two sentences.',
    },
  },
  body: {
    ok: { 'zh-tw': '發展段有所鋪陳。', en: 'This body paragraph develops the topic.' },
    thin: {
      'zh-tw': '內容略顯單薄。下一步：補充一個具體的例子或細節。',
      en: 'This paragraph is thin. Next step: add one concrete example or detail.',
    },
  },
  closing: {
    ok: { 'zh-tw': '結尾段收束全文。', en: 'The closing paragraph wraps up the essay.' },
    thin: {
      'zh-tw': '結尾較倉促。下一步：用一句話回應開頭的主旨。',
      en: 'The ending is abrupt. Next step: add a sentence that answers the opening.',
    },
  },
};

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
    const norm = doc.norm.slice(p.span.start, p.span.end);
    const linked = countMarkers(norm, zh ? ZH_MARKERS : EN_MARKERS, !zh).total > 0;
    const role: Role = last === 0 ? 'only' : i === 0 ? 'opening' : i === last ? 'closing' : 'body';
    const thin = role === 'body' ? n < (zh ? 40 : 25) : n < (zh ? 15 : 10);
    const text = ROLE[role][thin ? 'thin' : 'ok'];
    const linkZh = linked && role === 'body' ? '能用連接詞承接上下文。' : '';
    const linkEn = linked && role === 'body' ? ' Linking words connect it to the rest.' : '';
    return {
      paragraph: i,
      span: p.span,
      comment: {
        'zh-tw': `${text['zh-tw']}${linkZh}${issues ? `本段有 ${issues} 處標出需訂正。` : ''}`,
        en: `${text.en}${linkEn}${issues ? ` ${issues} marked place(s) to correct.` : ''}`,
      },
    };
  });
}
