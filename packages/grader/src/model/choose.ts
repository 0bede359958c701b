import type { Row } from './design.ts';
import type { RidgeOptions } from './ridge.ts';
import type { Scale } from './scale.ts';
import { outOfFold } from './scorer.ts';
import { pearson } from './metrics.ts';

const GRID = [1, 4, 16];

/** Picks lambda by inner cross-validation on the training rows only (never the test fold). */
export function chooseRidge(
  rows: readonly Row[],
  y: readonly number[],
  _scale: Scale,
  o: { hashBits: number; hashWeight: number; lambda: number | null },
): { opt: RidgeOptions; oof: number[] } {
  const base = { hashBits: o.hashBits, hashWeight: o.hashWeight, maxIter: 60 };
  const grid = o.lambda !== null ? [o.lambda] : GRID;
  let best = { lambda: grid[0]!, r: -Infinity, oof: [] as number[] };
  for (const lambda of grid) {
    const oof = outOfFold(rows, y, { ...base, lambda });
    const r = pearson(oof, y);
    if (r > best.r) best = { lambda, r, oof };
  }
  return { opt: { ...base, lambda: best.lambda }, oof: best.oof };
}
