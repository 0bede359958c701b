import { listQuery, run, sql, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

/** A school as the platform operator's list shows it: its name and how many people are in it. */
export interface SchoolOverview {
  id: number;
  name: string;
  created_at: string;
  active: number;
  pending: number;
  /** Removed and rejected members: accounts that are still in the school's tables. */
  former: number;
  classes: number;
  /** Members with points history (the ledger is kept: such a school is not removed). */
  with_points: number;
}

const countUsers = (status: string) =>
  sql<number>`(SELECT count(*)::int FROM account.users u WHERE u.school_id = s.id AND u.member_status = ${status})`;

export const listSchoolOverviews = listQuery(
  () =>
    q
      .selectFrom('account.schools as s')
      .select(['s.id', 's.name', 's.created_at'])
      .select([
        countUsers('active').as('active'),
        countUsers('pending').as('pending'),
        sql<number>`(SELECT count(*)::int FROM account.users u WHERE u.school_id = s.id AND u.member_status IN ('removed', 'rejected'))`.as(
          'former',
        ),
        sql<number>`(SELECT count(*)::int FROM account.classes c WHERE c.school_id = s.id AND c.deleted_at IS NULL)`.as(
          'classes',
        ),
        sql<number>`(SELECT count(DISTINCT l.user_id)::int FROM account.point_ledger l JOIN account.users u ON u.id = l.user_id WHERE u.school_id = s.id)`.as(
          'with_points',
        ),
      ])
      .orderBy('s.id'),
  (row): SchoolOverview => ({ ...row, created_at: new Date(row.created_at).toISOString() }),
);

/**
 * Deletes a school and every account row of it (classes, memberships, point requests and
 * balances, sessions, sign-in codes, the users). The trail is append-only and keeps its rows,
 * which hold ids only. Run in a transaction, after the caller's checks.
 */
export async function deleteSchoolRows(db: Db, schoolId: number): Promise<void> {
  const users = q.selectFrom('account.users').select('id').where('school_id', '=', schoolId);
  const classes = q.selectFrom('account.classes').select('id').where('school_id', '=', schoolId);
  await run(db, q.deleteFrom('account.class_members').where('class_id', 'in', classes));
  await run(db, q.deleteFrom('account.class_members').where('user_id', 'in', users));
  await run(db, q.deleteFrom('account.classes').where('school_id', '=', schoolId));
  await run(db, q.deleteFrom('account.point_asks').where('school_id', '=', schoolId));
  await run(db, q.deleteFrom('account.point_balances').where('user_id', 'in', users));
  await run(db, q.deleteFrom('account.users').where('school_id', '=', schoolId));
  await run(db, q.deleteFrom('account.schools').where('id', '=', schoolId));
}
