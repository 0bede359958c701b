import { normaliseCjkSpacing } from './cjk-text.ts';

/** Comparable form: whitespace runs become one space, and the CJK spacing rules apply. */
export function normaliseForComparison(text: string): string {
  return normaliseCjkSpacing(text.replace(/\s+/g, ' ').trim());
}

function levenshtein(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Character error rate of `hypothesis` against `reference`: edit distance over the reference
 * length, counted in Unicode code points after normaliseForComparison (paragraph breaks and
 * extra spaces are not errors).
 */
export function characterErrorRate(hypothesis: string, reference: string): number {
  const ref = [...normaliseForComparison(reference)];
  const hyp = [...normaliseForComparison(hypothesis)];
  return ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : levenshtein(hyp, ref) / ref.length;
}
