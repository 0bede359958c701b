import type { Span } from '@essay/contracts';

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

/**
 * Where each page's doubtful spans fall in the essay's text: the pages' texts appear in it in
 * order (joinPages only changes the whitespace between pages), so each is found from where the
 * previous one ended. A page not found (the text was edited as a whole) contributes nothing.
 */
export function spansInEssay(
  essay: string,
  pages: readonly { text: string; spans: readonly Span[] }[],
): Span[] {
  const out: Span[] = [];
  let cursor = 0;
  for (const page of pages) {
    const normalised = page.text.replace(/\r\n?/g, '\n');
    const lead = normalised.length - normalised.trimStart().length;
    const body = normalised.trim();
    if (!body) continue;
    const at = essay.indexOf(body, cursor);
    if (at < 0) continue;
    for (const span of page.spans) {
      const start = at + span.start - lead;
      const end = at + span.end - lead;
      if (start >= at && end <= at + body.length) out.push({ start, end });
    }
    cursor = at + body.length;
  }
  return out;
}

/** The same spans in a text that starts `offset` characters later (the essay's body after its title). */
export function shiftSpans(spans: readonly Span[], offset: number, length: number): Span[] {
  return spans
    .map((s) => ({ start: s.start - offset, end: s.end - offset }))
    .filter((s) => s.start >= 0 && s.end <= length);
}
