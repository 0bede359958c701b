import { trigramKey, type ZhModel } from './model.ts';
import { pairKey } from './numeric-hash.ts';
import type { ZhSpellingOptions } from './spelling-options.ts';

type Smoothing = Pick<ZhSpellingOptions, 'contextSmoothing' | 'trigramSmoothing'>;

/** ln P(right | left) of the character bigram model, smoothed towards character frequency. */
function contextLogProb(model: ZhModel, o: Smoothing, left: number, right: number): number {
  const unigram = ((model.contextRight.get(right) ?? 0) + 0.5) / (model.contextTotal + 5000);
  const k = o.contextSmoothing;
  const pair = model.contextPairs.get(pairKey(left, right)) ?? 0;
  return Math.log((pair + k * unigram) / ((model.contextLeft.get(left) ?? 0) + k));
}

/** ln P(c | a b): trigram counts smoothed towards the bigram estimate; `a` < 0: bigram only. */
function trigramLogProb(model: ZhModel, o: Smoothing, a: number, b: number, c: number): number {
  const bigram = contextLogProb(model, o, b, c);
  const k = o.trigramSmoothing;
  if (a < 0 || !k) return bigram;
  const history = model.contextPairs.get(pairKey(a, b)) ?? 0;
  if (!history) return bigram;
  const key = trigramKey(model, a, b, c);
  const n = key < 0 ? 0 : (model.contextTrigrams.get(key) ?? 0);
  return Math.log((n + k * Math.exp(bigram)) / (history + k));
}

/**
 * The character context of one run of Han characters: the score of a character at a position
 * given the two characters on each side. Each log-probability is at most 0 (a pair's count never
 * exceeds its left character's, a trigram's never its history's: context-model.test.ts), so every
 * score is too. The written characters' scores share their trigram windows: each window of the
 * run is scored once, not once for each of the three positions it covers.
 */
export class RunContext {
  private readonly windows: Float64Array;

  /**
   * `codes`: the run as read for context; `written`: the characters whose own scores `written()`
   * gives (the run itself unless told: a re-check reads the first characters among fixes).
   */
  constructor(
    private readonly model: ZhModel,
    private readonly o: Smoothing,
    private readonly codes: readonly number[],
    private readonly edges: readonly [number, number],
    private readonly writtenCodes: readonly number[] = codes,
  ) {
    this.windows = new Float64Array(codes.length + 1).fill(NaN);
  }

  /** The character at `i`: the edges at -1 and at the run's length, -1 beyond them. */
  private charAt(i: number): number {
    const n = this.codes.length;
    if (i >= 0 && i < n) return this.codes[i]!;
    return i === -1 ? this.edges[0] : i === n ? this.edges[1] : -1;
  }

  /** ln P of the character at `j` given the two before it, each window once. */
  private window(j: number): number {
    let value = this.windows[j]!;
    if (Number.isNaN(value)) {
      value = trigramLogProb(
        this.model,
        this.o,
        this.charAt(j - 2),
        this.charAt(j - 1),
        this.charAt(j),
      );
      this.windows[j] = value;
    }
    return value;
  }

  /** Score of `code` in place of the character at `at`: the three windows it sits in. */
  score(at: number, code: number): number {
    const { model, o } = this;
    const [l2, l1, r1, r2] = [
      this.charAt(at - 2),
      this.charAt(at - 1),
      this.charAt(at + 1),
      this.charAt(at + 2),
    ];
    const right2 = r2 < 0 ? 0 : trigramLogProb(model, o, code, r1, r2);
    return trigramLogProb(model, o, l2, l1, code) + trigramLogProb(model, o, l1, code, r1) + right2;
  }

  /** Score of the written character at `at`, equal to `score(at, written)`. */
  written(at: number): number {
    if (this.writtenCodes !== this.codes) return this.score(at, this.writtenCodes[at]!);
    const right2 = at + 2 <= this.codes.length ? this.window(at + 2) : 0;
    return this.window(at) + this.window(at + 1) + right2;
  }
}
