import type { Span } from './report.ts';

/**
 * Carries the doubtful spans of a page's text over an edit. The edit is the text between the
 * common beginning and the common end of the old and new text: spans before it stay, spans after
 * it move by the change in length, and spans inside it are gone (the teacher rewrote them).
 */
export function carrySpans(before: string, after: string, spans: readonly Span[]): Span[] {
  if (before === after) return [...spans];
  let head = 0;
  const max = Math.min(before.length, after.length);
  while (head < max && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < max - head && before[before.length - 1 - tail] === after[after.length - 1 - tail])
    tail += 1;
  const changedEnd = before.length - tail;
  const shift = after.length - before.length;
  const out: Span[] = [];
  for (const span of spans) {
    if (span.end <= head) out.push(span);
    else if (span.start >= changedEnd)
      out.push({ start: span.start + shift, end: span.end + shift });
  }
  return out;
}
