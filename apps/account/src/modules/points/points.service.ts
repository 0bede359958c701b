import {
  POINT_PAGE_SIZE,
  type Pager,
  type PointGetLogRow,
  type PointUseLogRow,
} from '@essay/contracts';
import type { AccountContext, Caller } from '../../context.ts';
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
 * One page (from 1) of a points list: `read` gets the page's limit and offset, each row is
 * presented, and the pager says where the page stands among all the rows.
 */
export async function pointPage<Row, Out>(
  page: number,
  read: (limit: number, offset: number) => Promise<{ rows: Row[]; records: number }>,
  present: (row: Row) => Out,
): Promise<{ rows: Out[]; pager: Pager }> {
  const result = await read(POINT_PAGE_SIZE, (page - 1) * POINT_PAGE_SIZE);
  return {
    rows: result.rows.map(present),
    pager: { records: result.records, limit: POINT_PAGE_SIZE, page },
  };
}

export async function getBalance(
  ctx: AccountContext,
  caller: Caller,
): Promise<{ user_point: number }> {
  return { user_point: await points.readBalance(ctx.db, caller.userId) };
}

export function listGetLog(
  ctx: AccountContext,
  caller: Caller,
  page: number,
): Promise<{ rows: PointGetLogRow[]; pager: Pager }> {
  return pointPage(
    page,
    (limit, offset) => points.listLedger(ctx.db, caller.userId, 'in', limit, offset),
    (row) => ({
      point: row.delta,
      service_type: row.service_type,
      source_id: sourceId(row.idempotency_key),
      add_time: formatTime(row.created_at),
    }),
  );
}

export function listUseLog(
  ctx: AccountContext,
  caller: Caller,
  page: number,
): Promise<{ rows: PointUseLogRow[]; pager: Pager }> {
  return pointPage(
    page,
    (limit, offset) => points.listLedger(ctx.db, caller.userId, 'out', limit, offset),
    (row) => ({
      use_point: -row.delta,
      service_type: row.service_type,
      add_time: formatTime(row.created_at),
    }),
  );
}
