/**
 * Throughput of correct() on one core (a single Node thread, sequential calls) for 600-character
 * Chinese and 350-word English essays, plus cold start (import + first report).
 *   npm run bench:grader [-- --seconds 5]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from './lib/args.ts';

const args = parseArgs(process.argv.slice(2));
const seconds = Number(args.get('seconds') ?? 5);
const fixture = (n: string): string => readFileSync(new URL(`../test/fixtures/${n}`, import.meta.url), 'utf8');

/** Essays of a target length made by cycling the fixture's paragraphs (varied per index). */
function makeEssay(base: string, unit: (s: string) => number, target: number, seed: number): string {
  const paras = base.split('\n').filter((p) => p.trim());
  const out: string[] = [];
  let n = 0;
  for (let i = seed; n < target; i++) {
    let p = paras[i % paras.length]!;
    if (n + unit(p) > target) p = p.slice(0, Math.max(1, Math.ceil((p.length * (target - n)) / unit(p))));
    out.push(p);
    n += unit(p);
  }
  return out.join('\n');
}

const t0 = performance.now();
const { correct, countWords } = await import('../src/index.ts');
const zhHw = { name: '我的夢想', instructions: '請以「我的夢想」為題，寫一篇文章。' };
const enHw = { name: 'A memorable trip', instructions: 'Write about a memorable trip you took with your family.' };
const zhEssays = Array.from({ length: 20 }, (_, i) => makeEssay(fixture('zh-trad-dream.txt'), (s) => countWords(s, 'zh'), 600, i));
const enEssays = Array.from({ length: 20 }, (_, i) => makeEssay(`${fixture('en-trip.txt')}\n${fixture('en-errors.txt')}`, (s) => countWords(s, 'en'), 350, i));
await correct({ text: zhEssays[0]! }, zhHw, 'cap-writing');
const coldZh = performance.now() - t0;
const t1 = performance.now();
await correct({ text: enEssays[0]! }, enHw, 'gsat-english');
const coldEn = performance.now() - t1;

async function rate(essays: string[], hw: typeof zhHw, rubric: 'cap-writing' | 'gsat-english'): Promise<number> {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    await correct({ text: essays[n % essays.length]! }, hw, rubric);
    n++;
  }
  return n / ((performance.now() - start) / 1000);
}

const zhRate = await rate(zhEssays, zhHw, 'cap-writing');
const enRate = await rate(enEssays, enHw, 'gsat-english');
console.log(`cold start (import + first Chinese report): ${(coldZh / 1000).toFixed(2)} s; first English report after that: ${(coldEn / 1000).toFixed(2)} s`);
console.log(`Chinese ~${countWords(zhEssays[0]!, 'zh')} characters, cap-writing: ${zhRate.toFixed(1)} essays/s/core`);
console.log(`English ~${countWords(enEssays[0]!, 'en')} words, gsat-english: ${enRate.toFixed(1)} essays/s/core`);
