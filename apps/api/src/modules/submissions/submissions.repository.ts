import { first, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { deleteArticle, insertArticle } from '../articles/articles.repository.ts';
import { countEssayFiles } from '../files/files.repository.ts';

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

/** Homework students hand in, of the school, assigned to one of `classIds`. */
function selectClassHomework(schoolId: number, classIds: number[]) {
  return q
    .selectFrom('api.homeworks as h')
    .select([
      'h.id',
      'h.name',
      'h.instructions',
      'h.submission_begin_at',
      'h.submission_deadline_at',
      'h.assigned_classes',
      'h.allow_revision',
      'h.released',
    ])
    .where('h.school_id', '=', schoolId)
    .where('h.submission_method', '=', 'student')
    .where(sql<boolean>`h.assigned_classes && ${classIds}::int[]`);
}

export async function listClassHomeworks(
  db: Db,
  schoolId: number,
  classIds: number[],
): Promise<StudentHomeworkRow[]> {
  if (classIds.length === 0) return [];
  return run(
    db,
    selectClassHomework(schoolId, classIds)
      .orderBy('h.submission_deadline_at', 'desc')
      .orderBy('h.id', 'desc'),
  );
}

/** One such homework, or nothing: another class's or school's homework does not exist for the student. */
export async function findClassHomework(
  db: Db,
  schoolId: number,
  classIds: number[],
  id: number,
  lock = false,
): Promise<StudentHomeworkRow | undefined> {
  if (classIds.length === 0) return undefined;
  return first(
    db,
    selectClassHomework(schoolId, classIds)
      .where('h.id', '=', id)
      .$if(lock, (qb) => qb.forUpdate()),
  );
}

/** A student's essays with whether they have a report and how many of their files are still being read. */
function selectStudentArticle() {
  return q
    .selectFrom('api.articles as a')
    .select([
      'a.id',
      'a.homework_id',
      'a.title',
      'a.student_name',
      'a.status',
      'a.submitted_at',
      'a.revision_of',
    ])
    .select((eb) => [
      eb('a.report', 'is not', null).$castTo<boolean>().as('has_report'),
      countEssayFiles(['pending', 'running']).as('files_pending'),
    ])
    .$narrowType<{ files_pending: number }>();
}

/** The student's own essays of these homework, oldest first. */
export async function listStudentArticles(
  db: Db,
  studentId: number,
  homeworkIds: number[],
): Promise<StudentArticleRow[]> {
  if (homeworkIds.length === 0) return [];
  return run(
    db,
    selectStudentArticle()
      .where('a.student_user_id', '=', studentId)
      .where('a.homework_id', 'in', homeworkIds)
      .orderBy('a.id'),
  );
}

export async function findStudentArticle(
  db: Db,
  studentId: number,
  articleId: number,
): Promise<StudentArticleRow | undefined> {
  return first(
    db,
    selectStudentArticle().where('a.id', '=', articleId).where('a.student_user_id', '=', studentId),
  );
}

export async function insertStudentArticle(
  db: Db,
  article: {
    homeworkId: number;
    studentId: number;
    studentName: string;
    title: string;
    content: string;
    revisionOf: number | null;
  },
): Promise<number> {
  return insertArticle(db, article);
}

/** Removes an essay not yet corrected that a new submission replaces (its images and re-reads go with it). */
export { deleteArticle };

/** The student's own corrected essay of a homework whose reports are released, or nothing. */
export async function isReleasedToStudent(
  db: Db,
  studentId: number,
  articleId: number,
): Promise<boolean> {
  const row = await first(
    db,
    q
      .selectFrom('api.articles as a')
      .innerJoin('api.homeworks as h', 'h.id', 'a.homework_id')
      .select('a.id')
      .where('a.id', '=', articleId)
      .where('a.student_user_id', '=', studentId)
      .where('h.released', '=', true)
      .where('a.status', '=', 'graded')
      .where('a.report', 'is not', null),
  );
  return row !== undefined;
}
