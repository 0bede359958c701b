import type { Correction, Evidence, RubricAspect } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { EN_MARKERS, ZH_MARKERS } from '../text/markers.ts';
import { isContentWord } from '../features/stopwords.ts';
import type { PromptInfo } from '../features/dense.ts';

const MAX_QUOTE = 80;

/** A quote is the essay text at its span, cut to MAX_QUOTE characters (span shrinks with it). */
export function quote(doc: Doc, start: number, end: number): Evidence {
  const e = Math.min(end, start + MAX_QUOTE);
  return { quote: doc.text.slice(start, e), span: { start, end: e } };
}

const sentenceNorm = (doc: Doc, i: number): string => {
  const s = doc.sentences[i]!.span;
  return doc.norm.slice(s.start, s.end);
};

function bestSentences(doc: Doc, scoreOf: (i: number) => number, k: number): Evidence[] {
  return doc.sentences
    .map((_, i) => ({ i, v: scoreOf(i) }))
    .filter((x) => x.v > 0)
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .slice(0, k)
    .sort((a, b) => a.i - b.i)
    .map(({ i }) => quote(doc, doc.sentences[i]!.span.start, doc.sentences[i]!.span.end));
}

/** Up to two quotes that show what a dimension's judgement rests on. */
export function evidenceFor(aspect: RubricAspect, doc: Doc, prompt: PromptInfo | null, corrections: readonly Correction[]): Evidence[] {
  const zh = doc.lang === 'zh';
  if (aspect === 'mechanics')
    return corrections.slice(0, 2).map((c) => ({ quote: doc.text.slice(c.span.start, c.span.end), span: c.span }));
  if (aspect === 'content') {
    const keys = prompt ? [...prompt.tf.keys()].filter((k) => isContentWord(k, doc.lang)) : [];
    const got = bestSentences(doc, (i) => keys.filter((k) => sentenceNorm(doc, i).includes(k)).length, 2);
    if (got.length || doc.sentences.length === 0) return got;
    const s = doc.sentences[0]!.span;
    return [quote(doc, s.start, s.end)];
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
    const firstLast = [doc.paragraphs[0], doc.paragraphs[doc.paragraphs.length - 1]].filter((p) => p !== undefined);
    return [...new Set(firstLast)].map((p) => quote(doc, p.span.start, p.span.end));
  }
  // language: the sentences with the richest wording (rare/long words), for praise or repair
  const rich = (i: number): number => {
    const t = sentenceNorm(doc, i);
    return zh ? (t.match(/[\u3400-\u9fff]/g)?.length ?? 0) : (t.match(/[a-z]{7,}/g)?.length ?? 0) + 0.01 * t.length;
  };
  return bestSentences(doc, rich, 1);
}
