/**
 * A read-only map from words to numbers held in one string and typed arrays: jieba's 270,000 idf
 * entries as a Map kept as many small strings and map entries on the heap for a worker's lifetime
 * (issue 30). `get` answers what a Map filled by `set` in the same order would.
 */
export class WordTable {
  private readonly text: string;
  /** Entry i is text.slice(starts[i], starts[i + 1]). */
  private readonly starts: Int32Array;
  private readonly values: Float64Array;
  /** Open addressing over the entries: entry index + 1, 0 for an empty slot. */
  private readonly slots: Int32Array;
  private readonly mask: number;

  constructor(entries: readonly (readonly [string, number])[]) {
    let capacity = 1024;
    while (capacity < entries.length * 2) capacity *= 2;
    this.slots = new Int32Array(capacity);
    this.mask = capacity - 1;
    const words: string[] = [];
    const starts = new Int32Array(entries.length + 1);
    const values = new Float64Array(entries.length);
    let length = 0;
    for (const [word, value] of entries) {
      const slot = this.slotOf(word, words, starts);
      const found = this.slots[slot]!;
      if (found > 0) {
        values[found - 1] = value;
        continue;
      }
      starts[words.length] = length;
      values[words.length] = value;
      words.push(word);
      length += word.length;
      starts[words.length] = length;
      this.slots[slot] = words.length;
    }
    this.text = words.join('');
    this.starts = starts.slice(0, words.length + 1);
    this.values = values.slice(0, words.length);
  }

  get(word: string): number | undefined {
    const found = this.slots[this.slotOf(word)]!;
    return found > 0 ? this.values[found - 1] : undefined;
  }

  /** The slot holding `word`, or the empty one where it would go (`words` while building). */
  private slotOf(word: string, words?: readonly string[], starts = this.starts): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
    for (let slot = (h >>> 0) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot]! - 1;
      if (entry < 0) return slot;
      const same = words
        ? words[entry] === word
        : starts[entry + 1]! - starts[entry]! === word.length &&
          this.text.startsWith(word, starts[entry]);
      if (same) return slot;
    }
  }
}
