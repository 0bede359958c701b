import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { PairSeen } from './uncertain.ts';

const key = (a: string, b: string): number => a.codePointAt(0)! * 0x110000 + b.codePointAt(0)!;

/**
 * Whether students' writing has one character then another, from a file of character pairs (a
 * pair, a tab and its count a line, gzipped): the grader's learner-text pairs, whose path the
 * server gives (@essay/grader/context-pairs). Held as a set of numbers (186,242 pairs).
 */
export function loadContextPairs(file: string): PairSeen {
  const pairs = new Set<number>();
  const text = gunzipSync(readFileSync(file)).toString('utf8');
  for (const line of text.split('\n')) {
    const [first, second] = [...(line.split('\t')[0] ?? '')];
    if (first && second) pairs.add(key(first, second));
  }
  return (a, b) => pairs.has(key(a, b));
}
