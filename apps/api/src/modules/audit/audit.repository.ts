import { REPORT_TIME_ZONE, type AuditFilter, type AuditRecord } from '@essay/contracts';
import type { Db } from '@essay/db';

/** Where an event happened: the school always, the homework, essay and student when there are. */
export interface AuditScope {
  school_id: number;
  homework_id: number | null;
  article_id: number | null;
  student_id: number | null;
}

export interface NewAuditEvent extends AuditScope {
  actor_id: number | null;
  address: string;
  action: AuditRecord['action'];
  subject_id: number | null;
  detail: AuditRecord['detail'];
}

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.query(
    `INSERT INTO api.audit_events (school_id, actor_id, address, action, homework_id, article_id, student_id, subject_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      event.school_id,
      event.actor_id,
      event.address,
      event.action,
      event.homework_id,
      event.article_id,
      event.student_id,
      event.subject_id,
      JSON.stringify(event.detail),
    ],
  );
}

const SCOPE = 'h.school_id, h.id AS homework_id';

export async function findArticleScope(db: Db, articleId: number): Promise<AuditScope | undefined> {
  return (
    await db.query<AuditScope>(
      `SELECT ${SCOPE}, a.id AS article_id, a.student_user_id AS student_id
       FROM api.articles a JOIN api.homeworks h ON h.id = a.homework_id WHERE a.id = $1`,
      [articleId],
    )
  )[0];
}

export async function findHomeworkScope(
  db: Db,
  homeworkId: number,
): Promise<AuditScope | undefined> {
  return (
    await db.query<AuditScope>(
      `SELECT ${SCOPE}, NULL::int AS article_id, NULL::int AS student_id FROM api.homeworks h WHERE h.id = $1`,
      [homeworkId],
    )
  )[0];
}

/** A stored file (`fileId`) or one of its page images (`pageId`): its homework, and its essay once arranged. */
export async function findFileScope(
  db: Db,
  target: { fileId: number } | { pageId: number },
): Promise<AuditScope | undefined> {
  const where =
    'fileId' in target ? 'f.id = $1' : 'f.id = (SELECT file_id FROM api.file_pages WHERE id = $1)';
  return (
    await db.query<AuditScope>(
      `SELECT ${SCOPE}, a.id AS article_id, a.student_user_id AS student_id
       FROM api.homework_files f JOIN api.homeworks h ON h.id = f.homework_id LEFT JOIN api.articles a ON a.id = f.article_id
       WHERE ${where}`,
      ['fileId' in target ? target.fileId : target.pageId],
    )
  )[0];
}

interface Row extends Omit<AuditRecord, 'at' | 'id'> {
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
  const rows = await db.query<Row>(
    `SELECT id, at, school_id, actor_id, address, action, homework_id, article_id, student_id, subject_id, detail
     FROM api.audit_events
     WHERE school_id = $1
       AND ($2::date IS NULL OR at >= ($2::date)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')
       AND ($3::date IS NULL OR at < ($3::date + 1)::timestamp AT TIME ZONE '${REPORT_TIME_ZONE}')
       AND ($4::text IS NULL OR action = $4) AND ($5::int IS NULL OR actor_id = $5)
       AND ($6::int IS NULL OR student_id = $6) AND ($7::int IS NULL OR homework_id = $7)
     ORDER BY at DESC, id DESC LIMIT $8`,
    [
      schoolId,
      filter.from ?? null,
      filter.to ?? null,
      filter.action ?? null,
      filter.actor_id ?? null,
      filter.student_id ?? null,
      filter.homework_id ?? null,
      limit,
    ],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
}
