/**
 * Open-addressing hash from non-negative integer keys (< 2^53) to int32 values. The lexicon
 * and context tables are looked up millions of times per second; numeric keys avoid building
 * and hashing a fresh string for every probe, which dominated the profile.
 */
export class NumericHash {
  private keys: Float64Array;
  private values: Int32Array;
  private mask: number;
  size = 0;

  constructor(expected: number) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.keys = new Float64Array(capacity).fill(-1);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  private slot(key: number): number {
    const lo = (key % 0x100000000) | 0;
    const hi = (key / 0x100000000) | 0;
    let h = Math.imul(lo ^ Math.imul(hi, 0x27d4eb2d), 0x9e3779b1);
    h ^= h >>> 15;
    let i = h & this.mask;
    while (this.keys[i] !== -1 && this.keys[i] !== key) i = (i + 1) & this.mask;
    return i;
  }

  get(key: number): number | undefined {
    const i = this.slot(key);
    return this.keys[i] === key ? this.values[i] : undefined;
  }

  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const i = this.slot(key);
    if (this.keys[i] !== key) {
      this.keys[i] = key;
      this.size++;
    }
    this.values[i] = value;
  }

  private grow(): void {
    const { keys, values } = this;
    this.keys = new Float64Array(keys.length * 2).fill(-1);
    this.values = new Int32Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    this.size = 0;
    keys.forEach((key, i) => {
      if (key !== -1) this.set(key, values[i]!);
    });
  }
}

/** Key for a pair of code points (or a trie node and a code point). */
export function pairKey(first: number, second: number): number {
  return first * 0x110000 + second;
}
