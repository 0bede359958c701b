import { describe, expect, it } from 'vitest';
import {
  cdfAt,
  cutsFor,
  indexOf,
  normalShares,
  quantiles101,
  continuousIndex,
} from '../src/model/levels.ts';
import { indexAtPercentile, teacherFit } from '../src/correct.ts';
import { RUBRIC_PRESETS } from '../src/rubrics/presets.ts';
import { predictBoost } from '../src/model/boost.ts';
import { fitBoost } from '../scripts/lib/fit-boost.ts';

describe('levels spread like human levels (fitted cut points)', () => {
  const oof = Array.from({ length: 500 }, (_, i) => 0.3 + 0.4 * Math.sin(i) ** 2); // a bunched model output
  const q = quantiles101(oof);
  it('every level of every scale is reachable on a synthetic quality range', () => {
    for (const n of [3, 6, 9, 11, 21]) {
      const shares = normalShares(n);
      const cuts = cutsFor(q, shares);
      const reached = new Set(Array.from({ length: 100001 }, (_, i) => indexOf(cuts, i / 100000)));
      expect(reached.size).toBe(n);
    }
    const cap = RUBRIC_PRESETS['cap-writing'].shares!;
    const reached = new Set(
      Array.from({ length: 1001 }, (_, i) => indexAtPercentile(cap, cdfAt(q, i / 1000))),
    );
    expect([...reached].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('on the training outputs the level shares are the expected ones (no bunching in the middle)', () => {
    const shares = [0.1, 0.2, 0.4, 0.2, 0.1];
    const got = new Array<number>(5).fill(0);
    for (const v of oof) got[indexAtPercentile(shares, cdfAt(q, v))]! += 1 / oof.length;
    got.forEach((g, l) => expect(Math.abs(g - shares[l]!)).toBeLessThan(0.03));
  });
  it('the continuous level is monotone and spans the scale', () => {
    const shares = normalShares(6);
    const c = Array.from({ length: 101 }, (_, i) => continuousIndex(q, shares, i / 100));
    for (let i = 1; i < c.length; i++) expect(c[i]!).toBeGreaterThanOrEqual(c[i - 1]!);
    expect(c[0]!).toBeLessThan(0);
    expect(c[100]!).toBeGreaterThan(5 - 0.01);
  });
  it("teacher scores move the mapping towards the teacher's mean (prior of 1 essay) and spread (prior of 4)", () => {
    const defaults = [1, 2, 3, 4, 5];
    const strict = teacherFit(defaults, [0, 1, 2, 3, 4]);
    expect(strict(3)).toBeCloseTo(3 - 5 / 6, 6);
    expect(strict(5) - strict(1)).toBeCloseTo(4, 6);
    expect(teacherFit(defaults, [])(3)).toBe(3);
    const wider = teacherFit(defaults, [0, 1.5, 3, 4.5, 6]);
    // slope 1.5 shrunk with 5 / (5 + 4): 1 + (5 / 9) × 0.5
    expect(wider(5) - wider(1)).toBeCloseTo(4 * (1 + (5 / 9) * 0.5), 6);
    expect(wider(3)).toBeCloseTo(3, 6);
    const many = teacherFit(
      Array.from({ length: 400 }, (_, i) => i % 5),
      Array.from({ length: 400 }, (_, i) => 2 * (i % 5)),
    );
    expect(many(4)).toBeCloseTo(8, 0);
  });
});

describe('gradient-boosted trees', () => {
  it('fit a step and an interaction a linear model cannot, deterministically', () => {
    const X = Array.from({ length: 400 }, (_, i) =>
      Float64Array.from([(i % 20) / 20, Math.floor(i / 20) / 20]),
    );
    const y = X.map((x) => (x[0]! > 0.5 ? 1 : 0) * (x[1]! > 0.3 ? 1 : -1));
    const o = { trees: 80, depth: 2, rate: 0.3, minLeaf: 5 };
    const b = fitBoost(X, y, o);
    const err = X.reduce((s, x, i) => s + Math.abs(predictBoost(b, x) - y[i]!), 0) / X.length;
    expect(err).toBeLessThan(0.05);
    expect(JSON.stringify(fitBoost(X, y, o))).toBe(JSON.stringify(b));
  });
});
