import type { Db } from '@essay/db';

export interface StudentHomeworkRow {
  id: number;
  name: string;
  instructions: string;
  submission_begin_at: Date | string;
  submission_deadline_at: Date | string;
  assigned_classes: number[];
  allow_revision: boolean;
  released: boolean;
}

export interface StudentArticleRow {
  id: number;
  homework_id: number;
  title: string;
  student_name: string;
  status: 'not_submitted_yet' | 'submitted' | 'grading' | 'graded' | 'failed';
  submitted_at: Date | string;
  revision_of: number | null;
  has_report: boolean;
  files_pending: number;
}

const HOMEWORK_COLUMNS = 'h.id, h.name, h.instructions, h.submission_begin_at, h.submission_deadline_at, h.assigned_classes, h.allow_revision, h.released';

/** Homework students hand in, of the school, assigned to one of `classIds`. */
export async function listClassHomeworks(db: Db, schoolId: number, classIds: number[]): Promise<StudentHomeworkRow[]> {
  if (classIds.length === 0) return [];
  return db.query<StudentHomeworkRow>(
    `SELECT ${HOMEWORK_COLUMNS} FROM api.homeworks h
     WHERE h.school_id = $1 AND h.submission_method = 'student' AND h.assigned_classes && $2::int[]
     ORDER BY h.submission_deadline_at DESC, h.id DESC`,
    [schoolId, classIds],
  );
}

/** One such homework, or nothing: another class's or school's homework does not exist for the student. */
export async function findClassHomework(db: Db, schoolId: number, classIds: number[], id: number, lock = false): Promise<StudentHomeworkRow | undefined> {
  if (classIds.length === 0) return undefined;
  const rows = await db.query<StudentHomeworkRow>(
    `SELECT ${HOMEWORK_COLUMNS} FROM api.homeworks h
     WHERE h.id = $3 AND h.school_id = $1 AND h.submission_method = 'student' AND h.assigned_classes && $2::int[]
     ${lock ? 'FOR UPDATE' : ''}`,
    [schoolId, classIds, id],
  );
  return rows[0];
}

const ARTICLE_COLUMNS = `a.id, a.homework_id, a.title, a.student_name, a.status, a.submitted_at, a.revision_of,
  (a.report IS NOT NULL) AS has_report,
  (SELECT count(*)::int FROM api.homework_files x WHERE x.article_id = a.id AND x.extraction_status IN ('pending', 'running')) AS files_pending`;

/** The student's own essays of these homework, oldest first. */
export async function listStudentArticles(db: Db, studentId: number, homeworkIds: number[]): Promise<StudentArticleRow[]> {
  if (homeworkIds.length === 0) return [];
  return db.query<StudentArticleRow>(
    `SELECT ${ARTICLE_COLUMNS} FROM api.articles a WHERE a.student_user_id = $1 AND a.homework_id = ANY($2::int[]) ORDER BY a.id`,
    [studentId, homeworkIds],
  );
}

export async function findStudentArticle(db: Db, studentId: number, articleId: number): Promise<StudentArticleRow | undefined> {
  return (await db.query<StudentArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM api.articles a WHERE a.id = $1 AND a.student_user_id = $2`, [articleId, studentId]))[0];
}

export async function insertStudentArticle(
  db: Db,
  article: { homeworkId: number; studentId: number; studentName: string; title: string; content: string; revisionOf: number | null },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO api.articles (homework_id, title, student_name, student_user_id, content, revision_of, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'submitted') RETURNING id`,
    [article.homeworkId, article.title, article.studentName, article.studentId, article.content, article.revisionOf],
  );
  return rows[0]!.id;
}

/** Removes an essay not yet corrected that a new submission replaces (its images and re-reads go with it). */
export async function deleteArticle(db: Db, articleId: number): Promise<void> {
  await db.query('DELETE FROM api.articles WHERE id = $1', [articleId]);
}

/** The student's own corrected essay of a homework whose reports are released, or nothing. */
export async function isReleasedToStudent(db: Db, studentId: number, articleId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE a.id = $1 AND a.student_user_id = $2 AND h.released AND a.status = 'graded' AND a.report IS NOT NULL`,
    [articleId, studentId],
  );
  return rows.length > 0;
}
