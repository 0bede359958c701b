import { describe, expect, it } from 'vitest';
import { qwk, pearson, smd } from '../scripts/lib/metrics.ts';
import { predictRidge } from '../src/model/ridge.ts';
import { fitRidge } from '../scripts/lib/fit-ridge.ts';
import { defaultModel } from '../src/model/default-models.ts';

describe('scoring models', () => {
  it('QWK, Pearson and SMD on known values', () => {
    expect(qwk([0, 1, 2, 3], [0, 1, 2, 3], 0, 3)).toBe(1);
    expect(qwk([0, 0, 3, 3], [3, 3, 0, 0], 0, 3)).toBeLessThan(0);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(smd([2, 3, 4], [1, 2, 3])).toBeCloseTo(1);
  });

  it('ridge (conjugate gradients on the centred design) recovers a linear rule', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      dense: Float64Array.from([Math.sin(i), Math.cos(i * 3), i % 7]),
      sparse: null,
    }));
    const y = rows.map((r) => 2 * r.dense[0]! - r.dense[1]! + 0.5 * r.dense[2]! + 3);
    const m = fitRidge(rows, y, { lambda: 0.01, hashWeight: 0, hashBits: 0 });
    const errs = rows.map((r, i) => Math.abs(predictRidge(m, r) - y[i]!));
    expect(Math.max(...errs)).toBeLessThan(0.05);
  });

  it('shipped models carry provenance and terms', () => {
    for (const lang of ['zh', 'en'] as const) {
      const m = defaultModel(lang);
      expect(m.provenance.data.length).toBeGreaterThan(0);
      expect(m.provenance.data[0]!.terms.length).toBeGreaterThan(10);
      expect(m.provenance.scaleMapping).toMatch(/q/);
    }
  });
});
