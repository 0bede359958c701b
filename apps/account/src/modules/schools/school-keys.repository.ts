import { listQuery, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

export const listSchoolKeys = listQuery(() =>
  q.selectFrom('account.schools').select(['id', 'name', 'name_key']).orderBy('id'),
);

export const setSchoolKey = statement((schoolId: number, nameKey: string) =>
  q.updateTable('account.schools').set({ name_key: nameKey }).where('id', '=', schoolId),
);
