import { AppError, type PointAsk } from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import { creditPoints } from '../points/ledger.service.ts';
import { formatTime, pointList } from '../points/points.service.ts';
import * as asks from './point-asks.repository.ts';

const ASK_NOT_FOUND = 'Point request not found';

function toPointAsk(row: asks.PointAskRecord, withRequester: boolean): PointAsk {
  const base = {
    id: row.id,
    ask_point: row.ask_point,
    ask_note: row.ask_note,
    ask_ok: row.ask_ok,
    add_time: formatTime(row.add_time),
    review_note: row.review_note,
  };
  return withRequester ? { ...base, username: row.username, nickname: row.nickname } : base;
}

export async function addPointAsk(
  ctx: AccountContext,
  caller: Caller,
  askPoint: number,
  askNote: string,
): Promise<{ id: number }> {
  requireRole(caller, 'teacher');
  const id = await asks.insertAsk(ctx.db, {
    userId: caller.userId,
    schoolId: caller.schoolId,
    askPoint,
    askNote,
  });
  return { id };
}

/** A teacher withdraws an own request while it is unprocessed. */
export async function withdrawPointAsk(
  ctx: AccountContext,
  caller: Caller,
  id: number,
): Promise<void> {
  requireRole(caller, 'teacher');
  const ask = await asks.findAsk(ctx.db, id);
  if (!ask || ask.user_id !== caller.userId) throw new AppError('not_found', ASK_NOT_FOUND);
  if (!(await asks.softDeleteAsk(ctx.db, id))) {
    throw new AppError('conflict', 'Only an unprocessed request can be withdrawn');
  }
}

export const listOwnPointAsks = pointList(
  (ctx, caller, limit, offset) => asks.listAsks(ctx.db, { userId: caller.userId }, limit, offset),
  (row) => toPointAsk(row, false),
);

export const listSchoolPointAsks = pointList(
  (ctx, caller, limit, offset) =>
    asks.listAsks(ctx.db, { schoolId: caller.schoolId }, limit, offset),
  (row) => toPointAsk(row, true),
  'admin',
);

export async function countSchoolPendingAsks(ctx: AccountContext, caller: Caller): Promise<number> {
  requireRole(caller, 'admin');
  return asks.countPendingAsks(ctx.db, caller.schoolId);
}

/**
 * An admin approves (points credited in the same transaction) or rejects a request of the school,
 * with an optional note the teacher sees beside the request.
 */
export async function reviewPointAsk(
  ctx: AccountContext,
  caller: Caller,
  id: number,
  askOk: '1' | '-1',
  note = '',
  address = '',
): Promise<void> {
  requireRole(caller, 'admin');
  await ctx.db.transaction(async (tx) => {
    const ask = await asks.findAsk(tx, id, true);
    if (!ask || ask.school_id !== caller.schoolId) throw new AppError('not_found', ASK_NOT_FOUND);
    if (!(await asks.setAskDecision(tx, id, askOk, caller.userId, note))) {
      throw new AppError('conflict', 'This request has already been processed');
    }
    if (askOk === '1') {
      await creditPoints(tx, {
        userId: ask.user_id,
        points: ask.ask_point,
        serviceType: 'point_ask',
        idempotencyKey: `point_ask:${id}`,
        note,
        actor: { caller, address },
      });
    }
  });
}
