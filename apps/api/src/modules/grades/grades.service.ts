import type { Caller } from '@essay/account';
import {
  DimensionResultSchema,
  essayTitleOf,
  foundOr,
  ReportSchema,
  ROLE,
  shownLevelLabel,
  type GradeRow,
  type HomeworkGrades,
  type ReportLocale,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { listHomeworkArticles, type ArticleRow } from '../articles/articles.repository.ts';
import { HOMEWORK_NOT_FOUND } from '../homeworks/homeworks.policy.ts';
import { latestVersions } from '../homeworks/homeworks.service.ts';
import { classOfEssay } from '../usage/usage.service.ts';
import { findSchoolHomework } from './grades.repository.ts';

/** What the grades read of a stored report: its level and its dimensions' scores. */
const GradedReportSchema = ReportSchema.pick({
  rubric: true,
  level: true,
  levelLabel: true,
  fullScore: true,
}).extend({
  dimensions: z.array(
    DimensionResultSchema.pick({ key: true, name: true, score: true, maxScore: true }),
  ),
});
type GradedReport = z.infer<typeof GradedReportSchema>;

/**
 * The homework, for its teacher or the school's administrator; anyone else's (a colleague's,
 * another school's) answers 404, as every homework of another teacher does.
 */
async function readableHomework(ctx: ApiContext, caller: Caller, homeworkId: number) {
  const homework = await findSchoolHomework(ctx.db, caller.schoolId, homeworkId);
  const readable =
    homework !== undefined && (homework.teacher_id === caller.userId || caller.role === ROLE.admin);
  return foundOr(readable ? homework : undefined, 'homework_not_found', HOMEWORK_NOT_FOUND);
}

/**
 * Where a student sits: their class among the homework's (`classOfEssay`, as the usage report
 * counts it) and their seat number there. This is the one place a seat number is read: the
 * class rosters keep none yet (account.class_members has no seat column), so it is empty.
 */
function placeOf(
  assigned: number[],
  studentId: number | null,
  memberOf: Map<number, Set<number>>,
): { classId: number | null; seat: string } {
  return { classId: classOfEssay(assigned, studentId, memberOf), seat: '' };
}

/** 1 for a first essay, one more for each revision before this one. */
function versionOf(article: ArticleRow, byId: Map<number, ArticleRow>): number {
  let version = 1;
  const seen = new Set<number>([article.id]);
  for (let at = article.revision_of; at !== null && !seen.has(at);) {
    seen.add(at);
    version += 1;
    at = byId.get(at)?.revision_of ?? null;
  }
  return version;
}

const nameIn = (name: { 'zh-tw': string; en: string }, locale: ReportLocale) =>
  locale === 'zh-tw' ? name['zh-tw'] : name.en;

/** The level and scores a row shows: the teacher's where set, else the engine's (re-levelled or not). */
function scoresOf(
  row: ArticleRow,
  report: GradedReport | null,
): Pick<GradeRow, 'level' | 'level_label' | 'full_score' | 'level_by' | 'dimensions'> {
  if (report === null)
    return { level: null, level_label: null, full_score: null, level_by: null, dimensions: {} };
  const override = row.teacher_override;
  const teacherLevel = override?.level ?? null;
  return {
    level: teacherLevel ?? report.level,
    level_label: shownLevelLabel({
      level_label: row.level_label ?? report.levelLabel,
      teacher_level: teacherLevel,
      report,
    }),
    full_score: report.fullScore,
    level_by: teacherLevel === null ? 'engine' : 'teacher',
    dimensions: Object.fromEntries(
      report.dimensions.map((d) => [d.key, override?.dimensions[d.key] ?? d.score]),
    ),
  };
}

const collator = (locale: ReportLocale) =>
  new Intl.Collator(locale === 'zh-tw' ? 'zh-Hant-TW' : 'en', { numeric: true });

/**
 * A homework's grades for the school's grade book (issue 41 §5): a row per essay, its latest
 * version (a revision stands for the essays it revises, as on the correction page), with the
 * level the teacher set or else the engine's, the rubric's dimension scores, and the status; in
 * class, seat and name order.
 */
export async function getHomeworkGrades(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
  locale: ReportLocale,
): Promise<HomeworkGrades> {
  const homework = await readableHomework(ctx, caller, homeworkId);
  const [all, classes, memberships] = await Promise.all([
    listHomeworkArticles(ctx.db, homework.id),
    ctx.account.listSchoolClasses(homework.school_id),
    ctx.account.listSchoolMemberships(homework.school_id),
  ]);
  const className = new Map(classes.map((c) => [c.id, c.cls_name]));
  const memberOf = new Map<number, Set<number>>();
  for (const m of memberships)
    memberOf.set(m.user_id, (memberOf.get(m.user_id) ?? new Set()).add(m.class_id));
  const byId = new Map(all.map((a) => [a.id, a]));

  const dimensions = new Map<string, HomeworkGrades['dimensions'][number]>();
  const rows = latestVersions(all).map((article): GradeRow => {
    const parsed = article.report === null ? null : GradedReportSchema.safeParse(article.report);
    const report = parsed?.success ? parsed.data : null;
    for (const d of report?.dimensions ?? [])
      if (!dimensions.has(d.key))
        dimensions.set(d.key, { key: d.key, name: nameIn(d.name, locale), max_score: d.maxScore });
    const place = placeOf(homework.assigned_classes, article.student_user_id, memberOf);
    return {
      article_id: article.id,
      student_name: article.student_name,
      student_user_id: article.student_user_id,
      seat_number: place.seat,
      class_name: place.classId === null ? '' : (className.get(place.classId) ?? ''),
      // The essay's own title; an untitled one's placeholder (homework_N) is left out.
      title: essayTitleOf({ title: article.title }),
      version: versionOf(article, byId),
      status: article.status,
      ...scoresOf(article, report),
    };
  });
  const order = collator(locale);
  rows.sort(
    (a, b) =>
      order.compare(a.class_name, b.class_name) ||
      order.compare(a.seat_number, b.seat_number) ||
      order.compare(a.student_name, b.student_name) ||
      a.article_id - b.article_id,
  );
  return {
    homework_id: homework.id,
    homework_name: homework.name,
    locale,
    dimensions: withDistinctNames([...dimensions.values()]),
    rows,
  };
}

/** Two rubrics' dimensions of one name (a homework of several rubrics) get their keys beside it. */
function withDistinctNames(dimensions: HomeworkGrades['dimensions']): HomeworkGrades['dimensions'] {
  const count = new Map<string, number>();
  for (const d of dimensions) count.set(d.name, (count.get(d.name) ?? 0) + 1);
  return dimensions.map((d) =>
    count.get(d.name)! > 1 ? { ...d, name: `${d.name} (${d.key})` } : d,
  );
}
