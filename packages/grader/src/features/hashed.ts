import type { Doc } from '../text/analyse.ts';

/** A sparse vector: sorted unique indices with values. */
export interface Sparse {
  idx: Int32Array;
  val: Float64Array;
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Hashed bag of n-grams (English word 1-2 grams; Chinese words plus character bigrams),
 * log-scaled counts, L2-normalised so essay length is left to the dense features.
 */
export function hashedFeatures(doc: Doc, bits: number): Sparse {
  const mask = (1 << bits) - 1;
  const acc = new Map<number, number>();
  const add = (key: string): void => {
    const h = fnv1a(key) & mask;
    acc.set(h, (acc.get(h) ?? 0) + 1);
  };
  const w = doc.words;
  for (let i = 0; i < w.length; i++) {
    add(`w:${w[i]}`);
    if (i > 0) add(`b:${w[i - 1]} ${w[i]}`);
  }
  if (doc.lang === 'zh') {
    const chars = doc.norm.replace(/[^\u3400-\u9fff]/g, '');
    for (let i = 1; i < chars.length; i++) add(`c:${chars.slice(i - 1, i + 1)}`);
  }
  const idx = Int32Array.from([...acc.keys()].sort((a, b) => a - b));
  const val = new Float64Array(idx.length);
  let norm = 0;
  idx.forEach((k, i) => {
    const v = Math.log1p(acc.get(k)!);
    val[i] = v;
    norm += v * v;
  });
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < val.length; i++) val[i]! /= norm;
  return { idx, val };
}
