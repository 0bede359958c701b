/**
 * The development ladder's essays under the ways a teacher sets a homework (issue 42 §2), through
 * `correct()` with the shipped models and `cap-writing`, each essay's classmates being the other
 * essays of its homework:
 *   original    the ladder's 題目 and 題幹, one homework per prompt (as `grader:ladder`)
 *   paraphrase  the task in a teacher's words under a label (作文練習（一）), one homework per prompt
 *   title-only  「請以「題目」為題，寫一篇文章。」 under a label, one homework per prompt
 *   free-topic  「題目自訂，文體不拘…」, one homework holding every prompt's essays
 *   two-essay   the ladder's task, homeworks of two essays of a prompt
 *   npm run grader:variants [-- --data FILE.jsonl] [--verbose]
 * Prints per variant the on-topic essays gated or flagged off-topic (target 0) and the off-topic
 * essays flagged (target ≥ 5 of 6 under title-only and paraphrase), and the mean and largest
 * |level difference| of each variant from the original (targets ≤ 0.5 and ≤ 1).
 */
import type { Report } from '@essay/contracts';
import { correct } from '../src/correct.ts';
import { parseArgs } from './lib/args.ts';
import { groupBy } from './lib/dataset.ts';
import { cachedCorrections } from './lib/corrections-cache.ts';
import { ladderTask, readLadder } from './ladder.ts';
import {
  FREE_TOPIC_TASK,
  pairsOf,
  paraphrasedTask,
  titleOnlyTask,
  VARIANTS,
  type Task,
  type VariantName,
} from './lib/task-variants.ts';

type Rec = ReturnType<typeof readLadder>[number];
export interface Homework {
  task: Task;
  essays: Rec[];
}

/** The homeworks of a variant over the ladder's records. */
export function homeworksOf(variant: VariantName, recs: readonly Rec[]): Homework[] {
  const byPrompt = [...groupBy(recs, (r) => r.prompt_id).values()];
  switch (variant) {
    case 'original':
      return byPrompt.map((essays) => ({ task: ladderTask(essays[0]!), essays }));
    case 'paraphrase':
      return byPrompt.map((essays, i) => ({
        task: paraphrasedTask(essays[0]!.prompt_id, i),
        essays,
      }));
    case 'title-only':
      return byPrompt.map((essays, i) => ({
        task: titleOnlyTask(ladderTask(essays[0]!).name, i),
        essays,
      }));
    case 'free-topic':
      return [{ task: FREE_TOPIC_TASK, essays: [...recs] }];
    case 'two-essay':
      return byPrompt.flatMap((essays) =>
        pairsOf(essays).map((pair) => ({ task: ladderTask(pair[0]!), essays: pair })),
      );
  }
}

/** Every essay of the homeworks corrected as the product does (classmates: the homework's others). */
export async function gradeHomeworks(homeworks: readonly Homework[]): Promise<Map<string, Report>> {
  const out = new Map<string, Report>();
  for (const hw of homeworks)
    for (const r of hw.essays) {
      const peers = hw.essays.filter((x) => x !== r).map((x) => x.text);
      const report = await correct({ text: r.text }, hw.task, 'cap-writing', {
        corrections: await cachedCorrections(r.text, 'zh'),
        peerEssays: peers,
      });
      out.set(r.id, report);
    }
  return out;
}

export const flagged = (r: Report): boolean =>
  r.zeroGate?.gate === 'off_topic' || Boolean(r.offTopicSuspect);

export interface VariantFigures {
  variant: VariantName;
  onTopicFlagged: string[];
  onTopicGated: string[];
  offTopicFlagged: number;
  offTopic: number;
  meanDiff: number;
  maxDiff: number;
}

export function figuresOf(
  variant: VariantName,
  recs: readonly Rec[],
  reports: Map<string, Report>,
  original: Map<string, Report>,
): VariantFigures {
  const on = recs.filter((r) => r.kind !== 'offtopic');
  const off = recs.filter((r) => r.kind === 'offtopic');
  const diffs = recs.map((r) => Math.abs(reports.get(r.id)!.level - original.get(r.id)!.level));
  return {
    variant,
    onTopicFlagged: on.filter((r) => flagged(reports.get(r.id)!)).map((r) => r.id),
    onTopicGated: on.filter((r) => reports.get(r.id)!.zeroGate).map((r) => r.id),
    offTopicFlagged: off.filter((r) => flagged(reports.get(r.id)!)).length,
    offTopic: off.length,
    meanDiff: diffs.reduce((a, b) => a + b, 0) / Math.max(diffs.length, 1),
    maxDiff: Math.max(0, ...diffs),
  };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!);
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  const recs = readLadder(args.get('data'));
  const original = await gradeHomeworks(homeworksOf('original', recs));
  console.log(
    'variant      on-topic flagged / gated   off-topic flagged   mean |Δlevel|   max |Δlevel|',
  );
  for (const variant of VARIANTS) {
    const reports =
      variant === 'original' ? original : await gradeHomeworks(homeworksOf(variant, recs));
    const f = figuresOf(variant, recs, reports, original);
    const on = recs.length - f.offTopic;
    console.log(
      `${variant.padEnd(12)} ${`${f.onTopicFlagged.length} / ${f.onTopicGated.length} of ${on}`.padEnd(26)} ${`${f.offTopicFlagged} of ${f.offTopic}`.padEnd(19)} ${f.meanDiff.toFixed(2).padEnd(15)} ${f.maxDiff}`,
    );
    if (f.onTopicFlagged.length) console.log(`  flagged on-topic: ${f.onTopicFlagged.join(', ')}`);
    if (args.has('verbose'))
      for (const r of recs) {
        const rep = reports.get(r.id)!;
        console.log(
          `  ${r.id}\t${rep.level}\t(${original.get(r.id)!.level})\t${rep.zeroGate?.gate ?? ''}${rep.offTopicSuspect ? `off-topic? ${rep.offTopicSuspect.score} < ${rep.offTopicSuspect.cut} ${rep.offTopicSuspect.shared.join('、')}` : ''}`,
        );
      }
  }
}
