/**
 * Off-topic detection as the product does it: each essay is graded by `correct()` (shipped models)
 * once under its own prompt and once under another prompt of the file (seeded choice), each time
 * with 20 other essays of that prompt as its classmates' essays (`peerEssays`); prints the
 * AUC of the topic relevance score that `correct()` decides with (own prompt = positive), how
 * often the off-topic gate fires under each, and the mean content-score drop (share of the
 * content dimension's maximum; a gated essay scores 0).
 *   npm run grader:offtopic -- --data FILE.jsonl [--per-prompt 60] [--mechanics off]
 * Last line: `AUC <value>`.
 */
import { exitWithUsage, parseArgs } from './lib/args.ts';
import { classmatesIn, groupBy, readJsonl, type EssayRecord } from './lib/dataset.ts';
import { cachedCorrections } from './lib/corrections-cache.ts';
import { foldsOf } from './lib/trainer.ts';
import { correct } from '../src/correct.ts';
import { decideEssay } from '../src/decide.ts';

const args = parseArgs(process.argv.slice(2));
const file = args.get('data');
if (!file) {
  exitWithUsage(
    'usage: npm run grader:offtopic -- --data FILE.jsonl [--per-prompt 60] [--mechanics off]',
  );
}
const perPrompt = Number(args.get('per-prompt') ?? 60);
const mechanics = args.get('mechanics') !== 'off';
const groups = groupBy(readJsonl(file), (r) => r.prompt_id);
const prompts = [...groups.keys()];
if (prompts.length < 2) {
  exitWithUsage('the file needs essays of at least two prompts');
}
const taskOf = (r: EssayRecord): { name: string; instructions: string } => ({
  name: '',
  instructions: r.prompt,
});

const pos: number[] = [];
const neg: number[] = [];
let gatedOwn = 0;
let gatedOther = 0;
let ownContent = 0;
let otherContent = 0;
let n = 0;
for (const [pi, p] of prompts.entries()) {
  const xs = groups.get(p)!;
  const order = foldsOf(xs.length, xs.length, 5);
  const sample = xs.filter((_, i) => order[i]! < perPrompt);
  for (const [k, r] of sample.entries()) {
    const otherPrompt = prompts[(pi + 1 + (k % (prompts.length - 1))) % prompts.length]!;
    const other = groups.get(otherPrompt)![0]!;
    const text = r.text.replace(/\r\n?/g, '\n');
    const ownPeers = { peerEssays: classmatesIn(xs, r) };
    const otherPeers = { peerEssays: classmatesIn(groups.get(otherPrompt)!, r) };
    const own = decideEssay({ text, title: r.title }, taskOf(r), ownPeers);
    const off = decideEssay({ text, title: r.title }, taskOf(other), otherPeers);
    pos.push(own.relevance.score);
    neg.push(off.relevance.score);
    const corrections = mechanics ? await cachedCorrections(text, own.lang) : [];
    const rubric = r.lang === 'zh' ? 'cap-writing' : 'gsat-english';
    const a = await correct({ text, title: r.title }, taskOf(r), rubric, {
      corrections,
      ...ownPeers,
    });
    const b = await correct({ text, title: r.title }, taskOf(other), rubric, {
      corrections,
      ...otherPeers,
    });
    const content = (rep: typeof a): number => {
      const d = rep.dimensions.find((x) => x.key === 'content')!;
      return d.score / d.maxScore;
    };
    // off-topic is a flag for the teacher (issue 42): counted as the gate was
    if (a.offTopicSuspect) gatedOwn++;
    if (b.offTopicSuspect) gatedOther++;
    ownContent += content(a);
    otherContent += content(b);
    n++;
  }
}
let s = 0;
for (const a of pos) for (const b of neg) s += a > b ? 1 : a === b ? 0.5 : 0;
const auc = s / (pos.length * neg.length);
console.log(
  `${n} essays of ${prompts.length} prompts, each graded under its own prompt and another one`,
);
console.log(
  `off-topic gate: ${((100 * gatedOther) / n).toFixed(1)} % under another prompt (detected), ${((100 * gatedOwn) / n).toFixed(1)} % under its own (false alarms)`,
);
console.log(
  `mean content-score drop: ${((ownContent - otherContent) / n).toFixed(3)} of the dimension's maximum (${(ownContent / n).toFixed(3)} under its own prompt, ${(otherContent / n).toFixed(3)} under another)`,
);
console.log(`AUC ${auc.toFixed(4)}`);
