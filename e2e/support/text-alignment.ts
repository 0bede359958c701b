/**
 * How a text read by OCR stands against what was written: the character error rate and, for a
 * stretch of the reading, what the writer wrote there — what a teacher looking at the page would
 * type over a doubtful word.
 */

/** Edit distance table of `read` against `truth` (rows: read, columns: truth). */
function distances(read: string[], truth: string[]): number[][] {
  const table = Array.from({ length: read.length + 1 }, (_, i) =>
    Array.from({ length: truth.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= read.length; i += 1)
    for (let j = 1; j <= truth.length; j += 1)
      table[i]![j] = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + (read[i - 1] === truth[j - 1] ? 0 : 1),
      );
  return table;
}

const visible = (text: string) => [...text.replace(/\s+/g, '')];

/** Character error rate of a reading, whitespace (layout) left out. */
export function characterErrorRate(read: string, truth: string): number {
  const r = visible(read);
  const t = visible(truth);
  return distances(r, t)[r.length]![t.length]! / t.length;
}

/**
 * For every boundary of `read` (0..length), the boundary of `truth` it is aligned with, so
 * `truth.slice(at[start], at[end])` is what was written where `read.slice(start, end)` was read.
 */
export function alignBoundaries(read: string, truth: string): number[] {
  const r = [...read];
  const t = [...truth];
  const table = distances(r, t);
  const at = new Array<number>(r.length + 1).fill(0);
  let i = r.length;
  let j = t.length;
  at[i] = j;
  while (i > 0) {
    const here = table[i]![j]!;
    if (j > 0 && here === table[i - 1]![j - 1]! + (r[i - 1] === t[j - 1] ? 0 : 1)) j -= 1;
    else if (j > 0 && here === table[i]![j - 1]! + 1) {
      j -= 1;
      continue;
    }
    i -= 1;
    at[i] = j;
  }
  return at;
}
