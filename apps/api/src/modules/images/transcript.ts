import type { Span } from '@essay/contracts';

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
