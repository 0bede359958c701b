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
 * The student's essays in the school: those handed in from the account, and teacher uploads
 * (which have no account link) named with one of the student's names.
 */
export const listStudentEssays = listQuery((schoolId: number, userId: number, names: string[]) =>
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
    .where((eb) =>
      eb.or([
        eb('a.student_user_id', '=', userId),
        eb.and([
          eb('a.student_user_id', 'is', null),
          sql<boolean>`a.student_name = ANY(${names}::text[])`,
        ]),
      ]),
    )
    .orderBy('a.id'),
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

/** Takes the names off the school's homework student lists (teacher uploads are named from them). */
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
