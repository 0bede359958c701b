import { findQuery } from '@essay/db';
import { q } from '../../db/tables.ts';

/**
 * Whether the school has product data: homework (with it essays, files, reports) or engine usage.
 * The operator's school removal refuses such a school (decision 0071).
 */
export const schoolHasProductData = findQuery(
  (schoolId: number) =>
    q
      .selectFrom('api.homeworks')
      .select('school_id')
      .where('school_id', '=', schoolId)
      .union(q.selectFrom('api.engine_usage').select('school_id').where('school_id', '=', schoolId))
      .limit(1),
  (row) => row !== undefined,
);
