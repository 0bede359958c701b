import { countQuery, findQuery, first, rowCount, run, sql, statement, type Db } from '@essay/db';
import { q, type AttemptKind } from '../../db/tables.ts';

/** A transaction-long advisory lock on `key`: a second taker waits until the first commits. */
function advisoryLock(key: string) {
  return q.selectNoFrom(sql<unknown>`pg_advisory_xact_lock(hashtext(${key}))`.as('locked'));
}

/**
 * Takes the per-account and then the per-address lock for the rest of the transaction, so that
 * counting and recording an attempt is one step for concurrent sign-ins. Always in this order:
 * two transactions can never wait on each other in a cycle.
 */
export async function lockAttempts(
  db: Db,
  kind: AttemptKind,
  username: string,
  address: string,
): Promise<void> {
  if (username !== '') await run(db, advisoryLock(`sign-in:account:${username}`));
  await run(db, advisoryLock(`sign-in:${kind}:address:${address}`));
}

export interface LoginAttemptCounts {
  pair: number;
  /** Seconds since the pair's latest attempt (0 when it has none). */
  pairIdleSeconds: number;
  /**
   * What the address's ceiling counts: failures on names that were no account, plus the number of
   * different accounts that failed from it. One account's repeated failures count once, so one
   * student guessing a classmate's password does not lock the school's shared address.
   */
  byAddress: number;
  byAccount: number;
}

/** `username` is the name's keyed hash (sign-in-names.ts). */
export async function countLoginAttempts(
  db: Db,
  username: string,
  address: string,
  windowMinutes: number,
): Promise<LoginAttemptCounts> {
  const ofPair = sql<boolean>`username = ${username} AND address = ${address}`;
  const row = await first(
    db,
    q
      .selectFrom('account.sign_in_attempts')
      .select([
        sql<number>`count(*) FILTER (WHERE ${ofPair})::int`.as('pair'),
        sql<number | null>`extract(epoch FROM now() - max(at) FILTER (WHERE ${ofPair}))::float8`.as(
          'pair_idle',
        ),
        sql<number>`(count(*) FILTER (WHERE address = ${address} AND NOT known)
          + count(DISTINCT username) FILTER (WHERE address = ${address} AND known))::int`.as(
          'by_address',
        ),
        sql<number>`count(*) FILTER (WHERE username = ${username})::int`.as('by_account'),
      ])
      .where('kind', '=', 'login')
      .where('at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes}::int)`)
      .where((eb) => eb.or([eb('username', '=', username), eb('address', '=', address)])),
  );
  return {
    pair: row?.pair ?? 0,
    pairIdleSeconds: Number(row?.pair_idle ?? 0),
    byAddress: row?.by_address ?? 0,
    byAccount: row?.by_account ?? 0,
  };
}

/** Registrations (`register`) or new schools (`school`, by address range) of the last hour. */
export const countRegistrations = countQuery(
  (address: string, kind: 'register' | 'school' = 'register') =>
    q
      .selectFrom('account.sign_in_attempts')
      .select(rowCount.as('n'))
      .where('kind', '=', kind)
      .where('address', '=', address)
      .where('at', '>', sql<Date>`now() - interval '1 hour'`),
);

/** Whether the account (its name's keyed hash) signed in from this address in the last 30 days. */
export const hasSignedInFrom = findQuery(
  (username: string, address: string) =>
    q
      .selectFrom('account.sign_in_attempts')
      .select('id')
      .where('kind', '=', 'signed_in')
      .where('username', '=', username)
      .where('address', '=', address)
      .where('at', '>', sql<Date>`now() - interval '30 days'`)
      .limit(1),
  (row) => row !== undefined,
);

/** Remembers one successful sign-in of the pair (the latest only). */
export async function rememberSignedIn(db: Db, username: string, address: string): Promise<void> {
  await run(
    db,
    q
      .deleteFrom('account.sign_in_attempts')
      .where('kind', '=', 'signed_in')
      .where('username', '=', username)
      .where('address', '=', address),
  );
  await run(
    db,
    q
      .insertInto('account.sign_in_attempts')
      .values({ kind: 'signed_in', username, address, known: true }),
  );
}

export const insertAttempt = findQuery(
  (kind: AttemptKind, username: string, address: string, known: boolean) =>
    q
      .insertInto('account.sign_in_attempts')
      .values({ kind, username, address, known })
      .returning('id'),
  (row) => Number(row!.id),
);

/** A successful sign-in: its own attempt and the pair's earlier failures no longer count. */
export const clearPairAttempts = statement((username: string, address: string) =>
  q
    .deleteFrom('account.sign_in_attempts')
    .where('kind', '=', 'login')
    .where('username', '=', username)
    .where('address', '=', address),
);

/** Class-code tries of the last hour: by this student (`user:<id>`) and from this address. */
export async function countClassCodeAttempts(
  db: Db,
  student: string,
  address: string,
): Promise<{ byAccount: number; byAddress: number }> {
  const row = await first(
    db,
    q
      .selectFrom('account.sign_in_attempts')
      .select([
        sql<number>`count(*) FILTER (WHERE username = ${student})::int`.as('by_account'),
        sql<number>`count(*) FILTER (WHERE address = ${address})::int`.as('by_address'),
      ])
      .where('kind', '=', 'class_code')
      .where('at', '>', sql<Date>`now() - interval '1 hour'`)
      .where((eb) => eb.or([eb('username', '=', student), eb('address', '=', address)])),
  );
  return { byAccount: row?.by_account ?? 0, byAddress: row?.by_address ?? 0 };
}

export const deleteAttempt = statement((id: number) =>
  q.deleteFrom('account.sign_in_attempts').where('id', '=', String(id)),
);

/** Attempts are kept a day; remembered sign-ins (`signed_in`) 30 days. */
export const deleteOldAttempts = statement(() =>
  q
    .deleteFrom('account.sign_in_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '<>', 'signed_in'), eb('at', '<', sql<Date>`now() - interval '1 day'`)]),
        eb('at', '<', sql<Date>`now() - interval '30 days'`),
      ]),
    ),
);
