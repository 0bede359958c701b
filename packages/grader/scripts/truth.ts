/**
 * The truth checker (src/report/truth.ts) over every report the engine writes for the data sets:
 * each essay through `correct()` with the shipped models, as the product grades it (the prompt's
 * other essays as classmates' essays), under the rubric of its writers (ladder: cap-writing;
 * he2022: gsat-chinese; ELLIPSE, ASAP: gsat-english); contradictions counted per rule, in both
 * report languages (every report has both), and the comment sentences found in more than a
 * quarter of one data set's reports.
 *   npm run grader:truth [-- --sets ladder,he2022,ellipse,asap] [--sample N] [--show K]
 * --sample N: every k-th essay so that about N are read per set (the test reads a sample; this
 * script reads all by default). Last line: `contradictions <total>`.
 */
import { join } from 'node:path';
import type { Report } from '@essay/contracts';
import { correct, expectedLength } from '../src/correct.ts';
import { loadModel } from '../src/model/default-models.ts';
import { resolveRubric } from '../src/rubrics/presets.ts';
import { checkReport, repeatedSentences, type Contradiction } from '../src/report/truth.ts';
import { agreementViolations } from '../src/report/agreement.ts';
import { parseArgs } from './lib/args.ts';
import { readFileSync } from 'node:fs';
import { DATA_ROOT, groupBy } from './lib/dataset.ts';
import { cachedCorrections } from './lib/corrections-cache.ts';
import { checkVariants, checkWalk } from './lib/truth-walk.ts';

export interface TruthSet {
  name: string;
  file: string;
  rubric: 'cap-writing' | 'gsat-chinese' | 'gsat-english';
  /** The ladder's task is 題目 + 題幹; the other sets' prompt is the instructions. */
  titled: boolean;
}

export const TRUTH_SETS: TruthSet[] = [
  { name: 'ladder', file: 'essays-zh-tw-ladder/essays.jsonl', rubric: 'cap-writing', titled: true },
  { name: 'he2022', file: 'essays-zh-he2022/essays.jsonl', rubric: 'gsat-chinese', titled: false },
  {
    name: 'ellipse',
    file: 'essays-en-ellipse/essays.jsonl',
    rubric: 'gsat-english',
    titled: false,
  },
  { name: 'asap', file: 'essays-en-asap/essays.jsonl', rubric: 'gsat-english', titled: false },
];

export interface SetResult {
  reports: number;
  contradictions: Contradiction[];
  repeated: { lang: string; sentence: string; share: number }[];
}

interface Essay {
  id: string;
  prompt_id: string;
  lang: 'zh' | 'en';
  prompt: string;
  title?: string;
  text: string;
}

/** The essays of a set (any score, the ladder's off-topic ones too). */
function readEssays(file: string): Essay[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Essay);
}

/** The first 20 other essays of its prompt: the classmates' essays the product would pass. */
const classmates = (group: readonly Essay[], r: Essay): string[] =>
  group
    .filter((x) => x !== r)
    .slice(0, 20)
    .map((x) => x.text);

/** Every report of one set (or every k-th essay), checked. */
export async function checkSet(set: TruthSet, sample = 0, cache = true): Promise<SetResult> {
  const all = readEssays(join(DATA_ROOT, set.file));
  const step = sample > 0 ? Math.max(1, Math.floor(all.length / sample)) : 1;
  const picked = all.filter((_, i) => i % step === 0);
  const byPrompt = groupBy(all, (r) => r.prompt_id);
  const rubric = resolveRubric(set.rubric);
  const reports: Report[] = [];
  const contradictions: Contradiction[] = [];
  for (const r of picked) {
    const text = r.text.replace(/\r\n?/g, '\n');
    const [name = '', ...rest] = set.titled ? r.prompt.split('\n') : ['', r.prompt];
    const homework = set.titled
      ? { name, instructions: rest.join('\n') }
      : { name: '', instructions: r.prompt };
    const report = await correct({ text }, homework, set.rubric, {
      lang: r.lang,
      ...(cache ? { corrections: await cachedCorrections(text, r.lang) } : {}),
      peerEssays: classmates(byPrompt.get(r.prompt_id)!, r),
    });
    reports.push(report);
    const expected = expectedLength(rubric, r.lang, loadModel(r.lang));
    for (const c of checkReport(report, { text, expected, cap: set.rubric === 'cap-writing' }))
      contradictions.push({ rule: c.rule, detail: `${r.id}: ${c.detail}` });
    // one judgement (issue 42 §3): the level agrees with its dimensions, and a 0 has its gate
    for (const v of agreementViolations(report))
      contradictions.push({ rule: 'level-dimension agreement', detail: `${r.id}: ${v}` });
  }
  const repeated = (['zh-tw', 'en'] as const).flatMap((lang) =>
    repeatedSentences(reports, lang).map((x) => ({ lang, ...x })),
  );
  return { reports: reports.length, contradictions, repeated };
}

const isMain = process.argv[1]?.endsWith('scripts/truth.ts');
if (isMain) {
  const args = parseArgs(process.argv.slice(2));
  const names = (
    args.get('sets') ?? [...TRUTH_SETS.map((s) => s.name), 'variants', 'walk'].join(',')
  ).split(',');
  const sample = Number(args.get('sample') ?? 0);
  const show = Number(args.get('show') ?? 3);
  let total = 0;
  let repeatedTotal = 0;
  for (const set of TRUTH_SETS.filter((s) => names.includes(s.name))) {
    const t0 = Date.now();
    const res = await checkSet(set, sample);
    const byRule = groupBy(res.contradictions, (c) => c.rule);
    console.log(
      `${set.name} (${set.rubric}): ${res.reports} reports, ${res.contradictions.length} contradictions, ${res.repeated.length} sentences in more than 25 % of the reports (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
    for (const [rule, cs] of byRule) {
      console.log(`  ${rule}: ${cs.length}`);
      for (const c of cs.slice(0, show)) console.log(`    ${c.detail.slice(0, 300)}`);
    }
    for (const r of res.repeated.slice(0, show))
      console.log(`  repeated (${r.lang}, ${(100 * r.share).toFixed(0)} %): ${r.sentence}`);
    total += res.contradictions.length;
    repeatedTotal += res.repeated.length;
  }
  // the ladder under every task variant, and the walk's kind of input (scripts/lib/truth-walk.ts)
  for (const [name, run] of [
    ['variants', checkVariants],
    ['walk', checkWalk],
  ] as const) {
    if (!names.includes(name)) continue;
    const t0 = Date.now();
    const res = await run();
    console.log(
      `${name}: ${res.reports.length} reports, ${res.contradictions.length} contradictions (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
    );
    for (const [rule, cs] of groupBy(res.contradictions, (c) => c.rule)) {
      console.log(`  ${rule}: ${cs.length}`);
      for (const c of cs.slice(0, show)) console.log(`    ${c.detail.slice(0, 300)}`);
    }
    total += res.contradictions.length;
  }
  console.log(`repeated sentences ${repeatedTotal}`);
  console.log(`contradictions ${total}`);
}
