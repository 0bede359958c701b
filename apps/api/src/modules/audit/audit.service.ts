import type { Caller } from '@essay/account';
import type { Db } from '@essay/db';
import {
  AUDIT_MAX_ROWS,
  type AuditEvent,
  type AuditFilter,
  type AuditRecord,
  type AuditTrail,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import {
  findArticleScope,
  findFileScope,
  findHomeworkScope,
  hasEventSince,
  insertAuditEvent,
  lockReadingSession,
  listAuditEvents,
  type AuditScope,
} from './audit.repository.ts';

/** Who did it and from where; `userId` null: the server itself (the retention job). */
export interface Actor {
  userId: number | null;
  address: string;
}

/** The caller and the request's address (Fastify's `ip`: TRUST_PROXY decides whether a proxy's header counts). */
export function actorOf(caller: Caller, request: { ip: string }): Actor {
  return { userId: caller.userId, address: request.ip };
}

export type AuditTarget =
  | { articleId: number }
  | { homeworkId: number }
  | { fileId: number }
  | { pageId: number }
  | { scope: AuditScope };

async function scopeOf(ctx: ApiContext, target: AuditTarget): Promise<AuditScope | undefined> {
  if ('scope' in target) return target.scope;
  if ('articleId' in target) return findArticleScope(ctx.db, target.articleId);
  if ('homeworkId' in target) return findHomeworkScope(ctx.db, target.homeworkId);
  return findFileScope(ctx.db, target);
}

/**
 * Adds one event to the trail, after the act it records succeeded. The essay's homework and
 * student are looked up here, so every row can be found by homework and by student later.
 */
export async function recordEvent(
  ctx: ApiContext,
  actor: Actor,
  action: AuditRecord['action'],
  target: AuditTarget,
  extra: { subjectId?: number; detail?: AuditRecord['detail']; tx?: Db } = {},
): Promise<void> {
  const scope = await scopeOf(ctx, target);
  if (!scope) return;
  // In the act's transaction when it has one: the row commits with the act or not at all.
  await insertAuditEvent(extra.tx ?? ctx.db, {
    ...scope,
    actor_id: actor.userId,
    address: actor.address,
    action,
    subject_id: extra.subjectId ?? null,
    detail: extra.detail ?? {},
  });
}

/** Reads of one essay's page images by one person within this time are one reading session. */
export const READING_SESSION_MS = 30 * 60 * 1000;

/**
 * A page image read (issue 29): an editor fetches every page on each render, which wrote about
 * a hundred rows per session. Reads of one essay's pages by one person are one event per reading
 * session: none is added while the last one is younger than `READING_SESSION_MS`.
 */
export async function recordPageRead(ctx: ApiContext, actor: Actor, pageId: number): Promise<void> {
  const scope = await findFileScope(ctx.db, { pageId });
  if (!scope) return;
  const { article_id: articleId } = scope;
  if (actor.userId === null || articleId === null) {
    await recordEvent(ctx, actor, 'page.read', { scope }, { subjectId: pageId });
    return;
  }
  const actorId = actor.userId;
  await ctx.db.transaction(async (tx) => {
    await lockReadingSession(tx, `page.read:${actorId}:${articleId}`);
    const since = new Date(Date.now() - READING_SESSION_MS);
    if (
      await hasEventSince(tx, {
        actor_id: actorId,
        action: 'page.read',
        article_id: articleId,
        since,
      })
    )
      return;
    await insertAuditEvent(tx, {
      ...scope,
      actor_id: actorId,
      address: actor.address,
      action: 'page.read',
      subject_id: pageId,
      detail: {},
    });
  });
}

/** The caller read an essay's report; `detail.format` says which view (json, html, pdf, student). */
export function recordReportRead(
  ctx: ApiContext,
  caller: Caller,
  request: { ip: string },
  articleId: number,
  detail: AuditRecord['detail'],
): Promise<void> {
  return recordEvent(ctx, actorOf(caller, request), 'report.read', { articleId }, { detail });
}

/**
 * Today's names of the school's members, removed and rejected ones too (issue 41); an erased
 * person stays a bare id. The trail shows each name beside its id: a name is never an identity.
 */
async function namesOf(ctx: ApiContext, schoolId: number): Promise<Map<number, string>> {
  const [users, leavers] = await Promise.all([
    ctx.account.listSchoolUsers(schoolId),
    ctx.account.listErasableMembers(schoolId),
  ]);
  return new Map([...leavers, ...users].map((u) => [u.id, u.nickname || u.username]));
}

function named(names: Map<number, string>, source: AuditEvent['source']) {
  return (record: AuditRecord): AuditEvent => ({
    ...record,
    source,
    actor_name: record.actor_id === null ? '' : (names.get(record.actor_id) ?? ''),
    student_name: record.student_id === null ? '' : (names.get(record.student_id) ?? ''),
  });
}

/** GET /admin/audit: both services' trails of the admin's school, merged newest first. */
export async function listSchoolTrail(
  ctx: ApiContext,
  caller: Caller,
  filter: AuditFilter,
): Promise<AuditTrail> {
  const [own, account, names] = await Promise.all([
    listAuditEvents(ctx.db, caller.schoolId, filter, AUDIT_MAX_ROWS + 1),
    ctx.account.listAuditEvents(caller.schoolId, filter, AUDIT_MAX_ROWS + 1),
    namesOf(ctx, caller.schoolId),
  ]);
  const events = [...own.map(named(names, 'api')), ...account.map(named(names, 'account'))].sort(
    (a, b) => b.at.localeCompare(a.at) || b.id - a.id,
  );
  return { events: events.slice(0, AUDIT_MAX_ROWS), truncated: events.length > AUDIT_MAX_ROWS };
}

/** GET /teacher/homeworks/{id}/audit: the trail of one of the teacher's own homework. */
export async function listHomeworkTrail(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
): Promise<AuditTrail> {
  await requireOwnHomework(ctx, caller, homeworkId);
  const [rows, names] = await Promise.all([
    listAuditEvents(ctx.db, caller.schoolId, { homework_id: homeworkId }, AUDIT_MAX_ROWS + 1),
    namesOf(ctx, caller.schoolId),
  ]);
  return {
    events: rows.slice(0, AUDIT_MAX_ROWS).map(named(names, 'api')),
    truncated: rows.length > AUDIT_MAX_ROWS,
  };
}
