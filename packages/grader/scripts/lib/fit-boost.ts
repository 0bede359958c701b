/** Training only: gradient-boosted trees for grader:train (the engine only predicts, src/model/boost.ts). */
import { predictTree, type Tree, type Boost } from '../../src/model/boost.ts';

export interface BoostOptions {
  trees: number;
  depth: number;
  rate: number;
  minLeaf: number;
}

const BINS = 32;

/** Candidate thresholds per feature: midpoints between its distinct values, or between quantiles when there are many. */
function binEdges(X: readonly Float64Array[], d: number): number[][] {
  const edges: number[][] = [];
  for (let j = 0; j < d; j++) {
    const v = X.map((x) => x[j]!).sort((a, b) => a - b);
    let points = [...new Set(v)];
    if (points.length > BINS)
      points = [
        ...new Set(
          Array.from(
            { length: BINS + 1 },
            (_, b) => v[Math.min(v.length - 1, Math.floor((b * v.length) / BINS))]!,
          ),
        ),
      ];
    const e: number[] = [];
    for (let k = 1; k < points.length; k++) e.push((points[k - 1]! + points[k]!) / 2);
    edges.push(e);
  }
  return edges;
}

function fitTree(
  X: readonly Float64Array[],
  r: Float64Array,
  edges: number[][],
  o: BoostOptions,
): Tree {
  const internal = (1 << o.depth) - 1;
  const feature = new Array<number>(internal).fill(-1);
  const threshold = new Array<number>(internal).fill(0);
  const value = new Array<number>(1 << o.depth).fill(0);
  const grow = (node: number, idx: number[], level: number): void => {
    if (level === o.depth) {
      const leaf = node - internal;
      value[leaf] = idx.length ? idx.reduce((s, i) => s + r[i]!, 0) / idx.length : 0;
      return;
    }
    let total = 0;
    for (const i of idx) total += r[i]!;
    let best = { gain: 1e-12, j: -1, t: Infinity };
    for (let j = 0; j < edges.length; j++) {
      const e = edges[j]!;
      if (!e.length) continue;
      const sum = new Float64Array(e.length + 1);
      const cnt = new Int32Array(e.length + 1);
      for (const i of idx) {
        const x = X[i]![j]!;
        let lo = 0;
        let hi = e.length;
        while (lo < hi) {
          const m = (lo + hi) >> 1;
          if (x > e[m]!) lo = m + 1;
          else hi = m;
        }
        sum[lo]! += r[i]!;
        cnt[lo]! += 1;
      }
      let sl = 0;
      let nl = 0;
      for (let b = 0; b < e.length; b++) {
        sl += sum[b]!;
        nl += cnt[b]!;
        const nr = idx.length - nl;
        if (nl < o.minLeaf || nr < o.minLeaf) continue;
        const sr = total - sl;
        const gain = (sl * sl) / nl + (sr * sr) / nr - (total * total) / idx.length;
        if (gain > best.gain) best = { gain, j, t: e[b]! };
      }
    }
    feature[node] = best.j;
    threshold[node] = best.j < 0 ? 0 : best.t;
    const left = best.j < 0 ? idx : idx.filter((i) => X[i]![best.j]! <= best.t);
    const right = best.j < 0 ? [] : idx.filter((i) => X[i]![best.j]! > best.t);
    grow(2 * node + 1, left, level + 1);
    grow(2 * node + 2, right, level + 1);
  };
  grow(
    0,
    X.map((_, i) => i),
    0,
  );
  return { feature, threshold, value };
}

/** Fits `trees` trees to the residuals of y (starting from 0: use it on a base model's residuals). */
export function fitBoost(X: readonly Float64Array[], y: readonly number[], o: BoostOptions): Boost {
  const d = X[0]?.length ?? 0;
  const edges = binEdges(X, d);
  const r = Float64Array.from(y);
  const trees: Tree[] = [];
  for (let k = 0; k < o.trees; k++) {
    const t = fitTree(X, r, edges, o);
    trees.push(t);
    for (let i = 0; i < X.length; i++) r[i] = r[i]! - o.rate * predictTree(t, X[i]!);
  }
  return { rate: o.rate, trees };
}
