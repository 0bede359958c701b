/** One checked sentence: the gold pair and the predicted character replacements. */
export interface SentenceResult {
  source: string;
  target: string;
  predicted: { index: number; char: string }[];
}

export interface PrfScore {
  precision: number;
  recall: number;
  f1: number;
}

export interface CscMetrics {
  sentences: number;
  withErrors: number;
  errorFree: number;
  detection: PrfScore;
  correction: PrfScore;
  falseAlarms: number;
  falseAlarmRate: number;
}

function prf(tp: number, predicted: number, gold: number): PrfScore {
  const precision = predicted ? tp / predicted : 0;
  const recall = gold ? tp / gold : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/**
 * The sentence-level metrics used in the CSC literature: a sentence counts as detected when
 * the predicted error positions equal the gold ones exactly, as corrected when the replacement
 * characters match too. Precision is over sentences with any prediction, recall over
 * sentences with any gold error.
 */
export function scoreSentences(results: SentenceResult[]): CscMetrics {
  let withErrors = 0;
  let flagged = 0;
  let detected = 0;
  let corrected = 0;
  let falseAlarms = 0;
  for (const { source, target, predicted } of results) {
    const gold = new Map<number, string>();
    for (let i = 0; i < source.length; i++) {
      if (source[i] !== target[i]) gold.set(i, target[i]!);
    }
    const pred = new Map(predicted.map((p) => [p.index, p.char]));
    if (gold.size) withErrors++;
    if (!pred.size) continue;
    flagged++;
    if (!gold.size) {
      falseAlarms++;
      continue;
    }
    const samePositions = pred.size === gold.size && [...gold.keys()].every((i) => pred.has(i));
    if (!samePositions) continue;
    detected++;
    if ([...gold].every(([i, ch]) => pred.get(i) === ch)) corrected++;
  }
  const errorFree = results.length - withErrors;
  return {
    sentences: results.length,
    withErrors,
    errorFree,
    detection: prf(detected, flagged, withErrors),
    correction: prf(corrected, flagged, withErrors),
    falseAlarms,
    falseAlarmRate: errorFree ? falseAlarms / errorFree : 0,
  };
}
