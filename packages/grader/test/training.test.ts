import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCorrections } from '../src/mechanics/index.ts';
import { defaultModel } from '../src/model/default-models.ts';
import { DATA_ROOT, readJsonl } from '../scripts/lib/dataset.ts';
import { SHIPPED } from '../scripts/lib/specs.ts';
import {
  featuriseRecords,
  serialiseModel,
  trainModel,
  TRAIN_CONFIG,
} from '../scripts/lib/trainer.ts';
import { maxWeightDiff } from '../scripts/lib/compare-models.ts';

// The data sets are not in the repository (../shared/data); without them these checks cannot run.
const haveData = SHIPPED.every((s) => existsSync(join(DATA_ROOT, s.dir, 'essays.jsonl')));

describe('the shipped models are what grader:train makes', () => {
  it('each shipped file records the configuration grader:train uses now', () => {
    for (const s of SHIPPED) {
      const m = defaultModel(s.lang);
      const { sample: _sample, ...cfg } = m.training;
      expect(cfg).toEqual(TRAIN_CONFIG[s.lang]);
      expect(m.name).toBe(s.name);
    }
  });

  it.runIf(haveData)(
    'features of the recorded training essays are unchanged (features or mechanics changed: retrain)',
    async () => {
      for (const s of SHIPPED) {
        const m = defaultModel(s.lang);
        const byId = new Map(
          readJsonl(join(DATA_ROOT, s.dir, 'essays.jsonl')).map((r) => [r.id, r]),
        );
        const recs = m.training.sample.map((x) => byId.get(x.id)!);
        const rows = await featuriseRecords(recs, s.lang, 0, (t, lang) => findCorrections(t, lang));
        m.training.sample.forEach((x, i) =>
          expect(
            maxWeightDiff(
              x.dense,
              [...rows[i]!.dense].map((v) => Number(v.toPrecision(6))),
            ),
          ).toBeLessThan(1e-4),
        );
      }
    },
    120_000,
  );

  it.runIf(haveData)(
    'the trainer is deterministic: the same essays give the same file',
    async () => {
      const s = SHIPPED[0]!;
      const recs = readJsonl(join(DATA_ROOT, s.dir, 'essays.jsonl')).slice(0, 60);
      const cfg = {
        ...TRAIN_CONFIG[s.lang],
        hashBits: 10,
        boost: { trees: 5, depth: 2, rate: 0.1, minLeaf: 5 },
      };
      const none = async (): Promise<never[]> => [];
      const a = serialiseModel(await trainModel(recs, s, cfg, none));
      const b = serialiseModel(await trainModel(recs, s, cfg, none));
      expect(b).toBe(a);
      expect(maxWeightDiff(JSON.parse(a), JSON.parse(b))).toBe(0);
    },
    120_000,
  );
});
