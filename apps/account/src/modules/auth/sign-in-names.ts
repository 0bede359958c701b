import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@essay/db';
import type { AccountContext } from '../../context.ts';
import { ensureServerSecret } from './server-secrets.repository.ts';

const keys = new WeakMap<Db, Promise<Buffer>>();

function signInNameKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = ensureServerSecret(db, 'sign_in_names', randomBytes(32).toString('hex')).then((hex) =>
      Buffer.from(hex, 'hex'),
    );
    keys.set(db, key);
  }
  return key;
}

/**
 * What the attempt tables keep of a username: its keyed hash (HMAC-SHA-256 of the lower-cased
 * name). Counting needs only equality, so a mistyped, unknown or erased name is never stored in
 * clear text, and a copy of the table does not list who tried to sign in.
 */
export async function signInNameHash(
  ctx: AccountContext,
  username: string,
  db: Db = ctx.db,
): Promise<string> {
  const key = await signInNameKey(db);
  return createHmac('sha256', key).update(username.toLowerCase()).digest('hex');
}
