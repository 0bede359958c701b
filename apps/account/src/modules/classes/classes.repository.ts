import { findQuery, listQuery, sql, statement } from '@essay/db';
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

export const listSchoolClasses = listQuery((schoolId: number) =>
  selectClasses().where('school_id', '=', schoolId).orderBy('id'),
);

export const listMemberClasses = listQuery((userId: number) =>
  q
    .selectFrom('account.classes as c')
    .innerJoin('account.class_members as m', 'm.class_id', 'c.id')
    .select(['c.id', 'c.school_id', 'c.cls_name', 'c.code', 'c.created_by'])
    .where('m.user_id', '=', userId)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.id'),
);

export const insertClass = findQuery(
  (schoolId: number, name: string, code: string, createdBy: number) =>
    q
      .insertInto('account.classes')
      .values({ school_id: schoolId, cls_name: name, code, created_by: createdBy })
      .returning(CLASS_COLUMNS),
  (row) => row!,
);

/** Only a class of `schoolId` is found: another school's class does not exist for the caller. */
export const findSchoolClass = findQuery((schoolId: number, id: number) =>
  selectClasses().where('id', '=', id).where('school_id', '=', schoolId),
);

export const findClassByCode = findQuery((schoolId: number, code: string) =>
  selectClasses()
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .where('school_id', '=', schoolId),
);

/** The class of any school whose join code is `code` (join codes are unique over all schools). */
export const findAnyClassByCode = findQuery((code: string) =>
  selectClasses().where(sql<boolean>`upper(code) = upper(${code})`),
);

export const renameClass = statement((id: number, name: string) =>
  q.updateTable('account.classes').set({ cls_name: name }).where('id', '=', id),
);

export const updateClassCode = statement((id: number, code: string) =>
  q.updateTable('account.classes').set({ code }).where('id', '=', id),
);

export const softDeleteClass = statement((id: number) =>
  q
    .updateTable('account.classes')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', id),
);

export const addMember = statement((classId: number, userId: number) =>
  q
    .insertInto('account.class_members')
    .values({ class_id: classId, user_id: userId })
    .onConflict((oc) => oc.doNothing()),
);
