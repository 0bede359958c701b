/**
 * Two habits of a 國中 essay a teacher marks that no checker of single characters finds (issue 42
 * §8, decision 0077), as marks of the report: 一逗到底 (a long sentence strung on commas with no
 * full stop) and spoken register (很爛, 不爽, 超…, 爆… in the essay's own voice; dialogue in 「」
 * or “” is a character speaking and is left alone).
 */
import type { Correction } from '@essay/contracts';
import { splitSentences } from './segment.ts';

/** A sentence of at least this many characters holding at least RUN_ON_COMMAS commas. */
export const RUN_ON_CHARS = 60;
export const RUN_ON_COMMAS = 4;

/**
 * Clauses strung on as one talks (可是…所以…後來…我…): a long sentence of well-built clauses (a
 * description, a 排比) is a writer's choice; one whose clauses open like speech is 一逗到底.
 */
const SPOKEN_LINK = /^(可是|但是|所以|然後|後來|結果|因為|還有|而且|不過|已後|以後|我)/;
export const RUN_ON_LINKS = 2;

/**
 * 一逗到底: sentences of RUN_ON_CHARS characters or more, RUN_ON_COMMAS commas, no full stop or
 * semicolon inside, and RUN_ON_LINKS clauses or more opening with a spoken link.
 */
export function commaSplices(text: string): { start: number; end: number; commas: number }[] {
  const out: { start: number; end: number; commas: number }[] = [];
  for (const s of splitSentences(text, 'zh')) {
    const body = s.text.replace(/\s/g, '');
    const commas = (body.match(/[，,]/g) ?? []).length;
    // a sentence ended by 。 is read to its stop; the mark is for the ones that do not stop
    const stops = /[。．.！？!?]/.test(body.slice(0, -1));
    const links = body.split(/[，,]/).filter((c) => SPOKEN_LINK.test(c)).length;
    if (
      body.length >= RUN_ON_CHARS &&
      commas >= RUN_ON_COMMAS &&
      links >= RUN_ON_LINKS &&
      !stops &&
      !/[；;]/.test(body)
    )
      out.push({ start: s.span.start, end: s.span.end, commas });
  }
  return out;
}

/** Spoken words a written essay avoids, with a written word to use instead. */
const SPOKEN: readonly [RegExp, string][] = [
  [/很爛|好爛|超爛|爛透了?|有夠爛/g, '很差'],
  [/不爽/g, '不高興'],
  [/很爽|超爽|好爽/g, '很痛快'],
  [
    /超(?=不|好|棒|讚|累|扯|強|酷|帥|美|可愛|開心|難過|難|煩|無聊|誇張|快|慢|貴|便宜|喜歡|討厭|好笑|好吃|厲害|猛|廢|瞎|多)/g,
    '非常',
  ],
  [/爆(?=難|累|多|好吃|好看|好笑|爛|貴|強|帥|扯|讚|爽|紅)/g, '非常'],
  [/有夠(?=[\u3400-\u9fff])/g, '非常'],
  [/靠北|靠腰|屁啦|鬼扯/g, ''],
  [/好扯|很扯|太扯/g, '不合理'],
  [/很瞎|好瞎/g, '荒謬'],
];

/** Offsets inside quoted dialogue (「…」, “…”). */
function quotedRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of text.matchAll(/「[^」\n]*」|“[^”\n]*”/g))
    out.push([m.index, m.index + m[0].length]);
  return out;
}

/** Spoken-register words of the essay's own voice, with a written suggestion. */
export function spokenWords(text: string): { start: number; end: number; suggestion: string }[] {
  const quoted = quotedRanges(text);
  const out: { start: number; end: number; suggestion: string }[] = [];
  for (const [re, suggestion] of SPOKEN)
    for (const m of text.matchAll(re)) {
      const at = m.index;
      if (quoted.some(([a, b]) => a <= at && at < b)) continue;
      if (out.some((o) => o.start < at + m[0].length && at < o.end)) continue;
      out.push({ start: at, end: at + m[0].length, suggestion });
    }
  return out.sort((a, b) => a.start - b.start);
}

/** The report's marks for both habits (Chinese essays), none where a mark already holds the span. */
export function registerMarks(text: string, have: readonly Correction[]): Correction[] {
  const taken = (s: number, e: number) =>
    have.some((c) => c.span.start === s && c.span.end === e && c.kind !== 'typo');
  const out: Correction[] = [];
  for (const r of commaSplices(text)) {
    if (taken(r.start, r.end)) continue;
    const n = text.slice(r.start, r.end).replace(/\s/g, '').length;
    out.push({
      span: { start: r.start, end: r.end },
      original: text.slice(r.start, r.end),
      suggestion: text.slice(r.start, r.end),
      kind: 'punctuation',
      reason: {
        'zh-tw': `一逗到底：這一句有 ${n} 字、${r.commas} 個逗號，沒有句號；在意思完整的地方改用句號分開。`,
        en: `A comma splice: this sentence runs ${n} characters over ${r.commas} commas without a full stop; end each complete thought with a full stop.`,
      },
    });
  }
  for (const w of spokenWords(text)) {
    if (taken(w.start, w.end)) continue;
    out.push({
      span: { start: w.start, end: w.end },
      original: text.slice(w.start, w.end),
      suggestion: w.suggestion,
      kind: 'word_choice',
      reason: {
        'zh-tw': `口語用詞：作文宜用書面語，${w.suggestion ? `可改為「${w.suggestion}」` : '可刪去'}。`,
        en: `Spoken register: an essay uses written words${w.suggestion ? `, e.g. "${w.suggestion}"` : '; leave it out'}.`,
      },
    });
  }
  return out;
}
