/** Largest absolute difference between the numbers of two model files (same shape), Infinity when shapes differ. */
export function maxWeightDiff(a: unknown, b: unknown, skip = new Set(['version'])): number {
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) / Math.max(1, Math.abs(a));
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return Infinity;
    return a.reduce<number>((m, v, i) => Math.max(m, maxWeightDiff(v, b[i], skip)), 0);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a)
      .filter((k) => !skip.has(k))
      .sort();
    const kb = Object.keys(b)
      .filter((k) => !skip.has(k))
      .sort();
    if (ka.join() !== kb.join()) return Infinity;
    return ka.reduce(
      (m, k) =>
        Math.max(
          m,
          maxWeightDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], skip),
        ),
      0,
    );
  }
  return a === b ? 0 : Infinity;
}
