import { correctionsInForce, ReportSchema, type Correction } from '@essay/contracts';
import type { Db } from '@essay/db';
import { listDecisions } from '../corrections/corrections.repository.ts';

export interface GradingRow {
  id: number;
  article_id: number;
  grading_number: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  points: number;
  charge_key: string | null;
}

export interface GradableArticle {
  id: number;
  homework_id: number;
  status: string;
  content: string;
  title: string;
  grading_count: number;
  files_pending: number;
}

const SELECT_GRADABLE = `
  SELECT a.id, a.homework_id, a.status, a.content, a.title, a.grading_count,
    (SELECT count(*)::int FROM api.homework_files f WHERE f.article_id = a.id AND f.extraction_status IN ('pending', 'running')) AS files_pending
  FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id`;

/** Essays waiting for a first (or another) correction: submitted, or failed last time. */
export async function listWaitingArticles(
  db: Db,
  teacherId: number,
  homeworkId: number | null,
): Promise<GradableArticle[]> {
  return db.query<GradableArticle>(
    `${SELECT_GRADABLE} WHERE h.teacher_id = $1 AND ($2::int IS NULL OR h.id = $2) AND a.status IN ('submitted', 'failed') ORDER BY a.id`,
    [teacherId, homeworkId],
  );
}

export async function findGradableArticle(
  db: Db,
  teacherId: number,
  articleId: number,
): Promise<GradableArticle | undefined> {
  return (
    await db.query<GradableArticle>(`${SELECT_GRADABLE} WHERE h.teacher_id = $1 AND a.id = $2`, [
      teacherId,
      articleId,
    ])
  )[0];
}

/** Locks the essay's row for the rest of the transaction: concurrent clicks queue behind it. */
export async function lockArticle(
  db: Db,
  articleId: number,
): Promise<{ status: string; grading_count: number } | undefined> {
  return (
    await db.query<{ status: string; grading_count: number }>(
      'SELECT status, grading_count FROM api.articles WHERE id = $1 FOR UPDATE',
      [articleId],
    )
  )[0];
}

export async function insertGrading(
  db: Db,
  g: {
    articleId: number;
    gradingNumber: number;
    requestedBy: number;
    points: number;
    chargeKey: string | null;
  },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO api.gradings (article_id, grading_number, requested_by, points, charge_key)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [g.articleId, g.gradingNumber, g.requestedBy, g.points, g.chargeKey],
  );
  return rows[0]!.id;
}

export async function markArticleGrading(
  db: Db,
  articleId: number,
  gradingNumber: number,
): Promise<void> {
  await db.query(
    "UPDATE api.articles SET status = 'grading', grading_count = $2, failure_reason = NULL, updated_at = now() WHERE id = $1",
    [articleId, gradingNumber],
  );
}

export async function findGrading(db: Db, id: number): Promise<GradingRow | undefined> {
  return (await db.query<GradingRow>('SELECT * FROM api.gradings WHERE id = $1', [id]))[0];
}

export async function setGradingRunning(db: Db, id: number): Promise<void> {
  await db.query("UPDATE api.gradings SET status = 'running' WHERE id = $1 AND status = 'queued'", [
    id,
  ]);
}

/** Ends a grading once: a second finisher (a job re-run after a restart) changes nothing. */
export async function finishGrading(
  db: Db,
  id: number,
  outcome: { status: 'done' | 'failed'; engine?: string; error?: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE api.gradings SET status = $2, engine = $3, error = $4, finished_at = now()
     WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
    [id, outcome.status, outcome.engine ?? null, outcome.error ?? null],
  );
  return rows.length > 0;
}

export async function storeReport(
  db: Db,
  articleId: number,
  gradingNumber: number,
  report: { json: unknown; level: number; levelLabel: string; rubric: string; text: string },
): Promise<void> {
  // The teacher's override stays the shown score; the engine's report is stored beside it.
  await db.query(
    `UPDATE api.articles SET status = 'graded', report = $3, rubric = $6, graded_content = $7, graded_at = now(), updated_at = now(),
       score = COALESCE((teacher_override->>'level')::numeric, $4), level_label = $5
     WHERE id = $1 AND grading_count = $2`,
    [
      articleId,
      gradingNumber,
      JSON.stringify(report.json),
      report.level,
      report.levelLabel,
      report.rubric,
      report.text,
    ],
  );
  // Every report is kept: a re-correction leaves the previous level and report viewable (issue 11 §6).
  await db.query(
    `INSERT INTO api.article_reports (article_id, grading_number, report, graded_content)
     SELECT id, grading_count, report, graded_content FROM api.articles WHERE id = $1 AND grading_count = $2
     ON CONFLICT (article_id, grading_number) DO NOTHING`,
    [articleId, gradingNumber],
  );
}

export async function markArticleFailed(
  db: Db,
  articleId: number,
  gradingNumber: number,
  reason: string,
): Promise<void> {
  await db.query(
    "UPDATE api.articles SET status = 'failed', failure_reason = $3, updated_at = now() WHERE id = $1 AND grading_count = $2",
    [articleId, gradingNumber, reason],
  );
}

/**
 * Essays of the homework with a level the teacher stands behind, on the same rubric: the ones
 * they scored themselves and the ones they chose as model essays. The engine re-fits its level
 * mapping to them. A corrected essay comes as the text that was corrected, with the corrections in
 * force after the teacher's decisions (issue 11 §7): the teacher's version, not the engine's.
 */
export async function listTeacherScored(
  db: Db,
  homeworkId: number,
  exceptArticleId: number,
  rubric: string,
): Promise<{ text: string; level: number; corrections?: Correction[] }[]> {
  const rows = await db.query<{
    id: number;
    text: string;
    level: number;
    report: unknown;
    graded_content: string | null;
    report_number: number | null;
  }>(
    `SELECT a.id, a.content AS text, COALESCE((a.teacher_override->>'level')::float, a.score::float) AS level, a.report, a.graded_content,
       (SELECT max(r.grading_number) FROM api.article_reports r WHERE r.article_id = a.id) AS report_number
     FROM api.articles a
     WHERE a.homework_id = $1 AND a.id <> $2 AND a.rubric = $3 AND a.content <> ''
       AND (a.teacher_override ? 'level' OR EXISTS (SELECT 1 FROM api.model_articles m WHERE m.article_id = a.id))
       AND COALESCE((a.teacher_override->>'level')::float, a.score::float) IS NOT NULL
     ORDER BY a.id`,
    [homeworkId, exceptArticleId, rubric],
  );
  const out: { text: string; level: number; corrections?: Correction[] }[] = [];
  for (const row of rows) {
    const report = ReportSchema.safeParse(row.report);
    if (!report.success || row.graded_content === null || row.report_number === null) {
      out.push({ text: row.text, level: row.level });
      continue;
    }
    const decisions = await listDecisions(db, row.id, row.report_number);
    out.push({
      text: row.graded_content,
      level: row.level,
      corrections: correctionsInForce(report.data, decisions)
        .filter((d) => !d.readingError)
        .map((d) => d.correction),
    });
  }
  return out;
}

/** Texts of the homework's model essays (範文), the essay itself excluded: relevance and the off-topic gate. */
export async function listModelEssayTexts(
  db: Db,
  homeworkId: number,
  exceptArticleId: number,
): Promise<string[]> {
  const rows = await db.query<{ content: string }>(
    `SELECT a.content FROM api.model_articles m JOIN api.articles a ON a.id = m.article_id
     WHERE a.homework_id = $1 AND a.id <> $2`,
    [homeworkId, exceptArticleId],
  );
  return rows.map((r) => r.content);
}
