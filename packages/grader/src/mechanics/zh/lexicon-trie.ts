import { NumericHash, pairKey } from './numeric-hash.ts';

/**
 * A character trie over the lexicon, stored as (parent node, code point) -> child node in one
 * numeric hash, with each node's word log-probability (NaN when the prefix is not a word).
 * Children are also chained (first child, next sibling) so small child sets can be listed.
 */
export class LexiconTrie {
  static readonly ROOT = 0;
  private children: NumericHash;
  private logProbs: number[] = [NaN];
  private codes: number[] = [0];
  private firstChild: number[] = [-1];
  private nextSibling: number[] = [-1];
  private childCounts: number[] = [0];
  /** For each character, the characters that start a word with it in second place. */
  readonly leaders = new Map<number, Set<number>>();

  constructor(expectedNodes: number) {
    this.children = new NumericHash(expectedNodes);
  }

  add(word: string, logProb: number): void {
    let node = LexiconTrie.ROOT;
    const chars = [...word].map((ch) => ch.codePointAt(0)!);
    for (const code of chars) {
      let next = this.children.get(pairKey(node, code));
      if (next === undefined) {
        next = this.logProbs.length;
        this.logProbs.push(NaN);
        this.codes.push(code);
        this.firstChild.push(-1);
        this.nextSibling.push(this.firstChild[node]!);
        this.childCounts.push(0);
        this.firstChild[node] = next;
        this.childCounts[node]! += 1;
        this.children.set(pairKey(node, code), next);
      }
      node = next;
    }
    this.logProbs[node] = logProb;
    if (chars.length >= 2) {
      const set = this.leaders.get(chars[1]!) ?? new Set<number>();
      set.add(chars[0]!);
      this.leaders.set(chars[1]!, set);
    }
  }

  /** Child node, or -1; a negative `node` propagates so walks need no branching. */
  child(node: number, code: number): number {
    if (node < 0) return -1;
    return this.children.get(pairKey(node, code)) ?? -1;
  }

  childCount(node: number): number {
    return node < 0 ? 0 : this.childCounts[node]!;
  }

  /** Calls `visit` with the code point of each child of `node`. */
  forEachChild(node: number, visit: (code: number) => void): void {
    for (let c = node < 0 ? -1 : this.firstChild[node]!; c >= 0; c = this.nextSibling[c]!)
      visit(this.codes[c]!);
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
