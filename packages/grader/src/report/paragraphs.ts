import type { Correction, ParagraphComment } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { countWords } from '../text/lang.ts';
import { EN_MARKERS, ZH_MARKERS, countMarkers } from '../text/markers.ts';

/** One comment per paragraph: its role, its length and linking words, and marked issues. */
export function paragraphComments(doc: Doc, corrections: readonly Correction[]): ParagraphComment[] {
  const zh = doc.lang === 'zh';
  const last = doc.paragraphs.length - 1;
  return doc.paragraphs.map((p, i) => {
    const n = countWords(p.text, doc.lang);
    const issues = corrections.filter((c) => c.span.start >= p.span.start && c.span.end <= p.span.end).length;
    const norm = doc.norm.slice(p.span.start, p.span.end);
    const mk = countMarkers(norm, zh ? ZH_MARKERS : EN_MARKERS, !zh).total;
    const role = last === 0 ? 'only' : i === 0 ? 'opening' : i === last ? 'closing' : 'body';
    const roleZh = { only: '全文只有一段，建議分段呈現開頭、發展與結尾', opening: '開頭段', closing: '結尾段', body: `第 ${i + 1} 段（發展段）` }[role];
    const roleEn = { only: 'The whole essay is one paragraph; split it into introduction, body and conclusion', opening: 'Opening paragraph', closing: 'Closing paragraph', body: `Paragraph ${i + 1} (body)` }[role];
    const thin = role === 'body' && n < (zh ? 40 : 25);
    return {
      paragraph: i,
      span: p.span,
      comment: {
        'zh-tw': `${roleZh}：${n} ${zh ? '字' : '個單字'}${mk ? `，使用 ${mk} 個連接詞` : ''}${issues ? `，標出 ${issues} 處需訂正` : ''}${thin ? '；內容略顯單薄，可補充例子' : ''}。`,
        en: `${roleEn}: ${n} ${zh ? 'characters' : 'words'}${mk ? `, ${mk} linking word(s)` : ''}${issues ? `, ${issues} marked issue(s)` : ''}${thin ? '; thin, add an example' : ''}.`,
      },
    };
  });
}
