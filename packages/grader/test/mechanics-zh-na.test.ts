import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCorrections } from '../src/mechanics/index.ts';
import { DATA_ROOT } from '../scripts/lib/dataset.ts';

// Metamorphic, on SIGHAN test14's corrected sentences (in no model, not tuned on; decision 0086
// part 2): every 哪 written as 那 should be marked 哪, every 那 as written left alone. Floors from
// the measured figures (346/347 left alone, 11/27 found; before the rules of form 7/27), so a
// change that loses a found slip or adds a red mark on a right 那 fails.
const SIGHAN = join(DATA_ROOT, 'spelling-zh-sighan', 'test14.jsonl');

/** The corrected sentences holding 那 or 哪 (read in the test: a skipped suite's body still runs). */
const sentences = (): string[] =>
  readFileSync(SIGHAN, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { target: string }).target)
    .filter((s) => /[那哪]/.test(s) && [...s].length === s.length);

describe.runIf(existsSync(SIGHAN))('那/哪 metamorphic: SIGHAN test14 corrected sentences', () => {
  it('leaves 那 alone and marks 哪 written as 那', async () => {
    let na = 0;
    let naMarked = 0;
    let wh = 0;
    let whFound = 0;
    for (const s of sentences()) {
      const marks = await findCorrections(s, 'zh');
      for (const [at, ch] of [...s].entries()) {
        if (ch === '那') {
          na++;
          if (marks.some((c) => c.span.start === at && c.suggestion === '哪')) naMarked++;
        } else if (ch === '哪') {
          wh++;
          const slipped = await findCorrections(s.slice(0, at) + '那' + s.slice(at + 1), 'zh');
          if (slipped.some((c) => c.span.start === at && c.suggestion === '哪')) whFound++;
        }
      }
    }
    expect(na).toBeGreaterThan(300);
    expect(naMarked).toBeLessThanOrEqual(1);
    expect(wh).toBeGreaterThan(20);
    expect(whFound).toBeGreaterThanOrEqual(11);
  }, 120_000);
});
