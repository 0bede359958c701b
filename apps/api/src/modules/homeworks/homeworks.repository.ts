import type { Db } from '@essay/db';

export async function countArticlesAwaitingCorrection(db: Db, teacherId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id
     WHERE h.teacher_id = $1 AND a.status = 'submitted'`,
    [teacherId],
  );
  return rows[0]?.n ?? 0;
}

/** Open homework of the student's classes that has no essay of theirs yet. */
export async function countPendingAssignments(db: Db, studentId: number, classIds: number[]): Promise<number> {
  if (classIds.length === 0) return 0;
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api.homeworks h
     WHERE h.assigned_classes && $2::int[] AND h.submission_deadline_at > now()
       AND NOT EXISTS (SELECT 1 FROM api.articles a WHERE a.homework_id = h.id AND a.student_user_id = $1)`,
    [studentId, classIds],
  );
  return rows[0]?.n ?? 0;
}
