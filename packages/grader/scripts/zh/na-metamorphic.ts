/**
 * Metamorphic check of a pair on text nobody tuned on (哪 and 那 unless told: `哪那` = the right
 * member, then the slip): every 哪 of SIGHAN test14's corrected sentences and of He 2022 essays
 * 0–199 (converted to Traditional) is written as 那 and must be marked 哪; every 那 as written
 * must be left alone.
 * `npx tsx packages/grader/scripts/zh/na-metamorphic.ts ../shared/data [帶戴] [from,to]`
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findCorrections } from '../../src/mechanics/index.ts';

const root = resolve(process.argv[2] ?? '../shared/data');
const [RIGHT, SLIP] = [...(process.argv[3] ?? '哪那')] as [string, string];
const [FROM, TO] = (process.argv[4] ?? '0,200').split(',').map(Number) as [number, number];
const { Converter } = await import('opencc-js');
const toTw = Converter({ from: 'cn', to: 'tw' });
const lines = (f: string) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, string>);
const sets: Record<string, string[]> = {
  'SIGHAN test14': lines(join(root, 'spelling-zh-sighan', 'test14.jsonl')).map((r) => r.target!),
  [`He 2022 ${FROM}–${TO - 1}`]: lines(join(root, 'essays-zh-he2022', 'essays.jsonl'))
    .slice(FROM, TO)
    .flatMap((r) => toTw(r.text ?? r.essay ?? '').split(/(?<=[。！？])/)),
};
for (const [name, sentences] of Object.entries(sets)) {
  let na = 0;
  let naMarked = 0;
  let wh = 0;
  let whCaught = 0;
  const wrong: string[] = [];
  for (const s of sentences) {
    if (!s.includes(RIGHT) && !s.includes(SLIP)) continue;
    const marks = await findCorrections(s, 'zh');
    for (const [at, ch] of [...s].entries()) {
      if (ch === SLIP) {
        na++;
        if (marks.some((c) => c.span.start === at && c.suggestion === RIGHT)) {
          naMarked++;
          wrong.push(s.slice(Math.max(0, at - 12), at + 8));
        }
      } else if (ch === RIGHT) {
        wh++;
        const slipped = s.slice(0, at) + SLIP + s.slice(at + 1);
        const m = await findCorrections(slipped, 'zh');
        if (m.some((c) => c.span.start === at && c.suggestion === RIGHT)) whCaught++;
      }
    }
  }
  console.log(
    `${name}: ${RIGHT} written ${SLIP} marked ${whCaught}/${wh}; ${SLIP} as written marked ${RIGHT} ${naMarked}/${na}`,
  );
  for (const w of wrong) console.log(`  marked: ${w}`);
}
