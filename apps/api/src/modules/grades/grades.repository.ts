import { findQuery } from '@essay/db';
import { q } from '../../db/tables.ts';

/** A homework of the school, or nothing: another school's homework does not exist for the caller. */
export const findSchoolHomework = findQuery((schoolId: number, id: number) =>
  q
    .selectFrom('api.homeworks')
    .select(['id', 'name', 'school_id', 'teacher_id', 'assigned_classes'])
    .where('id', '=', id)
    .where('school_id', '=', schoolId),
);
