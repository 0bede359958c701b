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

export async function getBalance(
  ctx: AccountContext,
  caller: Caller,
): Promise<{ user_point: number }> {
  return { user_point: await points.readBalance(ctx.db, caller.userId) };
}

export async function listGetLog(
  ctx: AccountContext,
  caller: Caller,
  page: number,
): Promise<{ rows: PointGetLogRow[]; pager: Pager }> {
  const result = await points.listLedger(
    ctx.db,
    caller.userId,
    'in',
    POINT_PAGE_SIZE,
    (page - 1) * POINT_PAGE_SIZE,
  );
  return {
    rows: result.rows.map((row) => ({
      point: row.delta,
      service_type: row.service_type,
      source_id: sourceId(row.idempotency_key),
      add_time: formatTime(row.created_at),
    })),
    pager: { records: result.records, limit: POINT_PAGE_SIZE, page },
  };
}

export async function listUseLog(
  ctx: AccountContext,
  caller: Caller,
  page: number,
): Promise<{ rows: PointUseLogRow[]; pager: Pager }> {
  const result = await points.listLedger(
    ctx.db,
    caller.userId,
    'out',
    POINT_PAGE_SIZE,
    (page - 1) * POINT_PAGE_SIZE,
  );
  return {
    rows: result.rows.map((row) => ({
      use_point: -row.delta,
      service_type: row.service_type,
      add_time: formatTime(row.created_at),
    })),
    pager: { records: result.records, limit: POINT_PAGE_SIZE, page },
  };
}
