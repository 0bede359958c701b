import { schoolNameKey } from '@essay/contracts';
import type { Db } from '@essay/db';
import { listSchoolKeys, setSchoolKey } from './school-keys.repository.ts';

/**
 * Brings every school's stored key up to today's `schoolNameKey` (issue 27 added the confusables
 * skeleton, which SQL cannot compute, so this runs after the migrations, in one transaction).
 * Schools whose names now share a key cannot be merged safely: as migration 0002 did, the oldest
 * keeps the key and the others get `#<id>` appended, so no one can join them by name any more.
 * When every key is current, this is one SELECT.
 */
export async function rekeySchools(db: Db): Promise<number> {
  const schools = await listSchoolKeys(db);
  const taken = new Set<string>();
  const changes: { id: number; key: string }[] = [];
  for (const school of schools) {
    const plain = schoolNameKey(school.name);
    const key = taken.has(plain) ? `${plain}#${school.id}` : plain;
    taken.add(plain);
    if (key !== school.name_key) changes.push({ id: school.id, key });
  }
  if (changes.length === 0) return 0;
  await db.transaction(async (tx) => {
    // Through a key no name can give first, so a swap of two keys never meets the unique index.
    for (const { id } of changes) await setSchoolKey(tx, id, `#rekey#${id}`);
    for (const { id, key } of changes) await setSchoolKey(tx, id, key);
  });
  return changes.length;
}
