import type { Db } from '@essay/db';

export interface ClassRecord {
  id: number;
  school_id: number;
  cls_name: string;
  code: string;
  created_by: number;
}

export async function listSchoolClasses(db: Db, schoolId: number): Promise<ClassRecord[]> {
  return db.query<ClassRecord>(
    `SELECT id, school_id, cls_name, code, created_by FROM account.classes
     WHERE school_id = $1 AND deleted_at IS NULL ORDER BY id`,
    [schoolId],
  );
}

export async function listMemberClasses(db: Db, userId: number): Promise<ClassRecord[]> {
  return db.query<ClassRecord>(
    `SELECT c.id, c.school_id, c.cls_name, c.code, c.created_by FROM account.classes c
     JOIN account.class_members m ON m.class_id = c.id
     WHERE m.user_id = $1 AND c.deleted_at IS NULL ORDER BY c.id`,
    [userId],
  );
}

export async function insertClass(
  db: Db,
  schoolId: number,
  name: string,
  code: string,
  createdBy: number,
): Promise<ClassRecord> {
  const rows = await db.query<ClassRecord>(
    `INSERT INTO account.classes (school_id, cls_name, code, created_by) VALUES ($1, $2, $3, $4)
     RETURNING id, school_id, cls_name, code, created_by`,
    [schoolId, name, code, createdBy],
  );
  return rows[0]!;
}

/** Only a class of `schoolId` is found: another school's class does not exist for the caller. */
export async function findSchoolClass(
  db: Db,
  schoolId: number,
  id: number,
): Promise<ClassRecord | undefined> {
  const rows = await db.query<ClassRecord>(
    `SELECT id, school_id, cls_name, code, created_by FROM account.classes
     WHERE id = $1 AND school_id = $2 AND deleted_at IS NULL`,
    [id, schoolId],
  );
  return rows[0];
}

export async function findClassByCode(
  db: Db,
  schoolId: number,
  code: string,
): Promise<ClassRecord | undefined> {
  const rows = await db.query<ClassRecord>(
    `SELECT id, school_id, cls_name, code, created_by FROM account.classes
     WHERE upper(code) = upper($1) AND school_id = $2 AND deleted_at IS NULL`,
    [code, schoolId],
  );
  return rows[0];
}

export async function renameClass(db: Db, id: number, name: string): Promise<void> {
  await db.query('UPDATE account.classes SET cls_name = $2 WHERE id = $1', [id, name]);
}

export async function updateClassCode(db: Db, id: number, code: string): Promise<void> {
  await db.query('UPDATE account.classes SET code = $2 WHERE id = $1', [id, code]);
}

export async function softDeleteClass(db: Db, id: number): Promise<void> {
  await db.query('UPDATE account.classes SET deleted_at = now() WHERE id = $1', [id]);
}

export async function addMember(db: Db, classId: number, userId: number): Promise<void> {
  await db.query(
    'INSERT INTO account.class_members (class_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [classId, userId],
  );
}
