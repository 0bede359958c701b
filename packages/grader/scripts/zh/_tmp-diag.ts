import { readFileSync } from 'node:fs';
import { findCorrections } from '../../src/mechanics/index.ts';
import { pairVerdicts } from '../../src/mechanics/zh/pair-context.ts';
import { lmGain } from '../../src/mechanics/zh/lm-pairs.ts';
import { toSimplified } from '../../src/text/normalise.ts';
const { Converter } = await import('opencc-js');
const toTw = Converter({ from: 'cn', to: 'tw' });
const [from, to] = process.argv[2]!.split(',').map(Number);
const he = readFileSync('/work/shared/data/essays-zh-he2022/essays.jsonl','utf8').split('\n').filter(Boolean).slice(from,to).flatMap(l=>toTw(JSON.parse(l).text ?? JSON.parse(l).essay).split(/(?<=[。！？])/));
const sg = (process.argv[3] ?? '').split(',').filter(Boolean).flatMap(n=>readFileSync(`/work/shared/data/spelling-zh-sighan/${n}.jsonl`,'utf8').split('\n').filter(Boolean).map(l=>JSON.parse(l).target));
for (const s of [...he, ...sg]) {
  if (!s.includes('那') && !s.includes('哪')) continue;
  for (const [at, ch] of [...s].entries()) {
    if (ch !== '那' && ch !== '哪') continue;
    const t = ch === '那' ? s : s.slice(0, at) + '那' + s.slice(at + 1);
    const marks = await findCorrections(t, 'zh');
    const marked = marks.some((c) => c.span.start === at && c.suggestion === '哪');
    const v = pairVerdicts(t).find((x) => x.index === at);
    const lo = v?.alternatives.find((a) => a.suggestion === '哪')?.logOdds ?? NaN;
    const g = lmGain([...toSimplified(t)], at, '哪') ?? NaN;
    console.log([ch === '哪' ? 1 : 0, marked ? 1 : 0, lo.toFixed(2), g.toFixed(2), t.slice(Math.max(0, at - 10), at + 8).replace(/\s/g, '')].join('\t'));
  }
}
