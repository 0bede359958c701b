import type { Db } from '@essay/db';

export interface ManagedClassRecord {
  id: number;
  cls_name: string;
  code: string;
  created_by: number;
  teacher_name: string;
  student_count: number;
}

/** The school's classes with their teacher and head count; `teacherId` keeps only that teacher's. */
export async function listManagedClasses(
  db: Db,
  schoolId: number,
  teacherId: number | null,
): Promise<ManagedClassRecord[]> {
  return db.query<ManagedClassRecord>(
    `SELECT c.id, c.cls_name, c.code, c.created_by,
            COALESCE(NULLIF(u.nickname, ''), u.username) AS teacher_name,
            (SELECT count(*)::int FROM account.class_members m
               JOIN account.users s ON s.id = m.user_id AND s.role = 21
             WHERE m.class_id = c.id) AS student_count
     FROM account.classes c JOIN account.users u ON u.id = c.created_by
     WHERE c.school_id = $1 AND c.deleted_at IS NULL AND ($2::int IS NULL OR c.created_by = $2)
     ORDER BY c.cls_name, c.id`,
    [schoolId, teacherId],
  );
}

export async function listClassStudents(
  db: Db,
  classId: number,
): Promise<{ id: number; username: string; nickname: string }[]> {
  return db.query(
    `SELECT u.id, u.username, u.nickname FROM account.class_members m JOIN account.users u ON u.id = m.user_id
     WHERE m.class_id = $1 AND u.role = 21 ORDER BY u.nickname, u.username`,
    [classId],
  );
}

/** Whether `userId` is a student member of the class. */
export async function isClassStudent(db: Db, classId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM account.class_members m JOIN account.users u ON u.id = m.user_id
     WHERE m.class_id = $1 AND m.user_id = $2 AND u.role = 21`,
    [classId, userId],
  );
  return rows.length > 0;
}

export async function removeMember(db: Db, classId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM account.class_members WHERE class_id = $1 AND user_id = $2 RETURNING user_id',
    [classId, userId],
  );
  return rows.length > 0;
}

/** Every class membership of the school (the usage report attributes essays to classes with it). */
export async function listSchoolMemberships(
  db: Db,
  schoolId: number,
): Promise<{ class_id: number; user_id: number }[]> {
  return db.query(
    `SELECT m.class_id, m.user_id FROM account.class_members m JOIN account.classes c ON c.id = m.class_id
     WHERE c.school_id = $1 AND c.deleted_at IS NULL`,
    [schoolId],
  );
}
