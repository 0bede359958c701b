import { readFileSync } from 'node:fs';

/** Length of the character windows that tie a CGED sentence to a held-out sentence. */
const WINDOW = 8;

const windowsOf = (text: string): string[] =>
  Array.from({ length: Math.max(0, text.length - WINDOW + 1) }, (_, i) =>
    text.slice(i, i + WINDOW),
  );

/**
 * The corrected sentences of NLPTEA-2016 CGED (TOCFL learners, Traditional Chinese), as running
 * text for the context model. SIGHAN's sentences come from the same TOCFL essays, so a sentence
 * that shares any 8-character run with a held-out sentence (`heldOut`: the test sets, and the dev
 * set while tuning) is left out; otherwise the context model would remember the test sentences.
 */
export function cgedSentences(file: string, heldOut: readonly string[]): string[] {
  const blocked = new Set(heldOut.flatMap(windowsOf));
  return [...readFileSync(file, 'utf8').matchAll(/<CORRECTION>\s*([^<]*?)\s*<\/CORRECTION>/g)]
    .map((m) => m[1]!.trim())
    .filter((s) => s && !windowsOf(s).some((w) => blocked.has(w)));
}
