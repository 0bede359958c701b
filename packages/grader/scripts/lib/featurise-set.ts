import { cachedCorrections } from './corrections-cache.ts';
import { featurise, promptText } from '../../src/features/row.ts';
import type { Row } from '../../src/model/design.ts';
import type { EssayRecord } from './dataset.ts';

export interface Prepared {
  rec: EssayRecord;
  row: Row;
}

/** Features of every record; mechanics corrections feed the error-rate features. */
export async function featuriseAll(recs: readonly EssayRecord[], hashBits: number, log = true, mechanics = true): Promise<Prepared[]> {
  const out: Prepared[] = [];
  const t0 = Date.now();
  for (const rec of recs) {
    const corrections = mechanics ? await cachedCorrections(rec.text, rec.lang) : [];
    out.push({ rec, row: featurise(rec.text, rec.lang, promptText(rec.prompt, rec.title), corrections, hashBits).row });
    if (log && out.length % 2000 === 0) process.stderr.write(`  featurised ${out.length}/${recs.length} (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
  }
  return out;
}
