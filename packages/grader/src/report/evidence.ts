import type { Correction, Evidence, RubricAspect } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { EN_MARKERS, ZH_MARKERS } from '../text/markers.ts';
import { isContentWord } from '../features/stopwords.ts';
import type { PromptInfo } from '../features/dense.ts';
import { quotableSentence } from './quotable.ts';

/** Longer sentences are cut at their last clause boundary before this many characters. */
const MAX_QUOTE = 120;
/** Clause boundaries a long quote may end on (the mark itself is left out). */
const CLAUSE = /[，、；：,;:—]/g;

/**
 * A quote is whole sentences of the essay. A sentence longer than MAX_QUOTE ends at its last clause
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

/** Too short to stand as a quote: a fragment rather than a sentence. */
function isFragment(doc: Doc, i: number): boolean {
  const t = doc.sentences[i]!.text;
  return doc.lang === 'zh'
    ? (t.match(/[\u3400-\u9fff]/g)?.length ?? 0) < 6
    : t.split(/\s+/).length < 4;
}

/** The sentence that holds a span, quoted whole (none when it holds a doubted word). */
function sentenceAround(doc: Doc, start: number): Evidence | null {
  const i = doc.sentences.findIndex((x) => x.span.start <= start && start < x.span.end);
  const s = doc.sentences[i];
  return s && quotableSentence(doc, i) ? quote(doc, s.span.start, s.span.end) : null;
}

const sentenceNorm = (doc: Doc, i: number): string => {
  const s = doc.sentences[i]!.span;
  return doc.norm.slice(s.start, s.end);
};

function bestSentences(doc: Doc, scoreOf: (i: number) => number, k: number): Evidence[] {
  return doc.sentences
    .map((_, i) => ({ i, v: isFragment(doc, i) || !quotableSentence(doc, i) ? 0 : scoreOf(i) }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, k)
    .sort((a, b) => a.i - b.i)
    .map(({ i }) => quote(doc, doc.sentences[i]!.span.start, doc.sentences[i]!.span.end));
}

/** Up to two quotes that show what a dimension's judgement rests on. */
export function evidenceFor(
  aspect: RubricAspect,
  doc: Doc,
  prompt: PromptInfo | null,
  corrections: readonly Correction[],
): Evidence[] {
  const zh = doc.lang === 'zh';
  if (aspect === 'mechanics') {
    const quotes: Evidence[] = [];
    for (const c of corrections) {
      const q = sentenceAround(doc, c.span.start);
      if (q && !quotes.some((x) => x.span.start === q.span.start)) quotes.push(q);
      if (quotes.length === 2) break;
    }
    return quotes;
  }
  if (aspect === 'content') {
    const keys = prompt ? [...prompt.tf.keys()].filter((k) => isContentWord(k, doc.lang)) : [];
    const got = bestSentences(
      doc,
      (i) => keys.filter((k) => sentenceNorm(doc, i).includes(k)).length,
      2,
    );
    const first = doc.sentences.find((_, i) => !isFragment(doc, i)) ?? doc.sentences[0];
    const i = first ? doc.sentences.indexOf(first) : -1;
    if (got.length || !first || !quotableSentence(doc, i)) return got;
    return [quote(doc, first.span.start, first.span.end)];
  }
  if (aspect === 'organisation') {
    const markers = zh ? ZH_MARKERS : EN_MARKERS;
    const re = zh ? null : markers.map((m) => new RegExp(`\\b${m}\\b`));
    const hit = (i: number): number => {
      const t = sentenceNorm(doc, i);
      return zh ? (markers.some((m) => t.includes(m)) ? 1 : 0) : re!.some((r) => r.test(t)) ? 1 : 0;
    };
    const got = bestSentences(doc, hit, 2);
    if (got.length) return got;
    // no linking words: the opening and closing sentences show how the essay begins and ends
    const whole = doc.sentences.filter((_, i) => !isFragment(doc, i) && quotableSentence(doc, i));
    const firstLast = [whole[0], whole[whole.length - 1]].filter((x) => x !== undefined);
    return [...new Set(firstLast)].map((x) => quote(doc, x.span.start, x.span.end));
  }
  // language: the sentences with the richest wording (rare/long words), for praise or repair
  const rich = (i: number): number => {
    const t = sentenceNorm(doc, i);
    return zh
      ? (t.match(/[\u3400-\u9fff]/g)?.length ?? 0)
      : (t.match(/[a-z]{7,}/g)?.length ?? 0) + 0.01 * t.length;
  };
  return bestSentences(doc, rich, 1);
}
