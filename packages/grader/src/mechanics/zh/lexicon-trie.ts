import { NumericHash, pairKey } from './numeric-hash.ts';

/**
 * A character trie over the lexicon, stored as (parent node, code point) -> child node in one
 * numeric hash, with each node's word log-probability (NaN when the prefix is not a word).
 * Children are also chained (first child, next sibling) so small child sets can be listed.
 */
export class LexiconTrie {
  static readonly ROOT = 0;
  private children: NumericHash;
  /**
   * Per node, in typed arrays (issue 30): for half a million nodes kept for the worker's lifetime,
   * 4 bytes a slot (8 for the log-probabilities) where JS number arrays take 8 plus growth slack.
   */
  private logProbs = new Float64Array(1024).fill(NaN);
  private codes = new Int32Array(1024);
  private firstChild = new Int32Array(1024).fill(-1);
  private nextSibling = new Int32Array(1024).fill(-1);
  private childCounts = new Int32Array(1024);
  private size = 1;
  /** For each character, the characters that start a word with it in second place. */
  readonly leaders = new Map<number, Set<number>>();

  constructor(expectedNodes: number) {
    this.children = new NumericHash(expectedNodes);
  }

  /** A new node with no children and no word yet; the arrays double when full. */
  private newNode(code: number): number {
    if (this.size === this.codes.length) {
      const length = this.size * 2;
      this.logProbs = grown(this.logProbs, new Float64Array(length).fill(NaN));
      this.codes = grown(this.codes, new Int32Array(length));
      this.firstChild = grown(this.firstChild, new Int32Array(length).fill(-1));
      this.nextSibling = grown(this.nextSibling, new Int32Array(length));
      this.childCounts = grown(this.childCounts, new Int32Array(length));
    }
    const node = this.size++;
    this.codes[node] = code;
    return node;
  }

  add(word: string, logProb: number): void {
    let node = LexiconTrie.ROOT;
    const chars = [...word].map((ch) => ch.codePointAt(0)!);
    for (const code of chars) {
      let next = this.children.get(pairKey(node, code));
      if (next === undefined) {
        next = this.newNode(code);
        this.nextSibling[next] = this.firstChild[node]!;
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

/** `into` with `from` copied to its start. */
function grown<T extends Float64Array | Int32Array>(from: T, into: T): T {
  into.set(from);
  return into;
}
