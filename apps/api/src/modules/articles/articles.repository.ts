import type { HomeworkRubric, TeacherOverride } from '@essay/contracts';
import type { Db } from '@essay/db';

export interface ArticleRow {
  id: number;
  homework_id: number;
  title: string;
  student_name: string;
  status: 'not_submitted_yet' | 'submitted' | 'grading' | 'graded' | 'failed';
  content: string;
  score: number | null;
  level_label: string | null;
  grading_count: number;
  failure_reason: string | null;
  teacher_suggestion: string;
  report: unknown;
  rubric: string | null;
  graded_at: Date | string | null;
  teacher_override: TeacherOverride | null;
  submitted_at: Date | string;
  updated_at: Date | string;
  /** A student's revision: the corrected essay it revises (issue 13). */
  revision_of: number | null;
  /** The account of the student who handed the essay in themselves (issue 13). */
  student_user_id: number | null;
  first_file_id: number | null;
  first_file_name: string | null;
  first_file_kind: string | null;
  files_pending: number;
  files_failed: number;
  /**
   * Some page still holds words the OCR doubted that the teacher has not confirmed (pages read
   * before doubts were recorded: the OCR's text not yet saved by the teacher).
   */
  ocr_unconfirmed: boolean;
}

const SELECT_ARTICLE = `
  SELECT a.*,
    f.id AS first_file_id, f.file_name AS first_file_name, f.kind AS first_file_kind,
    (SELECT count(*)::int FROM api.homework_files x WHERE x.article_id = a.id AND x.extraction_status IN ('pending', 'running')) AS files_pending,
    (SELECT count(*)::int FROM api.homework_files x WHERE x.article_id = a.id AND x.extraction_status = 'failed') AS files_failed,
    EXISTS (SELECT 1 FROM api.article_images ai WHERE ai.article_id = a.id AND ai.removed_at IS NULL
      AND (jsonb_array_length(COALESCE(ai.unconfirmed, '[]'::jsonb)) > 0 OR (ai.unconfirmed IS NULL AND ai.content IS NULL))) AS ocr_unconfirmed
  FROM api.articles a
  LEFT JOIN LATERAL (
    SELECT id, file_name, kind FROM api.homework_files WHERE article_id = a.id ORDER BY position, id LIMIT 1
  ) f ON true`;

export async function listHomeworkArticles(db: Db, homeworkId: number): Promise<ArticleRow[]> {
  return db.query<ArticleRow>(`${SELECT_ARTICLE} WHERE a.homework_id = $1 ORDER BY a.id`, [
    homeworkId,
  ]);
}

/** An article of one of the teacher's homework, or nothing. */
export async function findTeacherArticle(
  db: Db,
  teacherId: number,
  articleId: number,
): Promise<ArticleRow | undefined> {
  return (
    await db.query<ArticleRow>(
      `${SELECT_ARTICLE} JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1 AND h.teacher_id = $2`,
      [articleId, teacherId],
    )
  )[0];
}

export async function findArticle(db: Db, articleId: number): Promise<ArticleRow | undefined> {
  return (await db.query<ArticleRow>(`${SELECT_ARTICLE} WHERE a.id = $1`, [articleId]))[0];
}

export async function countArticles(db: Db, homeworkId: number): Promise<number> {
  return (
    (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM api.articles WHERE homework_id = $1',
        [homeworkId],
      )
    )[0]?.n ?? 0
  );
}

export async function insertArticle(
  db: Db,
  article: { homeworkId: number; title: string; studentName: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    "INSERT INTO api.articles (homework_id, title, student_name, status) VALUES ($1, $2, $3, 'submitted') RETURNING id",
    [article.homeworkId, article.title, article.studentName],
  );
  return rows[0]!.id;
}

export async function setStudentName(db: Db, articleId: number, name: string): Promise<void> {
  await db.query('UPDATE api.articles SET student_name = $2, updated_at = now() WHERE id = $1', [
    articleId,
    name,
  ]);
}

/** The essay's own title replaces a generated homework_N name, never a name the teacher gave. */
export async function setEssayTitle(db: Db, articleId: number, title: string): Promise<void> {
  await db.query(
    "UPDATE api.articles SET title = $2, updated_at = now() WHERE id = $1 AND title ~ '^homework_[0-9]+$'",
    [articleId, title],
  );
}

export async function setTitle(db: Db, articleId: number, title: string): Promise<void> {
  await db.query('UPDATE api.articles SET title = $2, updated_at = now() WHERE id = $1', [
    articleId,
    title,
  ]);
}

export async function setTeacherSuggestion(
  db: Db,
  articleId: number,
  suggestion: string,
): Promise<void> {
  await db.query(
    'UPDATE api.articles SET teacher_suggestion = $2, updated_at = now() WHERE id = $1',
    [articleId, suggestion],
  );
}

export async function setContent(db: Db, articleId: number, content: string): Promise<void> {
  await db.query('UPDATE api.articles SET content = $2, updated_at = now() WHERE id = $1', [
    articleId,
    content,
  ]);
}

/** Deletes an essay; its gradings and page list go with it (the points ledger is the account service's). */
export async function deleteArticle(db: Db, articleId: number): Promise<void> {
  await db.query('DELETE FROM api.articles WHERE id = $1', [articleId]);
}

/** Drops the essay's pages that belong to files no longer in the essay (moved to another one). */
export async function pruneArticleImages(db: Db, articleId: number): Promise<void> {
  await db.query(
    `DELETE FROM api.article_images ai USING api.file_pages p
     WHERE ai.page_id = p.id AND ai.article_id = $1
       AND p.file_id NOT IN (SELECT id FROM api.homework_files WHERE article_id = $1)`,
    [articleId],
  );
}

/** The teacher's level and dimension scores (null clears them); the essay's score follows. */
export async function setTeacherOverride(
  db: Db,
  articleId: number,
  override: TeacherOverride | null,
): Promise<void> {
  await db.query(
    `UPDATE api.articles SET teacher_override = $2::jsonb,
       score = COALESCE(($2::jsonb->>'level')::numeric, (report->>'level')::numeric), updated_at = now()
     WHERE id = $1`,
    [articleId, override === null ? null : JSON.stringify(override)],
  );
}

/** Names an essay that has no student name yet; answers whether it did. */
export async function nameUnnamedArticle(
  db: Db,
  articleId: number,
  name: string,
): Promise<boolean> {
  const rows = await db.query(
    "UPDATE api.articles SET student_name = $2, updated_at = now() WHERE id = $1 AND student_name = '' RETURNING id",
    [articleId, name],
  );
  return rows.length > 0;
}

/** The essays of a homework with the names of their files (auto-naming). */
export async function listArticlesWithFileNames(
  db: Db,
  homeworkId: number,
): Promise<{ id: number; student_name: string; content: string; file_names: string[] }[]> {
  return db.query(
    `SELECT a.id, a.student_name, a.content,
       COALESCE(array_agg(f.file_name ORDER BY f.position) FILTER (WHERE f.id IS NOT NULL), '{}') AS file_names
     FROM api.articles a LEFT JOIN api.homework_files f ON f.article_id = a.id
     WHERE a.homework_id = $1 GROUP BY a.id ORDER BY a.id`,
    [homeworkId],
  );
}

/**
 * An essay with its homework's assignment: what the correction engine reads, and whose it is (the
 * names a model engine must never be sent: student, the homework's list, school, account).
 */
export interface ArticleToGrade {
  id: number;
  homework_id: number;
  title: string;
  content: string;
  name: string;
  instructions: string;
  rubric: HomeworkRubric;
  student_name: string;
  students: string[];
  school_id: number;
  student_user_id: number | null;
}

export async function findArticleToGrade(
  db: Db,
  articleId: number,
): Promise<ArticleToGrade | undefined> {
  const [row] = await db.query<ArticleToGrade>(
    `SELECT a.id, a.homework_id, a.title, a.content, h.name, h.instructions, h.rubric,
            a.student_name, h.students, h.school_id, a.student_user_id
     FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1`,
    [articleId],
  );
  return row;
}
