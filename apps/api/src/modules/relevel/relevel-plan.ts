import {
  RELEVEL_MIN_OVERRIDES,
  ReportSchema,
  type RelevelPreview,
  type Report,
  type RubricPreset,
  type TeacherOverride,
} from '@essay/contracts';
import { loadGrader } from '../../engines/grader.ts';
import { fitLevelMap } from './relevel-fit.ts';
import type { NewLevel } from './relevel.repository.ts';

export interface CorrectedEssay {
  id: number;
  student_name: string;
  title: string;
  grading_count: number;
  report: unknown;
  teacher_override: TeacherOverride | null;
  relevelled_from: { level: number; label: string } | null;
}

/** A corrected essay the engine levelled on a rubric (not stopped at level 0 by a gate). */
interface Levelled {
  row: CorrectedEssay;
  report: Report;
  rubric: Exclude<RubricPreset, 'custom'>;
  /** The engine's own level, before any earlier re-level. */
  engine: { level: number; label: string };
  teacher: number | null;
}

function levelledOf(row: CorrectedEssay): Levelled | null {
  const parsed = ReportSchema.safeParse(row.report);
  if (!parsed.success) return null;
  const report = parsed.data;
  // A gate's level 0 (blank, copied, off-topic…) is a rule, not a judgement a map could move.
  if (report.zeroGate !== null || report.rubric === 'custom') return null;
  return {
    row,
    report,
    rubric: report.rubric,
    engine: row.relevelled_from ?? { level: report.level, label: report.levelLabel },
    teacher: row.teacher_override?.level ?? null,
  };
}

/** The rubric most of the teacher's levels are on: an `auto` homework may hold two scales. */
function mainRubric(essays: readonly Levelled[]): Levelled['rubric'] | null {
  const counts = new Map<Levelled['rubric'], number>();
  for (const e of essays)
    if (e.teacher !== null) counts.set(e.rubric, (counts.get(e.rubric) ?? 0) + 1);
  let best: Levelled['rubric'] | null = null;
  for (const [rubric, n] of counts) if (best === null || n > counts.get(best)!) best = rubric;
  return best;
}

export interface RelevelPlan {
  preview: RelevelPreview;
  levels: NewLevel[];
}

/**
 * What re-levelling the homework from the teacher's levels would change: a map fitted on the
 * essays the teacher levelled (engine's level → teacher's level), applied to the engine's level
 * of every other corrected essay on the same rubric. Essays with a teacher's level never change.
 */
/** Essays the teacher levelled that cannot guide a map (issue 41: the count the teacher sees is theirs). */
function setAside(
  rows: readonly CorrectedEssay[],
  rubric: Levelled['rubric'] | null,
): RelevelPreview['set_aside'] {
  const aside = { zero_gate: 0, other_rubric: 0 };
  for (const row of rows) {
    if (row.teacher_override?.level == null) continue;
    const parsed = ReportSchema.safeParse(row.report);
    if (parsed.success && parsed.data.zeroGate !== null) aside.zero_gate += 1;
    else if (!parsed.success || parsed.data.rubric !== rubric) aside.other_rubric += 1;
  }
  return aside;
}

export async function planRelevel(rows: readonly CorrectedEssay[]): Promise<RelevelPlan> {
  const { floorOf, resolveRubric } = await loadGrader();
  const all = rows.map(levelledOf).filter((e): e is Levelled => e !== null);
  const rubric = mainRubric(all);
  const essays = all.filter((e) => e.rubric === rubric);
  const scored = essays.filter((e) => e.teacher !== null);
  const others = essays.filter((e) => e.teacher === null);
  const def = rubric === null ? null : resolveRubric(rubric);
  const range = def === null ? null : { min: floorOf(def), max: def.fullScore };
  const map = fitLevelMap(
    scored.map((e) => ({ engine: e.engine.level, teacher: e.teacher! })),
    range ?? { min: 0, max: 0 },
  );
  const base = {
    outcome: map.outcome,
    min_overrides: RELEVEL_MIN_OVERRIDES,
    overrides: scored.length,
    set_aside: setAside(rows, rubric),
    range,
  };
  if (map.outcome !== 'ready' || def === null)
    return {
      preview: {
        ...base,
        fit: map.outcome === 'too_few' ? null : { shift: map.shift, spread: map.spread },
        unchanged: others.length,
        changes: [],
      },
      levels: [],
    };
  const levels: NewLevel[] = [];
  const changes: RelevelPreview['changes'] = [];
  for (const e of others) {
    const to = map.levelOf(e.engine.level);
    if (to === e.report.level) continue;
    const label = def.label(to);
    levels.push({
      articleId: e.row.id,
      gradingNumber: e.row.grading_count,
      from: e.report.level,
      to,
      label,
      engine: e.engine,
    });
    changes.push({
      article_id: e.row.id,
      student_name: e.row.student_name,
      title: e.row.title,
      from: { level: e.report.level, label: e.report.levelLabel },
      to: { level: to, label },
    });
  }
  return {
    preview: {
      ...base,
      fit: { shift: map.shift, spread: map.spread },
      unchanged: others.length - changes.length,
      changes,
    },
    levels,
  };
}
