import type { ArticleStatus, SubmissionMethod } from '@essay/contracts';
import { findQuery, listQuery, sql, unlessEmpty, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import {
  deleteArticle,
  essaysWithHomework,
  insertArticle,
} from '../articles/articles.repository.ts';
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
  submission_method: SubmissionMethod;
}

export interface StudentArticleRow {
  id: number;
  homework_id: number;
  title: string;
  student_name: string;
  status: ArticleStatus;
  submitted_at: Date | string;
  revision_of: number | null;
  has_report: boolean;
  files_pending: number;
}

function selectStudentHomework() {
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
      'h.submission_method',
    ]);
}

/**
 * Teacher-upload homework of the school holding an essay the teacher linked to the student
 * (issue 41): the student reads its report once released, whoever uploaded it.
 */
export const listLinkedHomeworks = listQuery((schoolId: number, studentId: number) =>
  selectStudentHomework()
    .where('h.school_id', '=', schoolId)
    .where('h.submission_method', '=', 'teacher')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('api.articles as a')
          .select('a.id')
          .whereRef('a.homework_id', '=', 'h.id')
          .where('a.student_user_id', '=', studentId),
      ),
    ),
);

/** Homework students hand in, of the school, assigned to one of `classIds`. */
function selectClassHomework(schoolId: number, classIds: number[]) {
  return selectStudentHomework()
    .where('h.school_id', '=', schoolId)
    .where('h.submission_method', '=', 'student')
    .where(sql<boolean>`h.assigned_classes && ${classIds}::int[]`);
}

export const listClassHomeworks = listQuery((schoolId: number, classIds: number[]) =>
  unlessEmpty(
    classIds,
    selectClassHomework(schoolId, classIds)
      .orderBy('h.submission_deadline_at', 'desc')
      .orderBy('h.id', 'desc'),
  ),
);

/** One such homework, or nothing: another class's or school's homework does not exist for the student. */
export const findClassHomework = findQuery(
  (schoolId: number, classIds: number[], id: number, lock: boolean = false) =>
    unlessEmpty(
      classIds,
      selectClassHomework(schoolId, classIds)
        .where('h.id', '=', id)
        .$if(lock, (qb) => qb.forUpdate()),
    ),
);

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
      'a.content',
    ])
    .select((eb) => [
      eb('a.report', 'is not', null).$castTo<boolean>().as('has_report'),
      countEssayFiles(['pending', 'running']).as('files_pending'),
    ])
    .$narrowType<{ files_pending: number }>();
}

/** The student's own essays of these homework, oldest first. */
export const listStudentArticles = listQuery((studentId: number, homeworkIds: number[]) =>
  unlessEmpty(
    homeworkIds,
    selectStudentArticle()
      .where('a.student_user_id', '=', studentId)
      .where('a.homework_id', 'in', homeworkIds)
      .orderBy('a.id'),
  ),
);

export const findStudentArticle = findQuery((studentId: number, articleId: number) =>
  selectStudentArticle().where('a.id', '=', articleId).where('a.student_user_id', '=', studentId),
);

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
  return insertArticle(db, { ...article, handedInBy: 'student' });
}

/** Removes an essay not yet corrected that a new submission replaces (its images and re-reads go with it). */
export { deleteArticle };

/** The student's own corrected essay of a homework whose reports are released, or nothing. */
export const isReleasedToStudent = findQuery(
  (studentId: number, articleId: number) =>
    essaysWithHomework()
      .select('a.id')
      .where('a.id', '=', articleId)
      .where('a.student_user_id', '=', studentId)
      .where('h.released', '=', true)
      .where('a.status', '=', 'graded')
      .where('a.report', 'is not', null),
  (row) => row !== undefined,
);
