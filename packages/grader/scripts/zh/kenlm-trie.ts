/**
 * A reader for KenLM binary models in the quantised array-trie layout (format version 5, model
 * type 5 = QUANT_ARRAY_TRIE), as Debian's `libime-data-language-model` ships
 * (/usr/lib/x86_64-linux-gnu/libime/zh_CN.lm, a word trigram model of Simplified Chinese).
 * Build time only (`build-lm-pairs.ts`); nothing reads the Debian file at run time.
 *
 * Layout (kenlm lm/binary_format.cc, search_trie.cc, trie.cc, bhiksha.cc, quantize.cc):
 *   header (Sanity 88 bytes, FixedWidthParameters 20, counts 8 × order, aligned to 8)
 *   sorted vocabulary: uint64 count, then count uint64 hashes (word id = 1 + position)
 *   quantiser: version, prob bits, backoff bits, padding to 8; per middle order a prob and a
 *     backoff table of floats; one prob table for the longest order
 *   unigrams: (count + 2) × {float prob, float backoff, uint64 next}
 *   per middle order: array-bhiksha header (version, chopped bits), padding to 8, offsets
 *     (uint64), then bit-packed entries {word, backoff bin, prob bin, next low bits}
 *   longest order: bit-packed entries {word, prob bin}
 *   vocabulary strings, NUL-separated in id order, from <unk>.
 * The trie is reversed: a unigram is the predicted word, the next level its previous word.
 * Probabilities are log10.
 */
import { readFileSync } from 'node:fs';

const requiredBits = (max: number): number => (max === 0 ? 0 : Math.floor(Math.log2(max)) + 1);
const align8 = (n: number): number => Math.ceil(n / 8) * 8;

interface Packed {
  base: number; // byte offset of the bit-packed entries
  wordBits: number;
  totalBits: number;
}

interface Middle extends Packed {
  backoffBits: number;
  probBits: number;
  inlineBits: number;
  offsets: Float64Array;
  probTable: Float32Array;
  backoffTable: Float32Array;
}

export interface NgramEntry {
  /** Word ids, first to last (the predicted word last). */
  words: number[];
  prob: number;
  backoff: number;
}

export class KenlmTrie {
  readonly words: string[] = [];
  readonly order: number;
  readonly counts: number[];
  private readonly buf: Buffer;
  private readonly uniBase: number;
  private readonly middles: Middle[] = [];
  private readonly longest: Packed & { probBits: number; probTable: Float32Array };

  constructor(path: string) {
    const buf = readFileSync(path);
    this.buf = buf;
    const magic = buf.toString('latin1', 0, 50);
    if (!magic.startsWith('mmap lm http://kheafield.com/code format version 5'))
      throw new Error(`${path}: not a KenLM format-5 binary`);
    const order = buf.readUInt8(88);
    const modelType = buf.readInt32LE(96);
    if (modelType !== 5) throw new Error(`${path}: model type ${modelType}, expected 5`);
    this.order = order;
    this.counts = Array.from({ length: order }, (_, i) => Number(buf.readBigUInt64LE(108 + 8 * i)));
    let at = align8(88 + 20 + 8 * order);
    const vocabCount = Number(buf.readBigUInt64LE(at));
    at += 8 + 8 * this.counts[0]!;
    // Quantiser.
    const probBits = buf.readUInt8(at + 1);
    const backoffBits = buf.readUInt8(at + 2);
    const floats = (from: number, n: number) => {
      const out = new Float32Array(n);
      for (let i = 0; i < n; i++) out[i] = buf.readFloatLE(from + 4 * i);
      return out;
    };
    let q = at + 8;
    const tables: { prob: Float32Array; backoff: Float32Array }[] = [];
    for (let i = 0; i < order - 2; i++) {
      const prob = floats(q, 1 << probBits);
      q += 4 << probBits;
      const backoff = floats(q, 1 << backoffBits);
      q += 4 << backoffBits;
      tables.push({ prob, backoff });
    }
    const longestTable = floats(q, 1 << probBits);
    at += (order - 2) * ((4 << backoffBits) + (4 << probBits)) + (4 << probBits) + 8;
    this.uniBase = at;
    at += (this.counts[0]! + 2) * 16;
    const maxVocab = this.counts[0]!;
    for (let n = 2; n < order; n++) {
      const entries = this.counts[n - 1]!;
      const maxNext = this.counts[n]!;
      const chopConfigured = buf.readUInt8(at + 1);
      const required = requiredBits(maxNext);
      let chop = 0;
      let lowest = Infinity;
      for (let c = 0; c <= Math.min(required, chopConfigured); c++) {
        const change = Math.floor(maxNext / 2 ** (required - c)) * 64 - (entries + 1) * c;
        if (change < lowest) {
          lowest = change;
          chop = c;
        }
      }
      const arrayCount = Math.floor(maxNext / 2 ** (required - chop)) + 1;
      const bhikshaSize = 8 * (1 + arrayCount) + 7;
      const offsetsAt = align8(at) + 8;
      const offsets = new Float64Array(arrayCount);
      for (let i = 0; i < arrayCount; i++)
        offsets[i] = Number(buf.readBigUInt64LE(offsetsAt + 8 * i));
      const inlineBits = required - chop;
      const wordBits = requiredBits(maxVocab);
      const totalBits = wordBits + probBits + backoffBits + inlineBits;
      this.middles.push({
        base: at + bhikshaSize,
        wordBits,
        totalBits,
        backoffBits,
        probBits,
        inlineBits,
        offsets,
        probTable: tables[n - 2]!.prob,
        backoffTable: tables[n - 2]!.backoff,
      });
      at += bhikshaSize + Math.floor(((1 + entries) * totalBits + 7) / 8) + 8;
    }
    const wordBits = requiredBits(maxVocab);
    this.longest = {
      base: at,
      wordBits,
      totalBits: wordBits + probBits,
      probBits,
      probTable: longestTable,
    };
    at += Math.floor(((1 + this.counts[order - 1]!) * (wordBits + probBits) + 7) / 8) + 8;
    // Vocabulary strings.
    if (buf.toString('latin1', at, at + 6) !== '<unk>\0')
      throw new Error(`${path}: vocabulary strings not found at ${at}`);
    let s = at;
    for (let id = 0; id <= vocabCount; id++) {
      const end = buf.indexOf(0, s);
      this.words.push(buf.toString('utf8', s, end));
      s = end + 1;
    }
  }

  /** Bits [bit, bit + length) of the little-endian bit stream from byte `base`, length ≤ 32. */
  private bits(base: number, bit: number, length: number): number {
    const byte = base + Math.floor(bit / 8);
    const shift = bit % 8;
    const b = this.buf;
    const v =
      b[byte]! +
      (b[byte + 1] ?? 0) * 2 ** 8 +
      (b[byte + 2] ?? 0) * 2 ** 16 +
      (b[byte + 3] ?? 0) * 2 ** 24 +
      (b[byte + 4] ?? 0) * 2 ** 32;
    return Math.floor(v / 2 ** shift) % 2 ** length;
  }

  unigram(id: number): { prob: number; backoff: number; begin: number; end: number } {
    const at = this.uniBase + 16 * id;
    return {
      prob: this.buf.readFloatLE(at),
      backoff: this.buf.readFloatLE(at + 4),
      begin: Number(this.buf.readBigUInt64LE(at + 8)),
      end: Number(this.buf.readBigUInt64LE(at + 24)),
    };
  }

  /** Index k of the last offset ≤ index (std::upper_bound − 1). */
  private static lastAtMost(offsets: Float64Array, index: number): number {
    let lo = 0;
    let hi = offsets.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offsets[mid]! <= index) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  }

  /** Entry `index` of middle level `n` (2 = bigram): word, prob, backoff, child range. */
  middleEntry(n: number, index: number) {
    const m = this.middles[n - 2]!;
    const bit = index * m.totalBits;
    const word = this.bits(m.base, bit, m.wordBits);
    const backoff = m.backoffTable[this.bits(m.base, bit + m.wordBits, m.backoffBits)]!;
    const prob = m.probTable[this.bits(m.base, bit + m.wordBits + m.backoffBits, m.probBits)]!;
    const nextBit = bit + m.wordBits + m.backoffBits + m.probBits;
    const lowBegin = this.bits(m.base, nextBit, m.inlineBits);
    const lowEnd = this.bits(m.base, nextBit + m.totalBits, m.inlineBits);
    const begin = KenlmTrie.lastAtMost(m.offsets, index) * 2 ** m.inlineBits + lowBegin;
    const end = KenlmTrie.lastAtMost(m.offsets, index + 1) * 2 ** m.inlineBits + lowEnd;
    return { word, prob, backoff, begin, end };
  }

  longestEntry(index: number): { word: number; prob: number } {
    const l = this.longest;
    const bit = index * l.totalBits;
    return {
      word: this.bits(l.base, bit, l.wordBits),
      prob: l.probTable[this.bits(l.base, bit + l.wordBits, l.probBits)]!,
    };
  }

  /**
   * Every stored n-gram of order ≥ 2, words in reading order (the predicted word last), with
   * its log10 probability and (below the top order) its backoff.
   */
  *ngrams(): Generator<NgramEntry> {
    const top = this.order;
    for (let w = 0; w < this.counts[0]!; w++) {
      const u = this.unigram(w);
      for (let i = u.begin; i < u.end; i++) {
        const e = this.middleEntry(2, i);
        yield { words: [e.word, w], prob: e.prob, backoff: e.backoff };
        if (top === 3) {
          for (let j = e.begin; j < e.end; j++) {
            const t = this.longestEntry(j);
            yield { words: [t.word, e.word, w], prob: t.prob, backoff: 0 };
          }
        }
      }
    }
  }
}
