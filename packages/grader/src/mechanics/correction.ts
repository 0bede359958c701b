import type { Correction, CorrectionKind } from '@essay/contracts';

/** Bilingual reason text; every rule states why in both interface languages. */
export interface Reason {
  'zh-tw': string;
  en: string;
}

/** A correction at [start, end) of `text`; the original is always sliced from the text itself. */
export function makeCorrection(
  text: string,
  start: number,
  end: number,
  suggestion: string,
  kind: CorrectionKind,
  reason: Reason,
): Correction {
  return { span: { start, end }, original: text.slice(start, end), suggestion, kind, reason };
}

/** Keeps the first correction of any overlapping group; earlier entries win. */
export function dropOverlaps(corrections: Correction[]): Correction[] {
  const kept: Correction[] = [];
  for (const c of corrections) {
    const overlaps = kept.some((k) =>
      c.span.start === c.span.end || k.span.start === k.span.end
        ? c.span.start === k.span.start
        : c.span.start < k.span.end && k.span.start < c.span.end,
    );
    if (!overlaps) kept.push(c);
  }
  return kept.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
}
