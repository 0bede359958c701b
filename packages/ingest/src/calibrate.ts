/**
 * Calibration of the uncertain-character threshold (bench:ocr): which characters of a reading
 * are wrong against its truth, and, for a threshold, how many of them the teacher is shown.
 */

/**
 * A character as read, its confidence (null: layout, never shown) and whether it stands alone in
 * its context (uncertain.ts's characterSignals).
 */
export type ScoredChar = { char: string; confidence: number | null; alone?: boolean };

/** A read character against the truth. */
export type MarkedChar = { confidence: number; alone: boolean; wrong: boolean };

const comparable = (char: string): string =>
  char
    .normalize('NFKC')
    .replace(/[「」『』“”]/g, '"')
    .replace(/\s/g, '');

/**
 * Every read character (whitespace and layout left out) with whether it is wrong: substituted
 * or inserted in a minimal alignment (Levenshtein) with the truth.
 */
export function wrongCharacters(read: readonly ScoredChar[], truth: string): MarkedChar[] {
  const chars = read.filter((c) => c.confidence !== null && comparable(c.char) !== '');
  const a = chars.map((c) => comparable(c.char));
  const b = [...truth].map(comparable).filter(Boolean);
  const cols = b.length + 1;
  const cost = new Uint32Array((a.length + 1) * cols);
  for (let j = 0; j <= b.length; j++) cost[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cost[i * cols] = i;
    for (let j = 1; j <= b.length; j++)
      cost[i * cols + j] = Math.min(
        cost[(i - 1) * cols + j]! + 1,
        cost[i * cols + j - 1]! + 1,
        cost[(i - 1) * cols + j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
  }
  const wrong = new Array<boolean>(a.length).fill(true);
  let i = a.length;
  let j = b.length;
  while (i > 0 && j > 0) {
    const here = cost[i * cols + j]!;
    if (a[i - 1] === b[j - 1] && here === cost[(i - 1) * cols + j - 1]) {
      wrong[i - 1] = false;
      i--;
      j--;
    } else if (here === cost[(i - 1) * cols + j - 1]! + 1) {
      i--;
      j--;
    } else if (here === cost[(i - 1) * cols + j]! + 1) i--;
    else j--;
  }
  return chars.map((c, k) => ({
    confidence: c.confidence!,
    alone: c.alone ?? false,
    wrong: wrong[k]!,
  }));
}

/**
 * For a threshold (and, optionally, the threshold under which a character alone in its context
 * is flagged too): the share of wrong characters flagged (recall), flagged per page, precision.
 */
export type ThresholdFigures = {
  threshold: number;
  aloneBelow: number | null;
  recall: number;
  flaggedPerPage: number;
  precision: number;
};

export function thresholdFigures(
  pages: readonly MarkedChar[][],
  threshold: number,
  aloneBelow: number | null = null,
): ThresholdFigures {
  let wrong = 0;
  let caught = 0;
  let flagged = 0;
  for (const page of pages)
    for (const c of page) {
      const isFlagged =
        c.confidence < threshold || (aloneBelow !== null && c.alone && c.confidence < aloneBelow);
      if (c.wrong) wrong++;
      if (isFlagged) flagged++;
      if (isFlagged && c.wrong) caught++;
    }
  return {
    threshold,
    aloneBelow,
    recall: wrong ? caught / wrong : 1,
    flaggedPerPage: pages.length ? flagged / pages.length : 0,
    precision: flagged ? caught / flagged : 1,
  };
}
