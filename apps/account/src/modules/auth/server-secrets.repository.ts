import { first, run, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';

/** The account service's secret of this name: the stored one, else `fresh` (stored now; the first writer wins). */
export async function ensureServerSecret(db: Db, name: string, fresh: string): Promise<string> {
  await run(
    db,
    q
      .insertInto('account.server_secrets')
      .values({ name, value: fresh })
      .onConflict((oc) => oc.column('name').doNothing()),
  );
  const row = await first(
    db,
    q.selectFrom('account.server_secrets').select('value').where('name', '=', name),
  );
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}
