import { NumericHash, pairKey } from './numeric-hash.ts';

/**
 * A character trie over the lexicon, stored as (parent node, code point) -> child node in one
 * numeric hash, with each node's word log-probability (NaN when the prefix is not a word).
 */
export class LexiconTrie {
  static readonly ROOT = 0;
  private children: NumericHash;
  private logProbs: number[] = [NaN];

  constructor(expectedNodes: number) {
    this.children = new NumericHash(expectedNodes);
  }

  add(word: string, logProb: number): void {
    let node = LexiconTrie.ROOT;
    for (const ch of word) {
      const code = ch.codePointAt(0)!;
      let next = this.children.get(pairKey(node, code));
      if (next === undefined) {
        next = this.logProbs.length;
        this.logProbs.push(NaN);
        this.children.set(pairKey(node, code), next);
      }
      node = next;
    }
    this.logProbs[node] = logProb;
  }

  /** Child node, or -1; a negative `node` propagates so walks need no branching. */
  child(node: number, code: number): number {
    if (node < 0) return -1;
    return this.children.get(pairKey(node, code)) ?? -1;
  }

  /** Log-probability of the word ending at `node`, NaN if none. */
  logProb(node: number): number {
    return node < 0 ? NaN : this.logProbs[node]!;
  }

  lookup(word: string): number {
    let node = LexiconTrie.ROOT;
    for (const ch of word) node = this.child(node, ch.codePointAt(0)!);
    return this.logProb(node);
  }
}
