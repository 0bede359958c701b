/**
 * Fills the mechanics-corrections cache for one shard of a data set, so several processes can
 * share the slow part of featurising: tsx scripts/lib/fill-cache.ts FILE.jsonl SHARD COUNT
 */
import { readJsonl } from './dataset.ts';
import { cachedCorrections } from './corrections-cache.ts';

const [file, shard, count] = process.argv.slice(2);
if (!file) throw new Error('usage: fill-cache.ts FILE.jsonl SHARD COUNT');
const recs = readJsonl(file).filter((_, i) => i % Number(count ?? 1) === Number(shard ?? 0));
for (const r of recs) await cachedCorrections(r.text, r.lang);
console.log(`shard ${shard}: ${recs.length} essays cached`);
