/**
 * Where every quote of the essay is chosen (issue 42 §4, decision 0077): a report quotes the
 * student's whole words — whole English words, whole Chinese words (jieba's cut) or clauses — from
 * one sentence, never cut inside a word and never spliced across clauses or sentences; a header
 * line (a date, a name, a class line) is not the essay's opening. Every quote a report shows is cut
 * here (`quote`, `wholeQuote`, `firstClause`, `lastClause`); a filter on which spans may be quoted
 * at all (e.g. a span the OCR doubted) belongs in `quotable`.
 */
import type { EssayLang, Evidence, Span } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { cutWords } from '../text/jieba.ts';
import { toSimplified } from '../text/normalise.ts';

/** Longer sentences are cut at their last clause boundary before this many characters. */
const MAX_QUOTE = 120;
/** Clause boundaries a long quote may end on (the mark itself is left out). */
const CLAUSE = /[，、；：,;:—]/g;
const CLAUSE_END = /[，。！？；：,.!?;:、…—]/;

/**
 * A header line of a typed or copied essay, not its text: a date (03/20/19, 2019-03-20, 3月20日),
 * a name, class or seat line (Name: …, Class: …, 班級：…座號：…, 姓名：…), or a line of digits.
 */
export function isHeaderLine(line: string): boolean {
  const t = line.trim();
  if (!t) return true;
  if (t.length > 60) return false;
  if (/^[\d\s/.\-–:,年月日號()（）]+$/.test(t)) return true;
  if (/(班級|座號|姓名|學號|年級|日期|學生)\s*[：:]/.test(t)) return true;
  if (/^(name|student|class|period|date|teacher|grade|course|section|id)\b\s*[:：#]/i.test(t))
    return true;
  // "Mr Smith, English 9, 03/20/19" — a short line holding a date
  if (/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/.test(t) && t.split(/\s+/).length <= 8) return true;
  return false;
}

/**
 * A span the reader of a photo doubted that no person confirmed (`Doc.doubtful`, from correct()'s
 * `uncertain`) is not the student's words for sure (issue 43 §5): it is never quoted.
 */
export function holdsDoubt(doc: Doc, start: number, end: number): boolean {
  return (doc.doubtful ?? []).some((d) => d.start < end && start < d.end);
}

/** The essay may quote this span: not a header line, no doubted word in it. */
export function quotable(doc: Doc, span: Span): boolean {
  if (holdsDoubt(doc, span.start, span.end)) return false;
  const p = doc.paragraphs.find((x) => x.span.start <= span.start && span.start < x.span.end);
  return !p || !isHeaderLine(p.text);
}

const WRITTEN = /[\p{L}\p{N}]/gu;
const enough = (t: string): boolean => (t.match(WRITTEN)?.length ?? 0) >= 2;

/**
 * The words of `span` a report may quote from its start (`'start'`: up to the first doubted span
 * in it) or its end (`'end'`: after the last); when that leaves under two letters, the other side
 * of the doubt. The whole text when nothing in it is doubted.
 */
export function quotablePart(doc: Doc, span: Span, from: 'start' | 'end'): string {
  const doubts = (doc.doubtful ?? [])
    .filter((d) => d.start < span.end && span.start < d.end)
    .sort((a, b) => a.start - b.start);
  if (doubts.length === 0) return doc.text.slice(span.start, span.end);
  // cut at whole words: a doubt inside 教室 leaves 「…打掃」, never 「…打掃教」
  const headEnd = wordEdge(doc, Math.max(span.start, doubts[0]!.start), 'before');
  const tailStart = wordEdge(
    doc,
    Math.min(span.end, Math.max(...doubts.map((d) => d.end))),
    'after',
  );
  const head = doc.text.slice(span.start, Math.max(span.start, headEnd));
  const tail = doc.text.slice(Math.min(span.end, tailStart), span.end);
  const [first, second] = from === 'start' ? [head, tail] : [tail, head];
  return enough(first) ? first : enough(second) ? second : '';
}

/** The nearest place at or `before`/`after` `at` where a word of its sentence starts or ends. */
function wordEdge(doc: Doc, at: number, side: 'before' | 'after'): number {
  const sentence = doc.sentences.find((x) => x.span.start <= at && at <= x.span.end);
  if (!sentence) return at;
  const from = sentence.span.start;
  const edges = [...wordBoundaries(doc.text.slice(from, sentence.span.end), doc.lang)].map(
    (b) => from + b,
  );
  return side === 'before'
    ? Math.max(from, ...edges.filter((b) => b <= at))
    : Math.min(sentence.span.end, ...edges.filter((b) => b >= at));
}

/** Index of the first paragraph that is the essay's text (header lines before it left out). */
export function bodyStart(paragraphs: readonly { text: string }[]): number {
  const i = paragraphs.findIndex((p) => !isHeaderLine(p.text));
  return i < 0 ? 0 : i;
}

/** Offsets inside `s` where a word starts or ends (English: letters and digits; Chinese: jieba). */
export function wordBoundaries(s: string, lang: EssayLang): Set<number> {
  const out = new Set<number>([0, s.length]);
  if (lang === 'zh') {
    let at = 0;
    for (const w of cutWords(toSimplified(s))) {
      at += w.length;
      out.add(at);
    }
    return out;
  }
  // a boundary is any place not inside one word (an apostrophe is inside only between letters: don't)
  const L = (i: number): boolean => i >= 0 && i < s.length && /[\p{L}\p{N}]/u.test(s[i]!);
  const A = (i: number): boolean => i >= 0 && i < s.length && /['’]/.test(s[i]!);
  for (let i = 1; i < s.length; i++) {
    const inside =
      (L(i - 1) && L(i)) || (A(i - 1) && L(i - 2) && L(i)) || (A(i) && L(i - 1) && L(i + 1));
    if (!inside) out.add(i);
  }
  return out;
}

/** Punctuation off both ends (quotation marks, ellipses, dashes): a quote starts and ends on words. */
const trimEnds = (s: string): string =>
  s
    .trim()
    .replace(/^[\s\p{P}\p{S}]+/u, '')
    .replace(/[\s\p{P}\p{S}]+$/u, '');

/**
 * A quote never holds quotation marks of its own (it sits inside the comment's quotation marks):
 * the words before the first one, else those after the last one.
 */
export function withoutInnerQuotes(q: string): string {
  const marks = /["“”「」『』]/;
  if (!marks.test(q)) return q;
  const parts = q.split(/["“”「」『』]/).map((p) => trimEnds(p));
  const first = parts[0] ?? '';
  return first.length >= 2 ? first : (parts.filter((p) => p.length >= 2).pop() ?? first);
}

/** Whole words from the start of `s`, at most `max` characters (at least one word). */
function headWords(s: string, lang: EssayLang, max: number): string {
  if (s.length <= max) return s;
  const b = [...wordBoundaries(s, lang)].sort((a, c) => a - c);
  const fit = b.filter((x) => x > 0 && x <= max);
  const end = fit.length ? fit[fit.length - 1]! : (b.find((x) => x > 0) ?? s.length);
  return s.slice(0, end).trim();
}

/** Whole words from the end of `s`, at most `max` characters (at least one word). */
function tailWords(s: string, lang: EssayLang, max: number): string {
  if (s.length <= max) return s;
  const b = [...wordBoundaries(s, lang)].sort((a, c) => a - c);
  const fit = b.filter((x) => x < s.length && s.length - x <= max);
  const start = fit.length ? fit[0]! : (b.filter((x) => x < s.length).pop() ?? 0);
  return s.slice(start).trim();
}

const langOf = (s: string): EssayLang => (/[\u3400-\u9fff]/.test(s) ? 'zh' : 'en');
const limit = (lang: EssayLang, max: number): number => (lang === 'zh' ? max : max * 2.5);

/** The first clause of a text, whole words of at most `max` characters (English: 2.5 × max). */
export function firstClause(s: string, max = 18): string {
  const t = trimEnds(s.trim().split('\n')[0] ?? '');
  const m = CLAUSE_END.exec(t);
  const c = withoutInnerQuotes((m ? t.slice(0, m.index) : t).trim());
  const lang = langOf(c);
  return headWords(c, lang, limit(lang, max));
}

/** The last clause of a text, whole words of at most `max` characters (English: 2.5 × max). */
export function lastClause(s: string, max = 18): string {
  const lines = s.trim().split('\n');
  const t = trimEnds(lines[lines.length - 1] ?? '');
  const parts = t.split(CLAUSE_END);
  const c = withoutInnerQuotes(trimEnds(parts[parts.length - 1] ?? ''));
  const lang = langOf(c);
  return tailWords(c, lang, limit(lang, max));
}

/**
 * A quote short enough to sit inside a comment: the first clause of a sentence (or the whole, when
 * short), whole words, never past the sentence's end.
 */
export function wholeQuote(qt: string, max = 24): string {
  const line = (qt.trim().split('\n')[0] ?? '').replace(/^[\s\p{P}\p{S}]+/u, '');
  const lang = langOf(line);
  const end = /[。！？!?；;]|\.(\s|$)/.exec(line);
  const sentence = end ? line.slice(0, end.index) : line;
  const t = withoutInnerQuotes(sentence.trim().replace(/[，。！？；：,.!?;:、\s]+$/, ''));
  const cap = limit(lang, max);
  if (t.length <= cap) return t;
  const cut = t.slice(0, cap);
  const at = Math.max(...['，', '；', '：', ',', ';', ':'].map((c) => cut.lastIndexOf(c)));
  if (at >= 6) return t.slice(0, at).trim();
  return headWords(t, lang, cap);
}

/**
 * A quote of whole sentences of the essay. A sentence longer than MAX_QUOTE ends at its last clause
 * boundary before the limit (never mid-word); without one it is quoted whole.
 */
export function quote(doc: Doc, start: number, end: number): Evidence {
  let e = end;
  if (end - start > MAX_QUOTE) {
    const head = doc.text.slice(start, start + MAX_QUOTE);
    let cut = -1;
    for (const m of head.matchAll(CLAUSE)) if (m.index >= 8) cut = m.index;
    if (cut > 0) e = start + cut;
  }
  while (e > start && /\s/.test(doc.text[e - 1]!)) e -= 1;
  return { quote: doc.text.slice(start, e), span: { start, end: e } };
}

/**
 * Where `word` first stands as a whole word in `text` (searched in `norm`, the same offsets):
 * a linking word cited from the essay is a word of it, not two characters inside another word.
 */
export function findWord(text: string, norm: string, word: string, lang: EssayLang): number {
  // whole words by letters of any script: "sted" is not a word of "Lüsted"
  if (lang === 'en')
    return norm.search(
      new RegExp(
        `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
        'u',
      ),
    );
  for (let at = norm.indexOf(word); at >= 0; at = norm.indexOf(word, at + 1)) {
    const s = Math.max(0, text.lastIndexOf('\n', at) + 1);
    const e = text.indexOf('\n', at);
    const line = text.slice(s, e < 0 ? text.length : e);
    const b = wordBoundaries(line, lang);
    if (b.has(at - s) && b.has(at - s + word.length)) return at;
  }
  return -1;
}
