/**
 * Metamorphic check of a pair on text (哪 and 那 unless told: `哪那` = the right member, then the
 * slip): every 哪 of a set's sentences (He 2022 essays converted to Traditional, SIGHAN corrected
 * targets) is written as 那 and must be marked 哪; every 那 as written must be left alone.
 * Sets: `he` (He 2022 essays from,to), `test13`, `test14`, `train13`, `train14`, `train15`
 * (SIGHAN). Tuning sets are He 2022 200–975 and SIGHAN train13–15 (decision 0086 part 2).
 * `npx tsx packages/grader/scripts/zh/na-metamorphic.ts ../shared/data [哪那] [from,to] [test14,he] [--misses] [--rules]`
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findCorrections } from '../../src/mechanics/index.ts';
import { taiwanUsageCorrections } from '../../src/mechanics/zh/usage.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const showMisses = process.argv.includes('--misses');
// `--rules`: the rules of form alone (usage.ts), not the whole engine.
const check = process.argv.includes('--rules')
  ? async (s: string) => taiwanUsageCorrections(s)
  : (s: string) => findCorrections(s, 'zh');
const root = resolve(args[0] ?? '../shared/data');
const [RIGHT, SLIP] = [...(args[1] ?? '哪那')] as [string, string];
const [FROM, TO] = (args[2] ?? '0,200').split(',').map(Number) as [number, number];
const chosen = (args[3] ?? 'test14,he').split(',');
const { Converter } = await import('opencc-js');
const toTw = Converter({ from: 'cn', to: 'tw' });
const lines = (f: string) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, string>);
const sighan = (name: string) =>
  lines(join(root, 'spelling-zh-sighan', `${name}.jsonl`)).map((r) => r.target!);
const he = () =>
  lines(join(root, 'essays-zh-he2022', 'essays.jsonl'))
    .slice(FROM, TO)
    .flatMap((r) => toTw(r.text ?? r.essay ?? '').split(/(?<=[。！？])/));
const sets = chosen.map((name) =>
  name === 'he' ? [`He 2022 ${FROM}–${TO - 1}`, he()] : [`SIGHAN ${name}`, sighan(name)],
) as [string, string[]][];
const around = (s: string, at: number) => s.slice(Math.max(0, at - 12), at + 8);
for (const [name, sentences] of sets) {
  let na = 0;
  let naMarked = 0;
  let wh = 0;
  let whCaught = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  for (const s of sentences) {
    if (!s.includes(RIGHT) && !s.includes(SLIP)) continue;
    const marks = await check(s);
    for (const [at, ch] of [...s].entries()) {
      if (ch === SLIP) {
        na++;
        if (marks.some((c) => c.span.start === at && c.suggestion === RIGHT)) {
          naMarked++;
          wrong.push(around(s, at));
        }
      } else if (ch === RIGHT) {
        wh++;
        const slipped = s.slice(0, at) + SLIP + s.slice(at + 1);
        const m = await check(slipped);
        if (m.some((c) => c.span.start === at && c.suggestion === RIGHT)) whCaught++;
        else missed.push(around(slipped, at));
      }
    }
  }
  console.log(
    `${name}: ${RIGHT} written ${SLIP} marked ${whCaught}/${wh}; ${SLIP} as written kept ${na - naMarked}/${na}`,
  );
  for (const w of wrong) console.log(`  marked: ${w}`);
  if (showMisses) for (const w of missed) console.log(`  missed: ${w}`);
}
