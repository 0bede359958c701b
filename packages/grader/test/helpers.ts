import { readFileSync } from 'node:fs';
import { ReportSchema, type Report } from '@essay/contracts';

export const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Every span in a report must index the essay text: corrections, evidence, paragraphs, deductions. */
export function spanProblems(r: Report, text: string): string[] {
  const bad: string[] = [];
  const inRange = (s: { start: number; end: number }): boolean =>
    s.start >= 0 && s.end <= text.length && s.start <= s.end;
  for (const c of r.corrections)
    if (!inRange(c.span) || text.slice(c.span.start, c.span.end) !== c.original)
      bad.push(`correction ${JSON.stringify(c)}`);
  for (const d of r.dimensions)
    for (const e of d.evidence)
      if (text.slice(e.span.start, e.span.end) !== e.quote) bad.push(`evidence ${e.quote}`);
  for (const p of r.paragraphComments) if (!inRange(p.span)) bad.push(`paragraph ${p.paragraph}`);
  for (const d of r.deductions) if (d.span && !inRange(d.span)) bad.push(`deduction ${d.rule}`);
  for (const g of [...r.strengths, ...r.nextSteps])
    if (g.span && !inRange(g.span)) bad.push(`comment ${g.text.en}`);
  return bad;
}

export const parseReport = (r: Report): Report => ReportSchema.parse(r);
