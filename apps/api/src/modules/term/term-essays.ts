import {
  correctionsInForce,
  CorrectionSchema,
  DimensionResultSchema,
  levelLabelOf,
  ReportSchema,
  type BilingualText,
  type CorrectionDecision,
  type CorrectionKind,
  type EssayLang,
  type TermDimension,
  type TermEssay,
  type TermStep,
} from '@essay/contracts';
import { z } from 'zod';
import { iso, isoOrNull } from '../../http/present.ts';
import type { TermEssayRow } from './term.repository.ts';

/** What a term reads of a stored report. */
const TermReportSchema = ReportSchema.pick({
  lang: true,
  rubric: true,
  level: true,
  levelLabel: true,
  fullScore: true,
  wordCount: true,
}).extend({
  dimensions: z.array(
    DimensionResultSchema.pick({ key: true, name: true, score: true, maxScore: true }),
  ),
  corrections: z.array(CorrectionSchema),
});
type TermReport = z.infer<typeof TermReportSchema>;

/**
 * A kept error (decision 0076): a correction in force after the teacher's decisions (accepted,
 * edited, added by the teacher, or left standing), never a rejected one, never a possible OCR
 * reading error the teacher did not confirm.
 */
export interface KeptError {
  kind: CorrectionKind;
  original: string;
  suggestion: string;
  reason: BilingualText;
  /** How many places of the essay (a finding made once per essay lists its places). */
  times: number;
  sentence: string;
  at: { start: number; end: number };
}

/** One corrected version with its report read and its kept errors. */
export interface TermVersion {
  row: TermEssayRow;
  report: TermReport;
  version: number;
  kept: KeptError[];
}

/** One essay of the term: its versions in order (a revision is the next step). */
export interface TermEssayOf {
  id: number;
  studentId: number;
  lang: EssayLang;
  submittedAt: string;
  versions: TermVersion[];
}

const END_MARKS = new Set(['。', '！', '？', '!', '?', '\n']);
/** Characters either side of the word a sentence is cut to (a Chinese sentence may run on with ，). */
const SENTENCE_REACH = 40;

const endsSentence = (text: string, i: number) =>
  END_MARKS.has(text[i]!) || (text[i] === '.' && (i + 1 >= text.length || /\s/.test(text[i + 1]!)));

/**
 * The sentence of `text` around [start, end): from after the previous sentence end to its own end
 * mark, at most `SENTENCE_REACH` characters either side; `at` is the word's place inside it.
 */
export function sentenceAround(
  text: string,
  start: number,
  end: number,
): { sentence: string; at: { start: number; end: number } } {
  let from = start;
  while (from > 0 && from > start - SENTENCE_REACH && !endsSentence(text, from - 1)) from -= 1;
  let to = end;
  while (to < text.length && to < end + SENTENCE_REACH && !endsSentence(text, to)) to += 1;
  if (to < text.length && text[to] !== '\n' && endsSentence(text, to)) to += 1;
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const sentence = raw.trim();
  return { sentence, at: { start: start - from - lead, end: end - from - lead } };
}

/** The kept errors of one report, with their sentences. */
export function keptErrorsOf(
  report: TermReport,
  text: string,
  decisions: readonly CorrectionDecision[],
): KeptError[] {
  return correctionsInForce({ corrections: report.corrections }, decisions)
    .filter((d) => !d.readingError)
    .map(({ correction: c }) => ({
      kind: c.kind,
      original: c.original,
      suggestion: c.suggestion,
      reason: c.reason,
      times: Math.max(1, c.places?.length ?? 1),
      ...sentenceAround(text, c.span.start, c.span.end),
    }));
}

/**
 * The essays of the rows (every corrected version), each with its versions in revision order,
 * in time order of their first version's hand-in. A version whose report cannot be read is left
 * out (nothing is said about what cannot be read).
 */
export function essaysOf(
  rows: readonly TermEssayRow[],
  decisions: readonly (CorrectionDecision & { article_id: number; grading_number: number })[],
): TermEssayOf[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rootOf = (row: TermEssayRow): { root: number; depth: number } => {
    let at = row;
    let depth = 1;
    const seen = new Set([row.id]);
    while (at.revision_of !== null && byId.has(at.revision_of) && !seen.has(at.revision_of)) {
      seen.add(at.revision_of);
      at = byId.get(at.revision_of)!;
      depth += 1;
    }
    return { root: at.id, depth };
  };
  const decided = new Map<number, (CorrectionDecision & { grading_number: number })[]>();
  for (const d of decisions) decided.set(d.article_id, [...(decided.get(d.article_id) ?? []), d]);
  const essays = new Map<number, TermEssayOf>();
  for (const row of rows) {
    const parsed = TermReportSchema.safeParse(row.report);
    if (!parsed.success) continue;
    const { root, depth } = rootOf(row);
    const rootRow = byId.get(root)!;
    const inForce = (decided.get(row.id) ?? []).filter(
      (d) => d.grading_number === row.grading_number,
    );
    const essay = essays.get(root) ?? {
      id: root,
      studentId: rootRow.student_user_id,
      lang: parsed.data.lang,
      submittedAt: iso(rootRow.submitted_at),
      versions: [],
    };
    essay.versions.push({
      row,
      report: parsed.data,
      version: depth,
      kept: keptErrorsOf(parsed.data, row.graded_text, inForce),
    });
    essays.set(root, essay);
  }
  const list = [...essays.values()];
  for (const essay of list) essay.versions.sort((a, b) => a.version - b.version);
  return list.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.id - b.id);
}

/** The level in force of a version: the teacher's where confirmed, else the engine's. */
export function levelOf(v: TermVersion): Pick<TermStep, 'level' | 'level_label' | 'level_by'> {
  const teacher = v.row.teacher_override?.level ?? null;
  return teacher === null
    ? { level: v.report.level, level_label: v.report.levelLabel, level_by: 'engine' }
    : { level: teacher, level_label: levelLabelOf(v.report, teacher), level_by: 'teacher' };
}

function stepOf(v: TermVersion): TermStep {
  const errors: Record<string, number> = {};
  for (const e of v.kept) errors[e.kind] = (errors[e.kind] ?? 0) + e.times;
  return {
    article_id: v.row.id,
    version: v.version,
    submitted_at: iso(v.row.submitted_at),
    graded_at: isoOrNull(v.row.graded_at),
    ...levelOf(v),
    dimensions: v.report.dimensions.map((d) => ({
      key: d.key,
      score: v.row.teacher_override?.dimensions[d.key] ?? d.score,
      max_score: d.maxScore,
    })),
    word_count: v.report.wordCount,
    errors,
  };
}

/** The latest corrected version of an essay. */
export const latestOf = (essay: TermEssayOf): TermVersion =>
  essay.versions[essay.versions.length - 1]!;

export function presentEssay(essay: TermEssayOf): TermEssay {
  const steps = essay.versions.map(stepOf);
  const latest = steps[steps.length - 1]!;
  const first = essay.versions[0]!;
  const last = latestOf(essay);
  return {
    essay_id: essay.id,
    homework_id: first.row.homework_id,
    homework_name: first.row.homework_name,
    title: last.row.title,
    lang: essay.lang,
    rubric: last.report.rubric,
    full_score: last.report.fullScore,
    submitted_at: essay.submittedAt,
    level: latest.level,
    level_label: latest.level_label,
    level_by: latest.level_by,
    dimensions: latest.dimensions,
    steps,
  };
}

/** Every dimension of the essays' rubrics, in the order first met. */
export function dimensionsOf(essays: readonly TermEssayOf[]): TermDimension[] {
  const out = new Map<string, TermDimension>();
  for (const essay of essays)
    for (const d of latestOf(essay).report.dimensions)
      if (!out.has(d.key)) out.set(d.key, { key: d.key, name: d.name, max_score: d.maxScore });
  return [...out.values()];
}

/** The level of an essay as percent of its full score. */
export const percentOf = (essay: TermEssayOf): number => {
  const last = latestOf(essay);
  return last.report.fullScore > 0 ? (100 * levelOf(last).level) / last.report.fullScore : 0;
};
