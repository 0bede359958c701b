import {
  POINT_PAGE_SIZE,
  type Pager,
  type Role,
  type PointGetLogRow,
  type PointUseLogRow,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
import { requireRole } from '../../http/policy.ts';
import * as points from './points.repository.ts';

export function formatTime(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The record a ledger row came from, where its key names one (`point_ask:12` → 12). */
export function sourceId(key: string | null): number | null {
  const match = /^point_ask:(\d+)$/.exec(key ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A paged points list as a service, `(ctx, caller, page)`: `read` gets the page's (from 1) limit
 * and offset, each row is presented, and the pager says where the page stands among all the
 * rows. `roles`: who may read the list (every signed-in caller when none are named).
 */
export function pointList<Row, Out>(
  read: (
    ctx: AccountContext,
    caller: Caller,
    limit: number,
    offset: number,
  ) => Promise<{ rows: Row[]; records: number }>,
  present: (row: Row) => Out,
  ...roles: Role[]
) {
  return async (
    ctx: AccountContext,
    caller: Caller,
    page: number,
  ): Promise<{ rows: Out[]; pager: Pager }> => {
    if (roles.length > 0) requireRole(caller, ...roles);
    const result = await read(ctx, caller, POINT_PAGE_SIZE, (page - 1) * POINT_PAGE_SIZE);
    return {
      rows: result.rows.map(present),
      pager: { records: result.records, limit: POINT_PAGE_SIZE, page },
    };
  };
}

export async function getBalance(
  ctx: AccountContext,
  caller: Caller,
): Promise<{ user_point: number }> {
  return { user_point: await points.readBalance(ctx.db, caller.userId) };
}

export const listGetLog = pointList(
  (ctx, caller, limit, offset) => points.listLedger(ctx.db, caller.userId, 'in', limit, offset),
  (row): PointGetLogRow => ({
    point: row.delta,
    service_type: row.service_type,
    source_id: sourceId(row.idempotency_key),
    add_time: formatTime(row.created_at),
  }),
);

export const listUseLog = pointList(
  (ctx, caller, limit, offset) => points.listLedger(ctx.db, caller.userId, 'out', limit, offset),
  (row): PointUseLogRow => ({
    use_point: -row.delta,
    service_type: row.service_type,
    add_time: formatTime(row.created_at),
  }),
);
