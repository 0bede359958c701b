/**
 * Throughput of correct() on one core (a single Node thread, sequential calls) for 600-character
 * Chinese and 350-word English essays, plus cold start (import + first report).
 *   npm run bench:grader [-- --seconds 5] [--lazy] [--first zh|en]
 * --lazy: no initMechanics() warm-up; each language's mechanics and models load on its first essay
 * (a service whose first request is Chinese never loads Harper before it).
 * --first: the language of the first report (cold start), Chinese unless told.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from './lib/args.ts';

const args = parseArgs(process.argv.slice(2));
const seconds = Number(args.get('seconds') ?? 5);
const lazy = args.get('lazy') === 'true';
const first = args.get('first') === 'en' ? 'en' : 'zh';
const fixture = (n: string): string =>
  readFileSync(new URL(`../test/fixtures/${n}`, import.meta.url), 'utf8');

/** Essays of a target length made by cycling the fixture's paragraphs (varied per index). */
function makeEssay(
  base: string,
  unit: (s: string) => number,
  target: number,
  seed: number,
): string {
  const paras = base.split('\n').filter((p) => p.trim());
  const out: string[] = [];
  let n = 0;
  for (let i = seed; n < target; i++) {
    let p = paras[i % paras.length]!;
    if (n + unit(p) > target)
      p = p.slice(0, Math.max(1, Math.ceil((p.length * (target - n)) / unit(p))));
    out.push(p);
    n += unit(p);
  }
  return out.join('\n');
}

const t0 = performance.now();
const cpuStart = process.cpuUsage();
const { correct, countWords } = await import('../src/index.ts');
const { initMechanics } = await import('../src/mechanics/index.ts');
const tImport = performance.now() - t0;
const cpuSec = (c: NodeJS.CpuUsage): number => (c.user + c.system) / 1e6;
const cpuImport = cpuSec(process.cpuUsage(cpuStart));
const tm = performance.now();
const cpuM0 = process.cpuUsage();
await initMechanics(lazy ? [] : ['zh', 'en']);
const cpuMech = cpuSec(process.cpuUsage(cpuM0));
const tMech = performance.now() - tm;
const zhHw = { name: '我的夢想', instructions: '請以「我的夢想」為題，寫一篇文章。' };
const enHw = {
  name: 'A memorable trip',
  instructions: 'Write about a memorable trip you took with your family.',
};
const zhEssays = Array.from({ length: 20 }, (_, i) =>
  makeEssay(fixture('zh-trad-dream.txt'), (s) => countWords(s, 'zh'), 600, i),
);
const enEssays = Array.from({ length: 20 }, (_, i) =>
  makeEssay(
    `${fixture('en-trip.txt')}\n${fixture('en-errors.txt')}`,
    (s) => countWords(s, 'en'),
    350,
    i,
  ),
);
const firstReport = (lang: 'zh' | 'en') =>
  lang === 'zh'
    ? correct({ text: zhEssays[0]! }, zhHw, 'cap-writing')
    : correct({ text: enEssays[0]! }, enHw, 'gsat-english');
const second = first === 'zh' ? 'en' : 'zh';
const name = { zh: 'Chinese', en: 'English' };
await firstReport(first);
const coldFirst = performance.now() - t0;
const coldCpu = process.cpuUsage(cpuStart);
const t1 = performance.now();
const cpuSecond0 = process.cpuUsage();
await firstReport(second);
const coldSecond = performance.now() - t1;
const coldSecondCpu = cpuSec(process.cpuUsage(cpuSecond0));

const cpuRates: number[] = [];
/** Wall-clock rate; the CPU-time rate (essays per CPU second) is kept too: the machine is shared. */
async function rate(
  essays: string[],
  hw: typeof zhHw,
  rubric: 'cap-writing' | 'gsat-english',
): Promise<number> {
  let n = 0;
  const start = performance.now();
  const cpu0 = process.cpuUsage();
  while (performance.now() - start < seconds * 1000) {
    await correct({ text: essays[n % essays.length]! }, hw, rubric);
    n++;
  }
  const cpu = process.cpuUsage(cpu0);
  cpuRates.push(n / ((cpu.user + cpu.system) / 1e6));
  return n / ((performance.now() - start) / 1000);
}

const { findCorrections } = await import('../src/mechanics/index.ts');
// warm-up (JIT, caches) on every bench essay before timing
for (const e of zhEssays) await correct({ text: e }, zhHw, 'cap-writing');
for (const e of enEssays) await correct({ text: e }, enHw, 'gsat-english');
for (const e of zhEssays) await findCorrections(e, 'zh');
for (const e of enEssays) await findCorrections(e, 'en');
/** Milliseconds per essay spent in the mechanics module alone (part of every correct() call). */
async function mechanicsMs(essays: string[], lang: 'zh' | 'en'): Promise<number> {
  const cpu0 = process.cpuUsage();
  for (const e of essays) await findCorrections(e, lang);
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1000 / essays.length;
}

const zhRate = await rate(zhEssays, zhHw, 'cap-writing');
const enRate = await rate(enEssays, enHw, 'gsat-english');
const zhMech = await mechanicsMs(zhEssays, 'zh');
const enMech = await mechanicsMs(enEssays, 'en');
const rest = (cpuRate: number, mech: number): string =>
  `CPU per essay: ${(1000 / cpuRate).toFixed(1)} ms = ${(1000 / cpuRate - mech).toFixed(1)} ms scoring + ${mech.toFixed(1)} ms mechanics; without mechanics ${(1000 / (1000 / cpuRate - mech)).toFixed(0)} essays/CPU-s`;
console.log(
  `cold start (import + ${lazy ? 'no warm-up, lazy per language' : 'mechanics init'} + first ${name[first]} report): ${(coldFirst / 1000).toFixed(2)} s = import ${(tImport / 1000).toFixed(2)} s + initMechanics ${(tMech / 1000).toFixed(2)} s + first report ${((coldFirst - tImport - tMech) / 1000).toFixed(2)} s; first ${name[second]} report after that: ${(coldSecond / 1000).toFixed(2)} s`,
);
console.log(
  `cold start CPU time: ${cpuSec(coldCpu).toFixed(2)} s = import ${cpuImport.toFixed(2)} s + initMechanics ${cpuMech.toFixed(2)} s + first report ${(cpuSec(coldCpu) - cpuImport - cpuMech).toFixed(2)} s; first ${name[second]} report after that ${coldSecondCpu.toFixed(2)} s; load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${cpus().length} cores`,
);
console.log(
  `per CPU second: Chinese ${cpuRates[0]!.toFixed(1)} essays, English ${cpuRates[1]!.toFixed(1)} essays`,
);
console.log(
  `Chinese ~${countWords(zhEssays[0]!, 'zh')} characters, cap-writing: ${zhRate.toFixed(1)} essays/s wall; ${rest(cpuRates[0]!, zhMech)}`,
);
console.log(
  `English ~${countWords(enEssays[0]!, 'en')} words, gsat-english: ${enRate.toFixed(1)} essays/s wall; ${rest(cpuRates[1]!, enMech)}`,
);
