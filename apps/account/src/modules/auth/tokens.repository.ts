import { findQuery, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';

export const insertToken = statement((tokenHash: string, userId: number, expiresAt: Date) =>
  q
    .insertInto('account.tokens')
    .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt.toISOString() }),
);

/** The token `tokenHash` while it is live: not expired, not revoked. */
function liveToken(tokenHash: string) {
  return q
    .selectFrom('account.tokens as t')
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`);
}

/** The user of a live token. */
export const findLiveTokenUser = findQuery(
  (tokenHash: string) => liveToken(tokenHash).select('t.user_id'),
  (row) => row?.user_id,
);

/** Who a live token signs in: the caller's user row, in one query. */
export const findLiveTokenCaller = findQuery((tokenHash: string) =>
  liveToken(tokenHash)
    .innerJoin('account.users as u', 'u.id', 't.user_id')
    .innerJoin('account.schools as s', 's.id', 'u.school_id')
    .select(['u.id', 'u.school_id', 'u.role', 'u.username', 'u.member_status']),
);

export const revokeToken = statement((tokenHash: string) =>
  q
    .updateTable('account.tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null),
);

export const revokeUserTokens = statement((userId: number, exceptHash?: string) =>
  q
    .updateTable('account.tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('token_hash', '<>', exceptHash ?? ''),
);
