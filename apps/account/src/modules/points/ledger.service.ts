import { AppError } from '@essay/contracts';
import type { Db } from '@essay/db';
import { recordPointsChange, type Actor } from '../audit/audit.service.ts';
import * as points from './points.repository.ts';

export const INSUFFICIENT_POINTS = 'Not enough points. Please apply for more points.';

export interface LedgerResult {
  /** False when the idempotency key had already been used: nothing changed this time. */
  applied: boolean;
  balance: number;
}

/** Adds points (approved request, refund, seed). With a key, a repeat adds nothing. */
export async function creditPoints(
  db: Db,
  entry: {
    userId: number;
    points: number;
    serviceType: string;
    idempotencyKey?: string;
    note?: string;
    actor?: Actor;
  },
): Promise<LedgerResult> {
  if (!Number.isInteger(entry.points) || entry.points <= 0)
    throw new AppError('invalid_input', 'Points must be a positive number');
  return db.transaction(async (tx) => {
    const id = await points.insertLedgerRow(tx, {
      userId: entry.userId,
      delta: entry.points,
      serviceType: entry.serviceType,
      idempotencyKey: entry.idempotencyKey ?? null,
      note: entry.note ?? '',
    });
    if (id === null) return { applied: false, balance: await points.readBalance(tx, entry.userId) };
    const balance = await points.applyDelta(tx, entry.userId, entry.points);
    await recordPointsChange(tx, {
      userId: entry.userId,
      delta: entry.points,
      ledgerId: id,
      serviceType: entry.serviceType,
      actor: entry.actor,
    });
    return { applied: true, balance: balance ?? 0 };
  });
}

/**
 * Takes points once per idempotency key. Not enough points: `insufficient_points` and nothing
 * recorded. Runs inside the caller's transaction when given one, so a charge can commit together
 * with the work it pays for.
 */
export async function chargePoints(
  db: Db,
  entry: {
    userId: number;
    points: number;
    serviceType: string;
    idempotencyKey: string;
    note?: string;
  },
): Promise<LedgerResult> {
  if (!Number.isInteger(entry.points) || entry.points <= 0)
    throw new AppError('invalid_input', 'Points must be a positive number');
  return db.transaction(async (tx) => {
    const id = await points.insertLedgerRow(tx, {
      userId: entry.userId,
      delta: -entry.points,
      serviceType: entry.serviceType,
      idempotencyKey: entry.idempotencyKey,
      note: entry.note ?? '',
    });
    if (id === null) return { applied: false, balance: await points.readBalance(tx, entry.userId) };
    const balance = await points.applyDelta(tx, entry.userId, -entry.points);
    if (balance === null) throw new AppError('insufficient_points', INSUFFICIENT_POINTS);
    await recordPointsChange(tx, {
      userId: entry.userId,
      delta: -entry.points,
      ledgerId: id,
      serviceType: entry.serviceType,
    });
    return { applied: true, balance };
  });
}

/** Gives back the charge made under `chargeKey`, once; no charge, no refund. */
export async function refundCharge(
  db: Db,
  chargeKey: string,
  serviceType = 'refund',
): Promise<LedgerResult | null> {
  const charge = await points.findLedgerRowByKey(db, chargeKey);
  if (!charge || charge.delta >= 0) return null;
  return creditPoints(db, {
    userId: charge.user_id,
    points: -charge.delta,
    serviceType,
    idempotencyKey: `refund:${chargeKey}`,
  });
}
