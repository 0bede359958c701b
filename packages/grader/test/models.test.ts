import { describe, expect, it } from 'vitest';
import { qwk, pearson, smd } from '../scripts/lib/metrics.ts';
import { predictRidge } from '../src/model/ridge.ts';
import { fitRidge } from '../scripts/lib/fit-ridge.ts';
import { defaultModel } from '../src/model/default-models.ts';
import { correct } from '../src/correct.ts';
import { DATA_ROOT, readJsonl } from '../scripts/lib/dataset.ts';
import { SHIPPED } from '../scripts/lib/specs.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const haveData = SHIPPED.every((s) => existsSync(join(DATA_ROOT, s.dir, 'essays.jsonl')));

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

  it('ridge with hinge knots fits a bend that the linear ridge cannot', () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      dense: Float64Array.from([(i % 61) / 10 - 3, Math.sin(i)]),
      sparse: null,
    }));
    const y = rows.map((r) => Math.abs(r.dense[0]!) + 0.3 * r.dense[1]!);
    const worst = (knots: number): number => {
      const m = fitRidge(rows, y, { lambda: 0.01, hashWeight: 0, hashBits: 0, knots });
      return Math.max(...rows.map((r, i) => Math.abs(predictRidge(m, r) - y[i]!)));
    };
    expect(worst(0)).toBeGreaterThan(1);
    expect(worst(3)).toBeLessThan(0.35);
  });

  it('shipped models carry provenance and terms', () => {
    for (const lang of ['zh', 'en'] as const) {
      const m = defaultModel(lang);
      expect(m.provenance.data.length).toBeGreaterThan(0);
      expect(m.provenance.data[0]!.terms.length).toBeGreaterThan(10);
      expect(m.provenance.scaleMapping).toMatch(/q/);
    }
  });

  // A model file whose weights, feature order or cut points broke would still load and carry
  // provenance; its levels would no longer follow the human scores.
  it.runIf(haveData)(
    'shipped models, through correct(), put essays of their data set in the human order',
    async () => {
      for (const s of SHIPPED) {
        const all = readJsonl(join(DATA_ROOT, s.dir, 'essays.jsonl'));
        const picked = all.filter((_, i) => i % Math.floor(all.length / 40) === 0).slice(0, 40);
        // he2022 is senior-high writing: the 學測 rubric serves its writers (cap-writing: 國中)
        const rubric = s.lang === 'zh' ? 'gsat-chinese' : 'gsat-english';
        const levels: number[] = [];
        for (const r of picked) {
          const report = await correct(
            { text: r.text },
            { name: r.title ?? '', instructions: r.prompt },
            rubric,
            { lang: s.lang },
          );
          levels.push(report.level);
        }
        expect(new Set(levels).size, s.name).toBeGreaterThan(2);
        expect(
          pearson(
            levels,
            picked.map((r) => r.score),
          ),
          s.name,
        ).toBeGreaterThan(0.6);
      }
    },
    180_000,
  );
});
