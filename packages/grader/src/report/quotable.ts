import type { Span } from '@essay/contracts';
import type { Doc } from '../text/analyse.ts';

/**
 * What a report may quote as the student's words (issue 43 §5): never a span the reader of a
 * photo doubted that no person confirmed (`Doc.doubtful`, from correct()'s `uncertain`). A
 * sentence holding one is not chosen as a quote; a paragraph's opening or closing words are
 * quoted only up to it.
 */
export function holdsDoubt(doc: Doc, start: number, end: number): boolean {
  return (doc.doubtful ?? []).some((d) => d.start < end && start < d.end);
}

/** Whether the essay's sentence `i` may be quoted whole. */
export function quotableSentence(doc: Doc, i: number): boolean {
  const s = doc.sentences[i]!.span;
  return !holdsDoubt(doc, s.start, s.end);
}

const WRITTEN = /[\p{L}\p{N}]/gu;
const enough = (t: string): boolean => (t.match(WRITTEN)?.length ?? 0) >= 2;

/**
 * The words of `span` a report may quote from its start (`'start'`: up to the first doubtful
 * span in it) or its end (`'end'`: after the last); when that leaves under two letters, the
 * other side of the doubt. The whole text when nothing in it is doubted.
 */
export function quotablePart(doc: Doc, span: Span, from: 'start' | 'end'): string {
  const doubts = (doc.doubtful ?? [])
    .filter((d) => d.start < span.end && span.start < d.end)
    .sort((a, b) => a.start - b.start);
  if (doubts.length === 0) return doc.text.slice(span.start, span.end);
  const head = doc.text.slice(span.start, Math.max(span.start, doubts[0]!.start));
  const tail = doc.text.slice(Math.min(span.end, Math.max(...doubts.map((d) => d.end))), span.end);
  const [first, second] = from === 'start' ? [head, tail] : [tail, head];
  return enough(first) ? first : enough(second) ? second : '';
}
