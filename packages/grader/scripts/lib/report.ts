import { pearson, qwk, smd } from './metrics.ts';
import { toIndex, type Scale } from './through-correct.ts';

export interface PromptResult {
  prompt: string;
  scale: Scale;
  pred: number[];
  truth: number[];
}

/** Prints per-prompt QWK, Pearson r and SMD, then the average; the last line is `QWK <avg>`. */
export function printResults(results: readonly PromptResult[], showEach = true): void {
  const rows = results.map((r) => {
    const p = r.pred.map((v) => toIndex(r.scale, v));
    const t = r.truth.map((v) => toIndex(r.scale, v));
    const k = toIndex(r.scale, r.scale.max);
    return {
      name: r.prompt,
      n: r.pred.length,
      q: qwk(p, t, 0, k),
      r: pearson(r.pred, r.truth),
      d: smd(p, t),
    };
  });
  const fmt = (x: number): string => x.toFixed(3).padStart(7);
  console.log(`${'prompt'.padEnd(36)}${'n'.padStart(6)}    QWK      r    SMD`);
  if (showEach)
    for (const r of rows)
      console.log(
        `${r.name.slice(0, 35).padEnd(36)}${String(r.n).padStart(6)}${fmt(r.q)}${fmt(r.r)}${fmt(r.d)}`,
      );
  const avg = (f: (x: (typeof rows)[number]) => number): number =>
    rows.reduce((s, x) => s + f(x), 0) / Math.max(rows.length, 1);
  const n = rows.reduce((s, x) => s + x.n, 0);
  console.log(
    `${`average of ${rows.length} prompt(s)`.padEnd(36)}${String(n).padStart(6)}${fmt(avg((x) => x.q))}${fmt(avg((x) => x.r))}${fmt(avg((x) => x.d))}`,
  );
  console.log(`QWK ${avg((x) => x.q).toFixed(4)}`);
}
