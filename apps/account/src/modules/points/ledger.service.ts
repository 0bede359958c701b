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

interface LedgerEntry {
  userId: number;
  points: number;
  serviceType: string;
  idempotencyKey?: string;
  note?: string;
  actor?: Actor;
}

/** Adds points (approved request, refund, seed). With a key, a repeat adds nothing. */
export function creditPoints(db: Db, entry: LedgerEntry): Promise<LedgerResult> {
  return postEntry(db, entry, entry.points);
}

/**
 * Takes points once per idempotency key. Not enough points: `insufficient_points` and nothing
 * recorded. Runs inside the caller's transaction when given one, so a charge can commit together
 * with the work it pays for.
 */
export function chargePoints(
  db: Db,
  entry: Omit<LedgerEntry, 'actor'> & { idempotencyKey: string },
): Promise<LedgerResult> {
  return postEntry(db, entry, -entry.points);
}

/**
 * One ledger row of `delta` points and the balance moved with it, in one transaction. A used
 * idempotency key changes nothing and answers the balance as it is. Only a charge can be refused;
 * a credit to a user without a balance row is still recorded (balance 0).
 */
async function postEntry(db: Db, entry: LedgerEntry, delta: number): Promise<LedgerResult> {
  if (!Number.isInteger(entry.points) || entry.points <= 0)
    throw new AppError('invalid_input', 'Points must be a positive number');
  return db.transaction(async (tx) => {
    const id = await points.insertLedgerRow(tx, {
      userId: entry.userId,
      delta,
      serviceType: entry.serviceType,
      idempotencyKey: entry.idempotencyKey ?? null,
      note: entry.note ?? '',
    });
    if (id === null) return { applied: false, balance: await points.readBalance(tx, entry.userId) };
    const balance = await points.applyDelta(tx, entry.userId, delta);
    if (balance === null && delta < 0)
      throw new AppError('insufficient_points', INSUFFICIENT_POINTS);
    await recordPointsChange(tx, {
      userId: entry.userId,
      delta,
      ledgerId: id,
      serviceType: entry.serviceType,
      actor: entry.actor,
    });
    return { applied: true, balance: balance ?? 0 };
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
