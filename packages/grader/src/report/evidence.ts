import type { Correction, Evidence, RubricAspect } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';
import { EN_MARKERS, ZH_MARKERS } from '../text/markers.ts';
import { isContentWord } from '../features/stopwords.ts';
import type { PromptInfo } from '../features/dense.ts';
import { quotable, quote } from './quotes.ts';

/** Too short to stand as a quote: a fragment rather than a sentence. */
function isFragment(doc: Doc, i: number): boolean {
  const t = doc.sentences[i]!.text;
  if (!quotable(doc, doc.sentences[i]!.span)) return true;
  return doc.lang === 'zh'
    ? (t.match(/[\u3400-\u9fff]/g)?.length ?? 0) < 6
    : t.split(/\s+/).length < 4;
}

/** The sentence that holds a span, quoted whole (none when it may not be quoted). */
function sentenceAround(doc: Doc, start: number): Evidence | null {
  const s = doc.sentences.find((x) => x.span.start <= start && start < x.span.end);
  return s && quotable(doc, s.span) ? quote(doc, s.span.start, s.span.end) : null;
}

const sentenceNorm = (doc: Doc, i: number): string => {
  const s = doc.sentences[i]!.span;
  return doc.norm.slice(s.start, s.end);
};

/**
 * Sentences another dimension's comment already rests on: each dimension quotes its own evidence
 * (issue 42 §8) unless the essay has no other sentence to show.
 */
export type Used = Set<number>;

function bestSentences(
  doc: Doc,
  scoreOf: (i: number) => number,
  k: number,
  used: Used = new Set(),
): Evidence[] {
  const whole = doc.sentences
    .map((_, i) => ({ i, v: isFragment(doc, i) ? -1 : scoreOf(i) }))
    .filter((x) => x.v >= 0);
  const scored = whole.filter((x) => x.v > 0);
  const unused = (xs: typeof whole) => xs.filter((x) => !used.has(doc.sentences[x.i]!.span.start));
  // a sentence of its own that shows the point; else one of its own; else a shared one
  const fresh = unused(scored);
  const other = scored.length ? unused(whole).slice(0, k) : [];
  return (fresh.length ? fresh : other.length ? other : scored)
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
  used: Used = new Set(),
  language: { high: boolean; fine: readonly number[] } = { high: false, fine: [] },
): Evidence[] {
  const got = pick(aspect, doc, prompt, corrections, used, language);
  for (const e of got) used.add(e.span.start);
  return got;
}

function pick(
  aspect: RubricAspect,
  doc: Doc,
  prompt: PromptInfo | null,
  corrections: readonly Correction[],
  used: Used,
  language: { high: boolean; fine: readonly number[] },
): Evidence[] {
  const zh = doc.lang === 'zh';
  if (aspect === 'mechanics') {
    const quotes: Evidence[] = [];
    for (const c of corrections) {
      if (!quotable(doc, c.span)) continue;
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
      used,
    );
    if (got.length || doc.sentences.length === 0) return got;
    const whole = doc.sentences.filter((_, i) => !isFragment(doc, i));
    const first = whole.find((x) => !used.has(x.span.start)) ?? whole[0];
    return first ? [quote(doc, first.span.start, first.span.end)] : [];
  }
  if (aspect === 'organisation') {
    const markers = zh ? ZH_MARKERS : EN_MARKERS;
    const re = zh ? null : markers.map((m) => new RegExp(`\\b${m}\\b`));
    const hit = (i: number): number => {
      const t = sentenceNorm(doc, i);
      return zh ? (markers.some((m) => t.includes(m)) ? 1 : 0) : re!.some((r) => r.test(t)) ? 1 : 0;
    };
    const got = bestSentences(doc, hit, 2, used);
    if (got.length) return got;
    // no linking words: the opening and closing sentences show how the essay begins and ends
    const all = doc.sentences.filter((_, i) => !isFragment(doc, i));
    const fresh = all.filter((x) => !used.has(x.span.start));
    const whole = fresh.length ? fresh : all;
    const firstLast = [whole[0], whole[whole.length - 1]].filter((x) => x !== undefined);
    return [...new Set(firstLast)].map((x) => quote(doc, x.span.start, x.span.end));
  }
  // language: a 佳句 (a figure of speech) when the band is high; else the sentences with the
  // richest wording (rare/long words), for praise or repair — never a 佳句 to be rewritten
  const fine = new Set(language.fine);
  if (language.high && fine.size) {
    const f = bestSentences(doc, (i) => (fine.has(i) ? 1 : 0), 1, used);
    if (f.length) return f;
  }
  const rich = (i: number): number => {
    if (!language.high && fine.has(i)) return 0;
    const t = sentenceNorm(doc, i);
    return zh
      ? (t.match(/[\u3400-\u9fff]/g)?.length ?? 0)
      : (t.match(/[a-z]{7,}/g)?.length ?? 0) + 0.01 * t.length;
  };
  return bestSentences(doc, rich, 1, used);
}
