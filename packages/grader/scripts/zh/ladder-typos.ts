/**
 * The 錯別字 figures of the Taiwanese ladder (`../shared/data/essays-zh-tw-ladder`), through
 * `correct()` with the shipped models, as a teacher would see them in the report:
 *   npm run grader:spelling -- --ladder ../shared/data/essays-zh-tw-ladder [--list]
 * - planted errors (the `err` copies): found with the right fix, per confusion type;
 * - natural slips of the lower tiers: the same;
 * - false alarms: typo marks on the essays meant to be error-free (tiers 6 and 5, off-topic),
 *   per 1,000 characters (every character but whitespace, as the set's README counts them),
 *   and marks on the other essays that are none of their listed errors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Correction } from '@essay/contracts';
import { correct } from '../../src/correct.ts';

export interface Slip {
  start: number;
  end: number;
  wrong: string;
  right: string;
  type: string;
}

export interface LadderEssay {
  id: string;
  prompt: string;
  title: string;
  text: string;
  tier: number | null;
  kind: 'ladder' | 'offtopic' | 'err';
  planted?: Slip[];
  natural?: Slip[];
}

export const counted = (text: string) => text.replace(/\s/g, '').length;

/** Whether a correction covers the slip and, applied, writes the intended text there. */
export function fixes(c: Correction, slip: Slip, text: string): boolean {
  const { start, end } = c.span;
  if (start > slip.start || end < slip.end || c.suggestion === undefined) return false;
  const fixed = text.slice(0, start) + c.suggestion + text.slice(end);
  if (fixed.length !== text.length) return false;
  return fixed.slice(slip.start, slip.end) === slip.right;
}

export const overlaps = (c: Correction, slip: Slip) =>
  c.span.start < slip.end && slip.start < c.span.end;

interface Tally {
  found: number;
  detected: number;
  total: number;
}

function tallyLine(name: string, t: Tally): string {
  const share = t.total ? (t.found / t.total).toFixed(3) : '-';
  return `  ${name.padEnd(8)} ${String(t.found).padStart(3)} / ${String(t.total).padEnd(3)} = ${share}  (detected ${t.detected})`;
}

export async function ladderTypos(dir: string, list: boolean): Promise<void> {
  const essays = readFileSync(join(dir, 'essays.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LadderEssay);
  const planted = new Map<string, Tally>();
  const natural = new Map<string, Tally>();
  const all = {
    planted: { found: 0, detected: 0, total: 0 },
    natural: { found: 0, detected: 0, total: 0 },
  };
  let cleanChars = 0;
  let cleanFlags = 0;
  let otherChars = 0;
  let otherFlags = 0;
  const falseFlags: string[] = [];
  const misses: string[] = [];
  for (const e of essays) {
    const [name, ...rest] = e.prompt.split('\n');
    const report = await correct(
      { text: e.text, title: e.title },
      { name: name ?? e.title, instructions: rest.join('\n') },
      'cap-writing',
      { lang: 'zh' },
    );
    const typos = report.corrections.filter((c) => c.kind === 'typo' || c.kind === 'spelling');
    const slips = [...(e.planted ?? []), ...(e.natural ?? [])];
    const byType = e.kind === 'err' ? planted : natural;
    const sum = e.kind === 'err' ? all.planted : all.natural;
    for (const slip of slips) {
      const t = byType.get(slip.type) ?? { found: 0, detected: 0, total: 0 };
      byType.set(slip.type, t);
      const hit = typos.some((c) => fixes(c, slip, e.text));
      const seen = typos.some((c) => overlaps(c, slip));
      t.total++;
      sum.total++;
      if (hit) {
        t.found++;
        sum.found++;
      }
      if (seen) {
        t.detected++;
        sum.detected++;
      }
      if (!hit) {
        const around = e.text.slice(Math.max(0, slip.start - 6), slip.end + 6).replace(/\n/g, ' ');
        misses.push(`miss ${e.id} ${slip.type} ${slip.wrong} -> ${slip.right}  ${around}`);
      }
    }
    const wrongMarks = typos.filter((c) => !slips.some((s) => overlaps(c, s)));
    const clean = e.kind === 'offtopic' || (e.kind === 'ladder' && (e.tier ?? 0) >= 5);
    if (clean) {
      cleanChars += counted(e.text);
      cleanFlags += wrongMarks.length;
    } else {
      otherChars += counted(e.text);
      otherFlags += wrongMarks.length;
    }
    for (const c of wrongMarks) {
      const around = e.text
        .slice(Math.max(0, c.span.start - 8), c.span.end + 8)
        .replace(/\n/g, ' ');
      falseFlags.push(
        `${clean ? 'false' : 'unlisted'} ${e.id} ${c.original} -> ${c.suggestion ?? ''}  ${around}`,
      );
    }
  }
  if (list) for (const line of [...misses, ...falseFlags]) console.log(line);
  const sorted = (m: Map<string, Tally>) => [...m].sort((a, b) => b[1].total - a[1].total);
  console.log(`ladder ${dir}: ${essays.length} essays`);
  console.log(`planted errors, right fix per type:`);
  for (const [type, t] of sorted(planted)) console.log(tallyLine(type, t));
  console.log(tallyLine('all', all.planted));
  console.log(`natural slips (lower tiers), right fix per type:`);
  for (const [type, t] of sorted(natural)) console.log(tallyLine(type, t));
  console.log(tallyLine('all', all.natural));
  console.log(
    `false alarms on clean essays (tiers 6, 5, off-topic): ${cleanFlags} in ${cleanChars} characters = ${((1000 * cleanFlags) / cleanChars).toFixed(2)} per 1,000`,
  );
  console.log(
    `marks on other essays that are no listed error: ${otherFlags} in ${otherChars} characters = ${((1000 * otherFlags) / otherChars).toFixed(2)} per 1,000`,
  );
  console.log(
    `planted recall with right fix ${(all.planted.found / all.planted.total).toFixed(3)}`,
  );
}
