import type { OffTopicDecision, Report } from '@essay/contracts';
import { changeQuery, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

export interface DecidedReport {
  articleId: number;
  /** The report decided on: a correction since the page was read leaves the essay alone. */
  gradingNumber: number;
  report: Report;
  decision: OffTopicDecision['decision'];
}

/**
 * Stores the report the teacher decided on, only while it is still suspected off-topic and still
 * the same correction; the list's score follows it unless the teacher set a level of their own.
 */
export const setDecidedReport = changeQuery((d: DecidedReport) =>
  q
    .updateTable('api.articles')
    .set({
      report: JSON.stringify(d.report),
      score: sql<number>`COALESCE((teacher_override->>'level')::numeric, ${d.report.level})`,
      level_label: d.report.levelLabel,
      off_topic_decision: d.decision,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', d.articleId)
    .where('status', '=', 'graded')
    .where('grading_count', '=', d.gradingNumber)
    .where(sql<boolean>`jsonb_typeof(report->'offTopicSuspect') = 'object'`)
    .returning('id'),
);

/** The same report in the kept copy of that correction, so the report history says the same. */
export const setKeptReport = statement((d: DecidedReport) =>
  q
    .updateTable('api.article_reports')
    .set({ report: JSON.stringify(d.report) })
    .where('article_id', '=', d.articleId)
    .where('grading_number', '=', d.gradingNumber),
);

/**
 * A reworded task (its name or instructions) forgets the teacher's off-topic calls on the
 * homework's essays: they were made against the old task. Run before the homework is updated.
 */
export const forgetDecisionsOnNewTask = statement(
  (homeworkId: number, task: { name: string; instructions: string }) =>
    q
      .updateTable('api.articles')
      .set({ off_topic_decision: null })
      .where('homework_id', '=', homeworkId)
      .where('off_topic_decision', 'is not', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('api.homeworks as h')
            .select('h.id')
            .where('h.id', '=', homeworkId)
            .where((w) =>
              w.or([w('h.name', '<>', task.name), w('h.instructions', '<>', task.instructions)]),
            ),
        ),
      ),
);
