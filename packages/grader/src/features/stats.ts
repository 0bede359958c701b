export function mean(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  let s = 0;
  for (const x of xs) s += x;
  return s / xs.length;
}

export function sd(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) * (x - m);
  return Math.sqrt(s / (xs.length - 1));
}

/** Moving-average type-token ratio: length-independent lexical diversity. */
export function mattr(words: readonly string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let types = 0;
  let acc = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const c = counts.get(w) ?? 0;
    if (c === 0) types++;
    counts.set(w, c + 1);
    if (i >= window) {
      const old = words[i - window]!;
      const oc = counts.get(old)!;
      if (oc === 1) types--;
      counts.set(old, oc - 1);
    }
    if (i >= window - 1) acc += types / window;
  }
  return acc / (words.length - window + 1);
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    const w = b.get(k);
    if (w !== undefined) dot += v * w;
  }
  for (const v of b.values()) nb += v * v;
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

export function termFreq(
  words: readonly string[],
  keep: (w: string) => boolean,
): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of words) if (keep(w)) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}
