import { ROLE } from '@essay/contracts';
import { changeQuery, listQuery, rowCount, statement } from '@essay/db';
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

export const listClassStudents = listQuery((classId: number) =>
  studentMembers()
    .select(['u.id', 'u.username', 'u.nickname'])
    .where('m.class_id', '=', classId)
    .orderBy('u.nickname')
    .orderBy('u.username'),
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
