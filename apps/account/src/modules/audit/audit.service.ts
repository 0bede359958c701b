import type { AuditFilter, AuditRecord } from '@essay/contracts';
import type { Db } from '@essay/db';
import type { Caller } from '../../context.ts';
import { findUserSchool, insertAuditEvent, listAuditEvents } from './audit.repository.ts';

/** Who did it and from where: the signed-in caller and the request's address (TRUST_PROXY decides which). */
export interface Actor {
  caller: Caller;
  address: string;
}

export function actorOf(caller: Caller, request: { ip: string }): Actor {
  return { caller, address: request.ip };
}

/** Records one event of the caller's school. */
export async function recordEvent(
  db: Db,
  actor: Actor,
  event: {
    action: AuditRecord['action'];
    studentId?: number | null;
    subjectId?: number | null;
    detail?: AuditRecord['detail'];
  },
): Promise<void> {
  await insertAuditEvent(db, {
    schoolId: actor.caller.schoolId,
    actorId: actor.caller.userId,
    address: actor.address,
    ...event,
  });
}

/**
 * A new account's arrival in its school (issue 41): `by` says how (invitation, class code, a
 * request waiting for the admin, a new school); the actor is the new account itself.
 */
export async function recordJoin(
  db: Db,
  join: { schoolId: number; userId: number; address: string; detail: AuditRecord['detail'] },
): Promise<void> {
  await insertAuditEvent(db, {
    schoolId: join.schoolId,
    actorId: join.userId,
    address: join.address,
    action: 'member.join',
    subjectId: join.userId,
    detail: join.detail,
  });
}

/**
 * A points change of `userId`, recorded with the ledger row (same transaction). `actor` is who
 * caused it when known (an admin's grant or approval); else the server did (a charge asked for
 * through the product API, which records that request in its own trail, or a refund).
 */
export async function recordPointsChange(
  db: Db,
  change: {
    userId: number;
    delta: number;
    ledgerId: number;
    serviceType: string;
    actor?: Actor | undefined;
  },
): Promise<void> {
  const schoolId = change.actor?.caller.schoolId ?? (await findUserSchool(db, change.userId));
  if (schoolId === null) return;
  await insertAuditEvent(db, {
    schoolId,
    actorId: change.actor?.caller.userId ?? null,
    address: change.actor?.address ?? '',
    action: 'points.change',
    subjectId: change.userId,
    detail: { delta: change.delta, ledger_id: change.ledgerId, service_type: change.serviceType },
  });
}

export function listSchoolAuditEvents(
  db: Db,
  schoolId: number,
  filter: AuditFilter,
  limit: number,
): Promise<AuditRecord[]> {
  return listAuditEvents(db, schoolId, filter, limit);
}
