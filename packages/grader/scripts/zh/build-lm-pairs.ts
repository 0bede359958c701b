/**
 * Builds `src/mechanics/zh/model/lm-pairs.tsv.gz`: the part of Debian's libime word trigram model
 * (`libime-data-language-model`, /usr/lib/x86_64-linux-gnu/libime/zh_CN.lm, LGPL-2.1-or-later,
 * Simplified Chinese) that scores a confusable group member against the other in context
 * (`zh/lm-pairs.ts`): every unigram (log10 prob, backoff), and every bigram and trigram one of
 * whose words holds a group character (在再 的得 那哪 像向 带戴), with log10 prob (and backoff).
 *   apt-get install -y libime-data-language-model
 *   npx tsx packages/grader/scripts/zh/build-lm-pairs.ts
 * Nothing reads the Debian file at run time.
 */
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { KenlmTrie } from './kenlm-trie.ts';
import { LM_GROUP_CHARS } from '../../src/mechanics/zh/lm-pairs.ts';

const LM = process.argv[2] ?? '/usr/lib/x86_64-linux-gnu/libime/zh_CN.lm';
const OUT = fileURLToPath(new URL('../../src/mechanics/zh/model/lm-pairs.tsv.gz', import.meta.url));
const round = (x: number) => String(Math.round(x * 1000) / 1000);

const lm = new KenlmTrie(LM);
const holds = lm.words.map((w) => [...w].some((ch) => LM_GROUP_CHARS.has(ch)));
const lines: string[] = [];
lm.words.forEach((w, id) => {
  const u = lm.unigram(id);
  lines.push(`${w}\t${round(u.prob)}\t${round(u.backoff)}`);
});
let kept = 0;
for (const g of lm.ngrams()) {
  if (!g.words.some((id) => holds[id])) continue;
  kept++;
  const key = g.words.map((id) => lm.words[id]).join(' ');
  lines.push(
    g.words.length < lm.order
      ? `${key}\t${round(g.prob)}\t${round(g.backoff)}`
      : `${key}\t${round(g.prob)}`,
  );
}
writeFileSync(OUT, gzipSync(lines.join('\n') + '\n', { level: 9 }));
console.log(`${lm.words.length} unigrams, ${kept} higher n-grams kept -> ${OUT}`);
