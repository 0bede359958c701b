/**
 * The truth checker over the walk's kind of input (issue 42, decision 0077), beside the data sets:
 * - `variants`: every report of the ladder's essays under the task variants of `grader:variants`
 *   (a teacher's words, a title only, a free-topic homework, two-essay homeworks);
 * - `walk`: the ladder's essays typed with a header (a date, a name, a class and seat line) above
 *   them, under the task in the teacher's words, with OCR doubts (every 40th character unsure,
 *   as a scan gives them), and every 10th ELLIPSE essay typed with an English date/name header.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Report, Span } from '@essay/contracts';
import { correct } from '../../src/correct.ts';
import { checkReport, type Contradiction } from '../../src/report/truth.ts';
import { agreementViolations } from '../../src/report/agreement.ts';
import { cachedCorrections } from './corrections-cache.ts';
import { DATA_ROOT } from './dataset.ts';
import { paraphrasedTask, VARIANTS } from './task-variants.ts';
import { gradeHomeworks, homeworksOf } from '../task-variants.ts';
import { readLadder } from '../ladder.ts';

export interface WalkResult {
  reports: Report[];
  contradictions: Contradiction[];
}

const ZH_HEADERS = [
  '班級：八年三班　座號：12　姓名：王小明\n',
  '姓名：陳怡君\n日期：2019/03/20\n',
  '03/20/19\n',
];
const EN_HEADERS = ['03/20/19\nName: Jamie Lee\n', 'Name: Alex Chen\nClass: 9B\nDate: 3/20/2019\n'];

/** Unsure spans as a scan gives them: two characters every 40th. */
function doubts(text: string): Span[] {
  const out: Span[] = [];
  for (let i = 20; i + 2 < text.length; i += 40) out.push({ start: i, end: i + 2 });
  return out;
}

function check(
  id: string,
  report: Report,
  text: string,
  expected: number,
  out: WalkResult,
  doubtful: readonly Span[] = [],
): void {
  out.reports.push(report);
  const cap = report.rubric === 'cap-writing';
  for (const c of checkReport(report, { text, expected, cap, doubtful }))
    out.contradictions.push({ rule: c.rule, detail: `${id}: ${c.detail}` });
  for (const v of agreementViolations(report))
    out.contradictions.push({ rule: 'level-dimension agreement', detail: `${id}: ${v}` });
}

/** Every report of the ladder's essays under every task variant. */
export async function checkVariants(): Promise<WalkResult> {
  const recs = readLadder();
  const out: WalkResult = { reports: [], contradictions: [] };
  for (const v of VARIANTS) {
    const reports = await gradeHomeworks(homeworksOf(v, recs));
    for (const r of recs) check(`${v}/${r.id}`, reports.get(r.id)!, r.text, 600, out);
  }
  return out;
}

/** The walk's input: headers, OCR doubts, tasks in a teacher's words. */
export async function checkWalk(): Promise<WalkResult> {
  const out: WalkResult = { reports: [], contradictions: [] };
  const recs = readLadder();
  const prompts = [...new Set(recs.map((r) => r.prompt_id))];
  for (const [i, r] of recs.entries()) {
    const text = ZH_HEADERS[i % ZH_HEADERS.length]! + r.text;
    const peers = recs.filter((x) => x.prompt_id === r.prompt_id && x !== r).map((x) => x.text);
    const report = await correct(
      { text },
      paraphrasedTask(r.prompt_id, prompts.indexOf(r.prompt_id)),
      'cap-writing',
      {
        corrections: await cachedCorrections(text, 'zh'),
        peerEssays: peers,
        uncertain: doubts(text),
      },
    );
    check(`walk/${r.id}`, report, text, 600, out, doubts(text));
  }
  const ellipse = readFileSync(join(DATA_ROOT, 'essays-en-ellipse/essays.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; prompt: string; text: string })
    .filter((_, i) => i % 10 === 0);
  for (const [i, r] of ellipse.entries()) {
    const text = EN_HEADERS[i % EN_HEADERS.length]! + r.text.replace(/\r\n?/g, '\n');
    const report = await correct({ text }, { name: '', instructions: r.prompt }, 'gsat-english', {
      lang: 'en',
      corrections: await cachedCorrections(text, 'en'),
    });
    check(`walk/${r.id}`, report, text, 120, out);
  }
  return out;
}
