import { REPORT_TIME_ZONE, type AuditFilter, type AuditRecord } from '@essay/contracts';
import { findQuery, listQuery, onLocalDays, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';
import { essaysWithHomework } from '../articles/articles.repository.ts';

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

/**
 * The trail is append-only (a trigger refuses changes): events are only ever inserted. An event
 * is its row: its fields are the table's columns.
 */
export const insertAuditEvent = statement(({ detail, ...columns }: NewAuditEvent) =>
  q.insertInto('api.audit_events').values({ ...columns, detail: JSON.stringify(detail) }),
);

export const findArticleScope = findQuery((articleId: number) =>
  essaysWithHomework()
    .select(['h.school_id', 'h.id as homework_id', 'a.id as article_id'])
    .select('a.student_user_id as student_id')
    .where('a.id', '=', articleId),
);

export const findHomeworkScope = findQuery((homeworkId: number) =>
  q
    .selectFrom('api.homeworks as h')
    .select(['h.school_id', 'h.id as homework_id'])
    .select([sql<null>`NULL::int`.as('article_id'), sql<null>`NULL::int`.as('student_id')])
    .where('h.id', '=', homeworkId),
);

/** A stored file (`fileId`) or one of its page images (`pageId`): its homework, and its essay once arranged. */
export const findFileScope = findQuery((target: { fileId: number } | { pageId: number }) =>
  q
    .selectFrom('api.homework_files as f')
    .innerJoin('api.homeworks as h', 'h.id', 'f.homework_id')
    .leftJoin('api.articles as a', 'a.id', 'f.article_id')
    .select(['h.school_id', 'h.id as homework_id', 'a.id as article_id'])
    .select('a.student_user_id as student_id')
    .where(
      'f.id',
      '=',
      'fileId' in target
        ? target.fileId
        : q.selectFrom('api.file_pages').select('file_id').where('id', '=', target.pageId),
    ),
);

/** The school's rows matching the filter, newest first, at most `limit`. */
export const listAuditEvents = listQuery(
  (schoolId: number, filter: AuditFilter, limit: number) =>
    q
      .selectFrom('api.audit_events')
      .select(['id', 'at', 'school_id', 'actor_id', 'address', 'action', 'homework_id'])
      .select(['article_id', 'student_id', 'subject_id', 'detail'])
      .where('school_id', '=', schoolId)
      .where((eb) => eb.and(onLocalDays('at', filter, REPORT_TIME_ZONE)))
      // Each filter given narrows the rows; one left out matches every row.
      .where((eb) =>
        eb.and({
          action: filter.action,
          actor_id: filter.actor_id,
          student_id: filter.student_id,
          homework_id: filter.homework_id,
        }),
      )
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit),
  (row): AuditRecord => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }),
);

/**
 * Holds, until the transaction ends, the lock of one reading session (actor, action, essay): a
 * page's images are fetched in parallel, and each request must see the event the first one wrote.
 */
export const lockReadingSession = statement((key: string) =>
  q.selectNoFrom(sql<string>`pg_advisory_xact_lock(hashtext(${key}))::text`.as('locked')),
);

/** Whether the actor has such an event on the essay since `since`: the reading session is recorded. */
export const hasEventSince = findQuery(
  (event: { actor_id: number; action: AuditRecord['action']; article_id: number; since: Date }) =>
    q
      .selectFrom('api.audit_events')
      .select('id')
      .where('actor_id', '=', event.actor_id)
      .where('action', '=', event.action)
      .where('article_id', '=', event.article_id)
      .where('at', '>=', event.since)
      .limit(1),
  (row) => row !== undefined,
);
