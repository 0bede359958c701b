import { correctionsInForce, ReportSchema, type Correction } from '@essay/contracts';
import {
  changeQuery,
  findQuery,
  listQuery,
  rowCount,
  run,
  sql,
  statement,
  type Db,
  type RowOf,
} from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework, unconfirmedPages } from '../articles/articles.repository.ts';
import { listDecisions } from '../corrections/corrections.repository.ts';
import { countEssayFiles } from '../files/files.repository.ts';

export interface GradingRow {
  id: number;
  /** Null once the essay is erased or expired (the grading stays counted). */
  article_id: number | null;
  grading_number: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  points: number;
  charge_key: string | null;
}

/** The essay with its homework (for the teacher's check) and how many of its files are still read. */
function selectGradable() {
  return essaysWithHomework()
    .select(['a.id', 'a.homework_id', 'a.status', 'a.content', 'a.title', 'a.grading_count'])
    .select(countEssayFiles(['pending', 'running']).as('files_pending'))
    .select((eb) => eb.exists(unconfirmedPages()).as('ocr_unconfirmed'))
    .$narrowType<{ files_pending: number; ocr_unconfirmed: boolean }>();
}

export type GradableArticle = RowOf<ReturnType<typeof selectGradable>>;

/**
 * Every essay of the homework a re-correction of all may take (issue 29): handed in, corrected or
 * failed, but not one a later revision replaced (the revision is the student's essay now).
 */
export const listCorrectableArticles = listQuery((teacherId: number, homeworkId: number) =>
  selectGradable()
    .where('h.teacher_id', '=', teacherId)
    .where('h.id', '=', homeworkId)
    .where('a.status', 'in', ['submitted', 'failed', 'graded'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('api.articles as later')
            .select('later.id')
            .whereRef('later.revision_of', '=', 'a.id'),
        ),
      ),
    )
    .orderBy('a.id'),
);

/** Essays waiting for a first (or another) correction: submitted, or failed last time. */
export const listWaitingArticles = listQuery((teacherId: number, homeworkId: number | null) =>
  selectGradable()
    .where('h.teacher_id', '=', teacherId)
    .$if(homeworkId !== null, (qb) => qb.where('h.id', '=', homeworkId!))
    .where('a.status', 'in', ['submitted', 'failed'])
    .orderBy('a.id'),
);

export const findGradableArticle = findQuery((teacherId: number, articleId: number) =>
  selectGradable().where('h.teacher_id', '=', teacherId).where('a.id', '=', articleId),
);

/**
 * Locks the essays' rows (one or more ids, in id order) for the rest of the transaction:
 * concurrent clicks queue behind it.
 */
export const lockArticles = listQuery((articleIds: readonly number[]) =>
  q
    .selectFrom('api.articles')
    .select(['id', 'status', 'grading_count'])
    .where('id', 'in', [...articleIds])
    .orderBy('id')
    .forUpdate(),
);

export interface NewGrading {
  articleId: number;
  gradingNumber: number;
  requestedBy: number;
  points: number;
  chargeKey: string | null;
}

/** Inserts the gradings (one or more) and returns each one's id by its essay. */
export async function insertGradings(
  db: Db,
  gradings: readonly NewGrading[],
): Promise<Map<number, number>> {
  const rows = await run(
    db,
    q
      .insertInto('api.gradings')
      .values(
        gradings.map((g) => ({
          article_id: g.articleId,
          grading_number: g.gradingNumber,
          requested_by: g.requestedBy,
          points: g.points,
          charge_key: g.chargeKey,
        })),
      )
      .returning(['id', 'article_id']),
  );
  return new Map(rows.map((row) => [row.article_id!, row.id]));
}

/**
 * The essays (locked, one or more ids) are being corrected: their grading count moves on by one,
 * and a correct-all remembered for them is answered (the teacher corrected one directly while its
 * text was read: `gradeWhenReady` must not queue and charge it a second time).
 */
export const markArticlesGrading = statement((articleIds: readonly number[]) =>
  q
    .updateTable('api.articles')
    .set((eb) => ({
      status: 'grading',
      grading_count: eb('grading_count', '+', 1),
      grade_requested_by: null,
      failure_reason: null,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', 'in', [...articleIds]),
);

/**
 * The essays (with their task) of the first gradings not ended yet, queued or running: what a
 * worker starting now corrects first (decision 0054).
 */
export const listPendingGradingTexts = listQuery((limit: number) =>
  essaysWithHomework()
    .innerJoin('api.gradings as g', 'g.article_id', 'a.id')
    .select(['a.content', 'h.name', 'h.instructions'])
    .where('g.status', 'in', ['queued', 'running'])
    .orderBy('g.id')
    .limit(limit),
);

export const findGrading = findQuery((id: number) =>
  q.selectFrom('api.gradings').selectAll().where('id', '=', id),
);

/** The gradings of a chunk (one or more ids) that have not ended, marked running, in one statement. */
export const startGradings = listQuery((ids: readonly number[]) =>
  q
    .updateTable('api.gradings')
    .set({ status: 'running' })
    .where('id', 'in', [...ids])
    .where('status', 'in', ['queued', 'running'])
    .returningAll(),
);

/** Ends a grading once: a second finisher (a job re-run after a restart) changes nothing. */
export const finishGrading = changeQuery(
  (id: number, outcome: { status: 'done' | 'failed'; engine?: string; error?: string }) =>
    q
      .updateTable('api.gradings')
      .set({
        status: outcome.status,
        engine: outcome.engine ?? null,
        error: outcome.error ?? null,
        finished_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returning('id'),
);

/**
 * Ends a grading as done and stores its report, in one statement (one round trip per essay: issue
 * 30). The grading ends once: a second finisher (a job re-run after a restart) changes nothing and
 * stores nothing. Only the essay's latest grading writes its report; the teacher's override stays
 * the shown score, and the engine's report is stored beside it. Every report is kept: a
 * re-correction leaves the previous level and report viewable (issue 11 §6). Answers whether
 * this call ended the grading.
 */
export async function finishWithReport(
  db: Db,
  grading: { id: number; articleId: number; gradingNumber: number; engine: string },
  report: { json: unknown; level: number; levelLabel: string; rubric: string; text: string },
): Promise<boolean> {
  const [ended] = await run(
    db,
    q
      .with('finished', (db) =>
        db
          .updateTable('api.gradings')
          .set({
            status: 'done',
            engine: grading.engine,
            error: null,
            finished_at: sql<Date>`now()`,
          })
          .where('id', '=', grading.id)
          .where('status', 'in', ['queued', 'running'])
          .returning('id'),
      )
      .with('stored', (db) =>
        db
          .updateTable('api.articles')
          .set({
            status: 'graded',
            report: JSON.stringify(report.json),
            rubric: report.rubric,
            graded_content: report.text,
            graded_at: sql<Date>`now()`,
            updated_at: sql<Date>`now()`,
            score: sql<number>`COALESCE((teacher_override->>'level')::numeric, ${report.level})`,
            level_label: report.levelLabel,
            // a new report is the engine's own level again: an earlier re-level no longer applies
            relevelled_from: null,
          })
          .where('id', '=', grading.articleId)
          .where('grading_count', '=', grading.gradingNumber)
          .where((eb) => eb.exists(eb.selectFrom('finished').select('finished.id')))
          .returning(['id', 'grading_count', 'report', 'graded_content']),
      )
      .with('kept', (db) =>
        db
          .insertInto('api.article_reports')
          .columns(['article_id', 'grading_number', 'report', 'graded_content'])
          .expression((eb) =>
            eb.selectFrom('stored').select(['id', 'grading_count', 'report', 'graded_content']),
          )
          .onConflict((oc) => oc.columns(['article_id', 'grading_number']).doNothing()),
      )
      .selectFrom('finished')
      .select(rowCount.as('n')),
  );
  return (ended?.n ?? 0) > 0;
}

/** Shows on the essay why its correction did not happen (narrow it to the essay's state with `where`). */
export function failEssay(articleId: number, reason: string) {
  return q
    .updateTable('api.articles')
    .set({ status: 'failed', failure_reason: reason, updated_at: sql<Date>`now()` })
    .where('id', '=', articleId);
}

export const markArticleFailed = statement(
  (articleId: number, gradingNumber: number, reason: string) =>
    failEssay(articleId, reason).where('grading_count', '=', gradingNumber),
);

/**
 * Essays of the homework with a level the teacher stands behind, on the same rubric: the ones
 * they scored themselves and the ones they chose as model essays. The engine re-fits its level
 * mapping to them. A corrected essay comes as the text that was corrected, with the corrections in
 * force after the teacher's decisions (issue 11 §7): the teacher's version, not the engine's.
 */
export interface TeacherScored {
  articleId: number;
  text: string;
  level: number;
  corrections?: Correction[];
}

export async function listTeacherScored(
  db: Db,
  homeworkId: number,
  rubric: string,
): Promise<TeacherScored[]> {
  const level = sql<number>`COALESCE((a.teacher_override->>'level')::float, a.score::float)`;
  const rows = await run(
    db,
    q
      .selectFrom('api.articles as a')
      .select(['a.id', 'a.content as text', level.as('level'), 'a.report', 'a.graded_content'])
      .select((eb) =>
        eb
          .selectFrom('api.article_reports as r')
          .select((sub) => sub.fn.max('r.grading_number').as('n'))
          .whereRef('r.article_id', '=', 'a.id')
          .as('report_number'),
      )
      .where('a.homework_id', '=', homeworkId)
      .where('a.rubric', '=', rubric)
      .where('a.content', '<>', '')
      .where(({ or, exists, selectFrom }) =>
        or([
          sql<boolean>`a.teacher_override ? 'level'`,
          exists(
            selectFrom('api.model_articles as m')
              .select('m.id')
              .whereRef('m.article_id', '=', 'a.id'),
          ),
        ]),
      )
      .where(level, 'is not', null)
      .orderBy('a.id'),
  );
  const out: TeacherScored[] = [];
  for (const row of rows) {
    const report = ReportSchema.safeParse(row.report);
    if (!report.success || row.graded_content === null || row.report_number === null) {
      out.push({ articleId: row.id, text: row.text, level: row.level });
      continue;
    }
    const decisions = await listDecisions(db, row.id, row.report_number);
    out.push({
      articleId: row.id,
      text: row.graded_content,
      level: row.level,
      corrections: correctionsInForce(report.data, decisions)
        .filter((d) => !d.readingError)
        .map((d) => d.correction),
    });
  }
  return out;
}

/** The homework's first `limit` essays with text (id order): the class's shared topic. */
export const listPeerEssays = listQuery((homeworkId: number, limit: number) =>
  q
    .selectFrom('api.articles as a')
    .select(['a.id', 'a.content'])
    .where('a.homework_id', '=', homeworkId)
    .where('a.content', '<>', '')
    .orderBy('a.id')
    .limit(limit),
);

/** The homework's model essays (範文): relevance and the off-topic gate. */
export const listModelEssays = listQuery((homeworkId: number) =>
  q
    .selectFrom('api.model_articles as m')
    .innerJoin('api.articles as a', 'a.id', 'm.article_id')
    .select(['a.id', 'a.content'])
    .where('a.homework_id', '=', homeworkId),
);
