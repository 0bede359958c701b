import { findQuery, sql } from '@essay/db';
import { q } from '../../db/tables.ts';

/** The original files of the school's homework: how many, and their bytes. */
export const sumSchoolFiles = findQuery(
  (schoolId: number) =>
    q
      .selectFrom('api.homework_files as f')
      .innerJoin('api.homeworks as h', 'h.id', 'f.homework_id')
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<string>`coalesce(sum(f.size), 0)::text`.as('bytes'),
      ])
      .where('h.school_id', '=', schoolId),
  (row) => ({ count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0) }),
);
