import {
  ATTENTION,
  type AttentionReason,
  type ClassTerm,
  type ClassTermStudent,
  type RecurringError,
  type UiLocale,
} from '@essay/contracts';
import { iso } from '../../http/present.ts';
import { latestOf, levelOf, percentOf, type TermEssayOf } from './term-essays.ts';
import { trendOf } from './term-statements.ts';
import { bookWordOf } from './word-book.ts';

/** Recurring errors listed, at most; an error is recurring once this many students keep it. */
const MAX_RECURRING = 20;
const MIN_STUDENTS = 2;
const MAX_EXAMPLES = 3;

export interface ClassTermInput {
  classId: number;
  clsName: string;
  locale: UiLocale;
  roster: readonly { user_id: number; name: string; seat_no: number | null }[];
  homeworks: readonly { id: number; name: string; created_at: Date | string }[];
  /** The roster students' essays of the class's homework, in time order. */
  essays: readonly TermEssayOf[];
}

function attentionOf(
  student: Pick<ClassTermStudent, 'trend' | 'missing' | 'levels'>,
): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (student.trend === 'falling') reasons.push('falling');
  const last = student.levels[student.levels.length - 1];
  if (last && last.percent < ATTENTION.lowPercent) reasons.push('low');
  if (student.missing >= ATTENTION.missing) reasons.push('missing');
  return reasons;
}

/**
 * The errors of the class's essays, each once per essay in which it stood (any version): words
 * of the 錯字本 by right form, and habits (punctuation, format, grammar, word choice) by the rule's
 * reason; those two or more students keep, most students first.
 */
function recurringErrors(
  essays: readonly TermEssayOf[],
  nameOf: Map<number, string>,
): RecurringError[] {
  const found = new Map<
    string,
    Omit<RecurringError, 'students' | 'examples'> & {
      students: Set<number>;
      examples: Map<string, number>;
    }
  >();
  for (const essay of essays) {
    const inEssay = new Set<string>();
    for (const version of essay.versions) {
      for (const error of version.kept) {
        const word = bookWordOf(error, essay.lang);
        const key =
          word ?? (error.kind === 'typo' || error.kind === 'spelling' ? null : error.reason.en);
        if (key === null) continue;
        const id = `${word === null ? error.kind : `word:${essay.lang}`}|${key}`;
        const example = word === null ? `${error.original} → ${error.suggestion}` : error.original;
        const entry = found.get(id) ?? {
          kind: error.kind,
          key,
          label: word === null ? error.reason : { en: word, 'zh-tw': word },
          count: 0,
          students: new Set<number>(),
          examples: new Map<string, number>(),
        };
        entry.examples.set(example, (entry.examples.get(example) ?? 0) + 1);
        if (!inEssay.has(id)) entry.count += 1;
        inEssay.add(id);
        entry.students.add(essay.studentId);
        found.set(id, entry);
      }
    }
  }
  return [...found.values()]
    .filter((e) => e.students.size >= MIN_STUDENTS)
    .sort(
      (a, b) =>
        b.students.size - a.students.size || b.count - a.count || a.key.localeCompare(b.key),
    )
    .slice(0, MAX_RECURRING)
    .map((e) => ({
      kind: e.kind,
      key: e.key,
      label: e.label,
      count: e.count,
      examples: [...e.examples.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, MAX_EXAMPLES)
        .map(([text]) => text),
      students: [...e.students]
        .sort((a, b) => a - b)
        .map((id) => ({ user_id: id, name: nameOf.get(id) ?? '' })),
    }));
}

/** The class over the term (issue 44 §3): each student's levels and trend, who needs attention, the recurring errors. */
export function buildClassTerm(input: ClassTermInput): ClassTerm {
  const corrected = new Set(input.essays.map((e) => e.versions[0]!.row.homework_id));
  const homeworks = input.homeworks.filter((h) => corrected.has(h.id));
  const nameOf = new Map(input.roster.map((s) => [s.user_id, s.name]));
  const seen = new Set<number>();
  const students = input.roster
    .filter((s) => !seen.has(s.user_id) && seen.add(s.user_id))
    .map((s): ClassTermStudent => {
      const own = input.essays.filter((e) => e.studentId === s.user_id);
      const levels = own.map((essay) => {
        const last = latestOf(essay);
        const level = levelOf(last);
        return {
          homework_id: essay.versions[0]!.row.homework_id,
          essay_id: essay.id,
          level: level.level,
          level_label: level.level_label,
          percent: Math.round(percentOf(essay) * 10) / 10,
        };
      });
      const handedIn = new Set(levels.map((l) => l.homework_id));
      const { trend, change } = trendOf(own.map(percentOf));
      const base = {
        levels,
        trend,
        missing: homeworks.filter((h) => !handedIn.has(h.id)).length,
      };
      const attention = attentionOf(base);
      return {
        user_id: s.user_id,
        name: s.name,
        seat_no: s.seat_no,
        ...base,
        change: change === null ? null : Math.round(change * 10) / 10,
        needs_attention: attention.length > 0,
        attention,
      };
    });
  return {
    class_id: input.classId,
    cls_name: input.clsName,
    locale: input.locale,
    homeworks: homeworks.map((h) => ({ id: h.id, name: h.name, created_at: iso(h.created_at) })),
    students,
    recurring: recurringErrors(input.essays, nameOf),
  };
}
