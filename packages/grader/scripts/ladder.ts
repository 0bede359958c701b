/**
 * The Taiwanese 國中 ladder (`../shared/data/essays-zh-tw-ladder`, a development set: six 會考-style
 * prompts, one essay per quality tier 1–6, an off-topic essay and copies with planted 錯別字) through
 * `correct()` with the shipped models and the `cap-writing` rubric, as the product grades a
 * homework: the task's 題目 and 題幹, the prompt's other essays as classmates' essays.
 *   npm run grader:ladder [-- --data FILE.jsonl] [--verbose]
 * Prints per prompt the levels of tiers 6…1, then Spearman(tier, level), mean |level − tier|,
 * the prompts whose tier 6 is at 5級分 or more, the prompts whose tier 6 is at or below its tier
 * 4, the off-topic gate on the off-topic and on the on-topic essays, and the confidence range.
 * Tiers and levels are from the ladder rows only (the `err` copies are left out, as its README asks).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report } from '@essay/contracts';
import { correct } from '../src/correct.ts';
import { parseArgs } from './lib/args.ts';
import { DATA_ROOT, groupBy } from './lib/dataset.ts';
import { cachedCorrections } from './lib/corrections-cache.ts';
import { spearman } from './lib/metrics.ts';

interface LadderRecord {
  id: string;
  prompt_id: string;
  title: string;
  prompt: string;
  text: string;
  tier: number | null;
  kind: 'ladder' | 'offtopic' | 'err';
}

export const LADDER_DIR = join(DATA_ROOT, 'essays-zh-tw-ladder');

export function readLadder(file = join(LADDER_DIR, 'essays.jsonl')): LadderRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LadderRecord);
}

/** The homework a ladder essay was written for: 題目 as its name, 題幹 as its instructions. */
export function ladderTask(r: LadderRecord): { name: string; instructions: string } {
  const [name = '', ...rest] = r.prompt.split('\n');
  return { name, instructions: rest.join('\n') };
}

export async function gradeLadder(
  recs: readonly LadderRecord[],
): Promise<{ rec: LadderRecord; report: Report }[]> {
  const byPrompt = groupBy(recs, (r) => r.prompt_id);
  const out: { rec: LadderRecord; report: Report }[] = [];
  for (const r of recs) {
    const peers = byPrompt
      .get(r.prompt_id)!
      .filter((x) => x !== r)
      .map((x) => x.text);
    const corrections = await cachedCorrections(r.text, 'zh');
    const report = await correct({ text: r.text }, ladderTask(r), 'cap-writing', {
      corrections,
      peerEssays: peers,
    });
    out.push({ rec: r, report });
  }
  return out;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  const recs = readLadder(args.get('data'));
  const graded = await gradeLadder(recs);
  const ladder = graded.filter((g) => g.rec.kind === 'ladder');
  const tiers = ladder.map((g) => g.rec.tier!);
  const levels = ladder.map((g) => g.report.level);
  let top = 0;
  const inverted: string[] = [];
  const prompts = [...new Set(ladder.map((g) => g.rec.prompt_id))];
  for (const p of prompts) {
    const rows = ladder
      .filter((g) => g.rec.prompt_id === p)
      .sort((a, b) => b.rec.tier! - a.rec.tier!);
    const at = (t: number): number => rows.find((g) => g.rec.tier === t)?.report.level ?? NaN;
    if (at(6) >= 5) top++;
    if (at(6) <= at(4)) inverted.push(p);
    const conf = rows.map((g) => g.report.confidence.toFixed(2)).join(' ');
    console.log(
      `${p}: tiers 6..1 → levels ${rows.map((g) => g.report.level).join(' ')}  (confidence ${conf})`,
    );
  }
  const mae = levels.reduce((s, l, i) => s + Math.abs(l - tiers[i]!), 0) / levels.length;
  const off = graded.filter((g) => g.rec.kind === 'offtopic');
  const on = graded.filter((g) => g.rec.kind !== 'offtopic');
  // off-topic is a flag for the teacher now (issue 42 §1); a zero gate of that kind only by the teacher
  const gated = (g: { report: Report }): boolean =>
    g.report.zeroGate?.gate === 'off_topic' || Boolean(g.report.offTopicSuspect);
  const conf = ladder.map((g) => g.report.confidence);
  if (args.has('verbose'))
    for (const g of graded)
      console.log(
        `${g.rec.id}\t${g.report.level}\t${g.report.zeroGate?.gate ?? (g.report.offTopicSuspect ? 'off-topic?' : '')}\t${g.report.confidence.toFixed(2)}`,
      );
  console.log(`mean |level − tier| ${mae.toFixed(2)}`);
  console.log(`tier 6 at 5級分 or more: ${top} of ${prompts.length} prompts`);
  console.log(
    `tier 6 at or below tier 4: ${inverted.length} of ${prompts.length} prompts${inverted.length ? ` (${inverted.join(', ')})` : ''}`,
  );
  console.log(
    `off-topic flag: ${off.filter(gated).length} of ${off.length} off-topic essays, ${on.filter(gated).length} of ${on.length} on-topic essays`,
  );
  console.log(
    `confidence on the ladder: ${Math.min(...conf).toFixed(2)}–${Math.max(...conf).toFixed(2)}`,
  );
  console.log(`Spearman ${spearman(tiers, levels).toFixed(3)}`);
}
