/** Quadratic weighted kappa of two integer ratings on [min, max]. */
export function qwk(a: readonly number[], b: readonly number[], min: number, max: number): number {
  const k = max - min + 1;
  const n = a.length;
  if (n === 0 || k < 2) return 0;
  const O = new Float64Array(k * k);
  const ha = new Float64Array(k);
  const hb = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    const x = a[i]! - min;
    const y = b[i]! - min;
    O[x * k + y]! += 1;
    ha[x]! += 1;
    hb[y]! += 1;
  }
  let num = 0;
  let den = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const w = ((i - j) * (i - j)) / ((k - 1) * (k - 1));
      num += w * O[i * k + j]!;
      den += (w * ha[i]! * hb[j]!) / n;
    }
  return den === 0 ? (num === 0 ? 1 : 0) : 1 - num / den;
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n < 2) return 0;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    sab += (a[i]! - ma) * (b[i]! - mb);
    saa += (a[i]! - ma) ** 2;
    sbb += (b[i]! - mb) ** 2;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : 0;
}

/** Standardised mean difference (machine - human) / pooled sd, as in AES validity reports. */
export function smd(machine: readonly number[], human: readonly number[]): number {
  const n = machine.length;
  if (n < 2) return 0;
  const m1 = machine.reduce((s, v) => s + v, 0) / n;
  const m2 = human.reduce((s, v) => s + v, 0) / n;
  const v1 = machine.reduce((s, v) => s + (v - m1) ** 2, 0) / (n - 1);
  const v2 = human.reduce((s, v) => s + (v - m2) ** 2, 0) / (n - 1);
  const pooled = Math.sqrt((v1 + v2) / 2);
  return pooled > 0 ? (m1 - m2) / pooled : 0;
}

/** Average ranks (ties share the mean of their positions), 1-based. */
export function ranks(xs: readonly number[]): number[] {
  const order = xs.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(xs.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson r of the average ranks). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}
