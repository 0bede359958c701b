/**
 * The marks a report shows (issue 42 §5, decision 0077). Every count a report states is the count
 * of these, kind by kind. A sentence with more than MAX_GRAMMAR_MARKS grammar marks gets one mark
 * for the whole sentence (its suggestion is the sentence with every suggested fix applied, its
 * reason says how many problems it holds): eight marks in one sentence say one thing, that the
 * sentence needs rewriting. The scoring reads the checker's findings, not these marks.
 */
import type { Correction, EssayLang } from '@essay/contracts';
import { splitSentences } from '../text/segment.ts';
import { registerMarks } from '../text/register.ts';

export const MAX_GRAMMAR_MARKS = 3;

const isGrammar = (c: Correction): boolean =>
  (c.kind === 'grammar' || c.kind === 'word_choice') && (c.places?.length ?? 0) <= 1;

/** The sentence with each (non-overlapping) suggestion applied. */
function applied(text: string, start: number, end: number, cs: readonly Correction[]): string {
  let out = '';
  let at = start;
  for (const c of [...cs].sort((a, b) => a.span.start - b.span.start)) {
    if (c.span.start < at) continue;
    out += text.slice(at, c.span.start) + c.suggestion;
    at = c.span.end;
  }
  return out + text.slice(at, end);
}

/** Sentences holding many grammar marks become one mark each. */
export function mergeCrowdedSentences(
  text: string,
  lang: EssayLang,
  corrections: readonly Correction[],
): Correction[] {
  const out: Correction[] = [];
  const merged = new Set<Correction>();
  for (const s of splitSentences(text, lang)) {
    const inside = corrections.filter(
      (c) =>
        isGrammar(c) && !c.ocrSuspect && c.span.start >= s.span.start && c.span.end <= s.span.end,
    );
    if (inside.length <= MAX_GRAMMAR_MARKS) continue;
    for (const c of inside) merged.add(c);
    const n = inside.length;
    out.push({
      span: { start: s.span.start, end: s.span.end },
      original: text.slice(s.span.start, s.span.end),
      suggestion: applied(text, s.span.start, s.span.end, inside),
      kind: 'grammar',
      reason: {
        'zh-tw': `這一句有 ${n} 處文法問題，建議整句重寫，例如改成建議的句子。`,
        en: `This sentence has ${n} grammar problems; rewrite it as a whole, for example as suggested.`,
      },
    });
  }
  return [...corrections.filter((c) => !merged.has(c)), ...out].sort(
    (a, b) => a.span.start - b.span.start || a.span.end - b.span.end,
  );
}

/** The report's marks: the checker's findings, Chinese register marks added, crowded sentences merged. */
export function reportMarks(
  text: string,
  lang: EssayLang,
  corrections: readonly Correction[],
): Correction[] {
  const extra = lang === 'zh' ? registerMarks(text, corrections) : [];
  return mergeCrowdedSentences(text, lang, [...corrections, ...extra]);
}
