import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RunContext } from '../src/mechanics/zh/context-score.ts';
import { loadZhModel, MODEL_DIR } from '../src/mechanics/zh/model.ts';
import { DEFAULT_ZH_OPTIONS } from '../src/mechanics/zh/spelling-options.ts';

const counts = (name: string): Map<string, number> =>
  new Map(
    gunzipSync(readFileSync(MODEL_DIR + name))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        return [line.slice(0, tab), Number(line.slice(tab + 1))] as const;
      }),
  );

const codes = (text: string) => [...text].map((ch) => ch.codePointAt(0)!);

describe('the Chinese typo checker’s context model (issue 30)', () => {
  // The checker leaves a candidate without scoring its context when the margin cannot pass even
  // with a context score of 0: that is exact only while no log-probability exceeds 0.
  it('never counts a trigram more often than its first two characters, nor a pair more often than its first', () => {
    const bigrams = counts('context-bigrams.tsv.gz');
    const first = (gram: string) => String.fromCodePoint(gram.codePointAt(0)!);
    const left = new Map<string, number>();
    for (const [pair, n] of bigrams) left.set(first(pair), (left.get(first(pair)) ?? 0) + n);
    let over = 0;
    for (const [pair, n] of bigrams) if (n > left.get(first(pair))!) over++;
    for (const [gram, n] of counts('context-trigrams.tsv.gz')) {
      const [a, b] = [...gram];
      if (n > (bigrams.get(`${a}${b}`) ?? 0)) over++;
    }
    expect(over).toBe(0);
  });

  it('scores every written character as a candidate in its place would be, and never above 0', () => {
    const model = loadZhModel();
    const run = codes('我們以經在學校了他跑的很快再接再厲');
    for (const edges of [
      [0x5e, 0x24],
      [0xff0c, 0x3002],
    ] as const) {
      const context = new RunContext(model, DEFAULT_ZH_OPTIONS, run, [edges[0], edges[1]]);
      for (let at = 0; at < run.length; at++) {
        expect(context.written(at)).toBe(context.score(at, run[at]!));
        expect(context.score(at, 0x7684)).toBeLessThanOrEqual(0); // 的 in its place
      }
    }
    // A re-check reads the written characters among fixes made around them.
    const fixed = codes('我們已經在學校了');
    const context = new RunContext(model, DEFAULT_ZH_OPTIONS, fixed, [0x5e, 0x24], run);
    expect(context.written(2)).toBe(context.score(2, run[2]!));
  });
});
