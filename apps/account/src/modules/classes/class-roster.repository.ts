import { ROLE } from '@essay/contracts';
import { rowCount, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import { displayNameOf } from '../users/users.repository.ts';

export interface ManagedClassRecord {
  id: number;
  cls_name: string;
  code: string;
  created_by: number;
  teacher_name: string;
  student_count: number;
}

/** The class's members who are students (a class's teacher may be a member too). */
function studentMembers() {
  return q
    .selectFrom('account.class_members as m')
    .innerJoin('account.users as u', 'u.id', 'm.user_id')
    .where('u.role', '=', ROLE.student);
}

/** The school's classes with their teacher and head count; `teacherId` keeps only that teacher's. */
export async function listManagedClasses(
  db: Db,
  schoolId: number,
  teacherId: number | null,
): Promise<ManagedClassRecord[]> {
  return run(
    db,
    q
      .selectFrom('account.classes as c')
      .innerJoin('account.users as t', 't.id', 'c.created_by')
      .select([
        'c.id',
        'c.cls_name',
        'c.code',
        'c.created_by',
        displayNameOf('t').as('teacher_name'),
      ])
      .select((eb) =>
        studentMembers()
          .select(rowCount.as('n'))
          .where('m.class_id', '=', eb.ref('c.id'))
          .as('student_count'),
      )
      .where('c.school_id', '=', schoolId)
      .where('c.deleted_at', 'is', null)
      .$if(teacherId !== null, (qb) => qb.where('c.created_by', '=', teacherId!))
      .orderBy('c.cls_name')
      .orderBy('c.id')
      .$narrowType<{ student_count: number }>(),
  );
}

export async function listClassStudents(
  db: Db,
  classId: number,
): Promise<{ id: number; username: string; nickname: string }[]> {
  return run(
    db,
    studentMembers()
      .select(['u.id', 'u.username', 'u.nickname'])
      .where('m.class_id', '=', classId)
      .orderBy('u.nickname')
      .orderBy('u.username'),
  );
}

/** Whether `userId` is a student member of the class. */
export async function isClassStudent(db: Db, classId: number, userId: number): Promise<boolean> {
  const rows = await run(
    db,
    studentMembers()
      .select('m.user_id')
      .where('m.class_id', '=', classId)
      .where('m.user_id', '=', userId),
  );
  return rows.length > 0;
}

export async function removeMember(db: Db, classId: number, userId: number): Promise<boolean> {
  const rows = await run(
    db,
    q
      .deleteFrom('account.class_members')
      .where('class_id', '=', classId)
      .where('user_id', '=', userId)
      .returning('user_id'),
  );
  return rows.length > 0;
}

/** Every class membership of the school (the usage report attributes essays to classes with it). */
export async function listSchoolMemberships(
  db: Db,
  schoolId: number,
): Promise<{ class_id: number; user_id: number }[]> {
  return run(
    db,
    q
      .selectFrom('account.class_members as m')
      .innerJoin('account.classes as c', 'c.id', 'm.class_id')
      .select(['m.class_id', 'm.user_id'])
      .where('c.school_id', '=', schoolId)
      .where('c.deleted_at', 'is', null),
  );
}
