import { ROLE } from '@essay/contracts';
import { changeQuery, listQuery, rowCount, sql, statement, unlessEmpty } from '@essay/db';
import { q } from '../../db/tables.ts';
import { displayNameOf } from '../users/users.repository.ts';

/** The class's members who are students (a class's teacher may be a member too). */
function studentMembers() {
  return q
    .selectFrom('account.class_members as m')
    .innerJoin('account.users as u', 'u.id', 'm.user_id')
    .where('u.role', '=', ROLE.student);
}

/** The school's classes with their teacher and head count; `teacherId` keeps only that teacher's. */
export const listManagedClasses = listQuery((schoolId: number, teacherId: number | null) =>
  q
    .selectFrom('account.classes as c')
    .innerJoin('account.users as t', 't.id', 'c.created_by')
    .select(['c.id', 'c.cls_name', 'c.code', 'c.created_by', displayNameOf('t').as('teacher_name')])
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

/** By seat number (students without one last), then by name. */
export const listClassStudents = listQuery((classId: number) =>
  studentMembers()
    .select(['u.id', 'u.username', 'u.nickname', 'm.seat_no'])
    .where('m.class_id', '=', classId)
    .orderBy(sql`m.seat_no NULLS LAST`)
    .orderBy('u.nickname')
    .orderBy('u.username'),
);

/**
 * The rosters of some of the school's classes (a homework's assigned classes): each active
 * student member with their seat number and shown name, by class, seat, then name.
 */
export const listClassRosters = listQuery((schoolId: number, classIds: number[]) =>
  unlessEmpty(
    classIds,
    studentMembers()
      .innerJoin('account.classes as c', 'c.id', 'm.class_id')
      .select(['m.class_id', 'c.cls_name', 'm.user_id', 'm.seat_no', displayNameOf('u').as('name')])
      .where('c.school_id', '=', schoolId)
      .where('c.deleted_at', 'is', null)
      .where('m.class_id', 'in', classIds)
      .where('u.member_status', '=', 'active')
      .orderBy('m.class_id')
      .orderBy(sql`m.seat_no NULLS LAST`)
      .orderBy('u.nickname')
      .orderBy('m.user_id'),
  ),
);

/** Whether another student of the class has this seat number. */
export const isSeatTaken = changeQuery((classId: number, seatNo: number, userId: number) =>
  q
    .selectFrom('account.class_members')
    .select('user_id')
    .where('class_id', '=', classId)
    .where('seat_no', '=', seatNo)
    .where('user_id', '<>', userId),
);

export const setSeat = changeQuery((classId: number, userId: number, seatNo: number | null) =>
  q
    .updateTable('account.class_members')
    .set({ seat_no: seatNo })
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .returning('user_id'),
);

/** Whether `userId` is a student member of the class. */
export const isClassStudent = changeQuery((classId: number, userId: number) =>
  studentMembers()
    .select('m.user_id')
    .where('m.class_id', '=', classId)
    .where('m.user_id', '=', userId),
);

export const removeMember = changeQuery((classId: number, userId: number) =>
  q
    .deleteFrom('account.class_members')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .returning('user_id'),
);

/** A member who leaves the school (removed, rejected) leaves every class roster too (issue 41). */
export const leaveAllClasses = statement((userId: number) =>
  q.deleteFrom('account.class_members').where('user_id', '=', userId),
);

/** Every class membership of the school (the usage report attributes essays to classes with it). */
export const listSchoolMemberships = listQuery((schoolId: number) =>
  q
    .selectFrom('account.class_members as m')
    .innerJoin('account.classes as c', 'c.id', 'm.class_id')
    .select(['m.class_id', 'm.user_id'])
    .where('c.school_id', '=', schoolId)
    .where('c.deleted_at', 'is', null),
);
