import { listQuery } from '@essay/db';
import { q } from '../../db/tables.ts';

/** Every account of the school, whatever its membership state: whose files count for the school. */
export const listSchoolUserIds = listQuery(
  (schoolId: number) =>
    q.selectFrom('account.users').select('id').where('school_id', '=', schoolId).orderBy('id'),
  (row) => row.id,
);
