import { listQuery, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';

export interface StudentEssayRow {
  id: number;
  homework_id: number;
  homework_name: string;
  title: string;
  student_name: string;
  status: string;
  content: string;
  level_label: string | null;
  teacher_override: unknown;
  teacher_suggestion: string;
  has_report: boolean;
  submitted_at: Date | string;
  graded_at: Date | string | null;
}

/**
 * The student's essays in the school: those whose `student_user_id` is the account (handed in by
 * the student, revisions, teacher uploads linked to them). Never by name (issue 41): a namesake's
 * or a renamed classmate's essays are not the student's.
 */
export const listStudentEssays = listQuery((schoolId: number, userId: number) =>
  essaysWithHomework()
    .select(['a.id', 'a.homework_id', 'h.name as homework_name', 'a.title', 'a.student_name'])
    .select(['a.status', 'a.content', 'a.level_label', 'a.teacher_override'])
    .select((eb) => [
      'a.teacher_suggestion',
      eb('a.report', 'is not', null).$castTo<boolean>().as('has_report'),
      'a.submitted_at',
      'a.graded_at',
    ])
    .where('h.school_id', '=', schoolId)
    .where('a.student_user_id', '=', userId)
    .orderBy('a.id'),
);

/** What an erasure of the student deletes, essay by essay: the same essays as `listStudentEssays`. */
export const listErasureEssays = listQuery(
  (schoolId: number, userId: number) =>
    essaysWithHomework()
      .select(['a.id', 'a.homework_id', 'h.name as homework_name', 'a.title', 'a.status'])
      .select((eb) => [
        eb
          .selectFrom('api.homework_files as f')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('f.article_id', '=', 'a.id')
          .$castTo<number>()
          .as('files'),
        eb
          .selectFrom('api.file_pages as p')
          .innerJoin('api.homework_files as f', 'f.id', 'p.file_id')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('f.article_id', '=', 'a.id')
          .$castTo<number>()
          .as('pages'),
        eb('a.report', 'is not', null).$castTo<boolean>().as('report'),
      ])
      .where('h.school_id', '=', schoolId)
      .where('a.student_user_id', '=', userId)
      .orderBy('h.id')
      .orderBy('a.id'),
  (row) => ({ ...row, files: Number(row.files), pages: Number(row.pages) }),
);

/** The page images of an essay in page order (the pictures of the handwriting). */
export const listEssayPageKeys = listQuery(
  (articleId: number) =>
    q
      .selectFrom('api.article_images as i')
      .innerJoin('api.file_pages as p', 'p.id', 'i.page_id')
      .select('p.image_key')
      .where('i.article_id', '=', articleId)
      .where('i.removed_at', 'is', null)
      .orderBy('i.position'),
  (row) => row.image_key,
);

/**
 * Takes the names off the school's homework student lists (teacher uploads are named from them).
 * The caller passes only names no other member of the school carries, so a namesake keeps theirs.
 */
export async function removeStudentNames(db: Db, schoolId: number, names: string[]): Promise<void> {
  for (const name of names) {
    await run(
      db,
      q
        .updateTable('api.homeworks')
        .set({ students: sql<string[]>`array_remove(students, ${name})` })
        .where('school_id', '=', schoolId)
        .where(sql<boolean>`${name} = ANY(students)`),
    );
  }
}
