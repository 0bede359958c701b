import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { MODEL_DIR } from './model.ts';

/** Whether students' writing (the spelling model's corrected learner text) ever has `a` then `b`. */
export type PairSeen = (a: string, b: string) => boolean;

let cached: PairSeen | undefined;

const key = (a: string, b: string): number => a.codePointAt(0)! * 0x110000 + b.codePointAt(0)!;

/**
 * The character pairs of the spelling model's learner text (`context-bigrams.tsv.gz`, the same
 * counts the checker reads), as a set: for the OCR's doubts, a character that stands next to
 * neither neighbour anywhere in that text is a surprise in its context (issue 43 §4). Loaded once.
 */
export function contextPairs(): PairSeen {
  if (cached) return cached;
  const pairs = new Set<number>();
  const text = gunzipSync(readFileSync(`${MODEL_DIR}context-bigrams.tsv.gz`)).toString('utf8');
  for (const line of text.split('\n')) {
    const [first, second] = [...(line.split('\t')[0] ?? '')];
    if (first && second) pairs.add(key(first, second));
  }
  cached = (a, b) => pairs.has(key(a, b));
  return cached;
}
