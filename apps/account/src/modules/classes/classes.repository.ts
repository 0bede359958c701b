import { first, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

export interface ClassRecord {
  id: number;
  school_id: number;
  cls_name: string;
  code: string;
  created_by: number;
}

const CLASS_COLUMNS = ['id', 'school_id', 'cls_name', 'code', 'created_by'] as const;

/** Classes not deleted, as a class record. */
function selectClasses() {
  return q.selectFrom('account.classes').select(CLASS_COLUMNS).where('deleted_at', 'is', null);
}

export async function listSchoolClasses(db: Db, schoolId: number): Promise<ClassRecord[]> {
  return run(db, selectClasses().where('school_id', '=', schoolId).orderBy('id'));
}

export async function listMemberClasses(db: Db, userId: number): Promise<ClassRecord[]> {
  return run(
    db,
    q
      .selectFrom('account.classes as c')
      .innerJoin('account.class_members as m', 'm.class_id', 'c.id')
      .select(['c.id', 'c.school_id', 'c.cls_name', 'c.code', 'c.created_by'])
      .where('m.user_id', '=', userId)
      .where('c.deleted_at', 'is', null)
      .orderBy('c.id'),
  );
}

export async function insertClass(
  db: Db,
  schoolId: number,
  name: string,
  code: string,
  createdBy: number,
): Promise<ClassRecord> {
  const row = await first(
    db,
    q
      .insertInto('account.classes')
      .values({ school_id: schoolId, cls_name: name, code, created_by: createdBy })
      .returning(CLASS_COLUMNS),
  );
  return row!;
}

/** Only a class of `schoolId` is found: another school's class does not exist for the caller. */
export async function findSchoolClass(
  db: Db,
  schoolId: number,
  id: number,
): Promise<ClassRecord | undefined> {
  return first(db, selectClasses().where('id', '=', id).where('school_id', '=', schoolId));
}

export async function findClassByCode(
  db: Db,
  schoolId: number,
  code: string,
): Promise<ClassRecord | undefined> {
  return first(
    db,
    selectClasses()
      .where(sql<boolean>`upper(code) = upper(${code})`)
      .where('school_id', '=', schoolId),
  );
}

export async function renameClass(db: Db, id: number, name: string): Promise<void> {
  await run(db, q.updateTable('account.classes').set({ cls_name: name }).where('id', '=', id));
}

export async function updateClassCode(db: Db, id: number, code: string): Promise<void> {
  await run(db, q.updateTable('account.classes').set({ code }).where('id', '=', id));
}

export async function softDeleteClass(db: Db, id: number): Promise<void> {
  await run(
    db,
    q
      .updateTable('account.classes')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', id),
  );
}

export async function addMember(db: Db, classId: number, userId: number): Promise<void> {
  await run(
    db,
    q
      .insertInto('account.class_members')
      .values({ class_id: classId, user_id: userId })
      .onConflict((oc) => oc.doNothing()),
  );
}
