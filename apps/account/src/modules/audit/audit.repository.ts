import { REPORT_TIME_ZONE, type AuditFilter, type AuditRecord } from '@essay/contracts';
import { findQuery, onLocalDays, run, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

/** One row of account.audit_events to add; the table refuses every change afterwards. */
export interface NewAccountAuditEvent {
  schoolId: number;
  actorId: number | null;
  address: string;
  action: AuditRecord['action'];
  studentId?: number | null;
  subjectId?: number | null;
  detail?: AuditRecord['detail'];
}

export const insertAuditEvent = statement((event: NewAccountAuditEvent) =>
  q.insertInto('account.audit_events').values({
    school_id: event.schoolId,
    actor_id: event.actorId,
    address: event.address,
    action: event.action,
    student_id: event.studentId ?? null,
    subject_id: event.subjectId ?? null,
    detail: JSON.stringify(event.detail ?? {}),
  }),
);

/** The school's rows matching the filter, newest first, at most `limit`. */
export async function listAuditEvents(
  db: Db,
  schoolId: number,
  filter: AuditFilter,
  limit: number,
): Promise<AuditRecord[]> {
  // Account rows have no homework: a homework filter matches none of them.
  if (filter.homework_id !== undefined) return [];
  const rows = await run(
    db,
    q
      .selectFrom('account.audit_events')
      .select(['id', 'at', 'school_id', 'actor_id', 'address', 'action', 'student_id'])
      .select(['subject_id', 'detail'])
      .where('school_id', '=', schoolId)
      .where((eb) => eb.and(onLocalDays('at', filter, REPORT_TIME_ZONE)))
      // Each filter given narrows the rows; one left out matches every row.
      .where((eb) =>
        eb.and({ action: filter.action, actor_id: filter.actor_id, student_id: filter.student_id }),
      )
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    homework_id: null,
    article_id: null,
  }));
}

/** The school of a user (ledger rows name only the user). */
export const findUserSchool = findQuery(
  (userId: number) => q.selectFrom('account.users').select('school_id').where('id', '=', userId),
  (row) => row?.school_id ?? null,
);
