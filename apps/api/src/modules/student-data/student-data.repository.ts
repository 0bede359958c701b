import type { Db } from '@essay/db';

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
export async function listStudentEssays(
  db: Db,
  schoolId: number,
  userId: number,
  names: string[],
): Promise<StudentEssayRow[]> {
  return db.query<StudentEssayRow>(
    `SELECT a.id, a.homework_id, h.name AS homework_name, a.title, a.student_name, a.status, a.content, a.level_label,
            a.teacher_override, a.teacher_suggestion, a.report IS NOT NULL AS has_report, a.submitted_at, a.graded_at
     FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.school_id = $1 AND (a.student_user_id = $2 OR (a.student_user_id IS NULL AND a.student_name = ANY($3::text[])))
     ORDER BY a.id`,
    [schoolId, userId, names],
  );
}

/** The page images of an essay in page order (the pictures of the handwriting). */
export async function listEssayPageKeys(db: Db, articleId: number): Promise<string[]> {
  const rows = await db.query<{ image_key: string }>(
    `SELECT p.image_key FROM api.article_images i JOIN api.file_pages p ON p.id = i.page_id
     WHERE i.article_id = $1 AND i.removed_at IS NULL ORDER BY i.position`,
    [articleId],
  );
  return rows.map((row) => row.image_key);
}

/** Takes the names off the school's homework student lists (teacher uploads are named from them). */
export async function removeStudentNames(db: Db, schoolId: number, names: string[]): Promise<void> {
  for (const name of names) {
    await db.query(
      'UPDATE api.homeworks SET students = array_remove(students, $2) WHERE school_id = $1 AND $2 = ANY(students)',
      [schoolId, name],
    );
  }
}
