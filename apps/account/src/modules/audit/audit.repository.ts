import { REPORT_TIME_ZONE, type AuditFilter, type AuditRecord } from '@essay/contracts';
import type { Db } from '@essay/db';

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

export async function insertAuditEvent(db: Db, event: NewAccountAuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO account.audit_events (school_id, actor_id, address, action, student_id, subject_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      event.schoolId,
      event.actorId,
      event.address,
      event.action,
      event.studentId ?? null,
      event.subjectId ?? null,
      JSON.stringify(event.detail ?? {}),
    ],
  );
}

interface Row extends Omit<AuditRecord, 'at' | 'id' | 'homework_id' | 'article_id'> {
  id: string | number;
  at: Date | string;
}

/** The school's rows matching the filter, newest first, at most `limit`. */
export async function listAuditEvents(
  db: Db,
  schoolId: number,
  filter: AuditFilter,
  limit: number,
): Promise<AuditRecord[]> {
  // Account rows have no homework: a homework filter matches none of them.
  if (filter.homework_id !== undefined) return [];
  const rows = await db.query<Row>(
    `SELECT id, at, school_id, actor_id, address, action, student_id, subject_id, detail
     FROM account.audit_events
     WHERE school_id = $1
       AND ($2::date IS NULL OR at >= ($2::date)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')
       AND ($3::date IS NULL OR at < ($3::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')
       AND ($4::text IS NULL OR action = $4) AND ($5::int IS NULL OR actor_id = $5) AND ($6::int IS NULL OR student_id = $6)
     ORDER BY at DESC, id DESC LIMIT $7`,
    [
      schoolId,
      filter.from ?? null,
      filter.to ?? null,
      filter.action ?? null,
      filter.actor_id ?? null,
      filter.student_id ?? null,
      limit,
    ],
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
export async function findUserSchool(db: Db, userId: number): Promise<number | null> {
  const rows = await db.query<{ school_id: number }>(
    'SELECT school_id FROM account.users WHERE id = $1',
    [userId],
  );
  return rows[0]?.school_id ?? null;
}
