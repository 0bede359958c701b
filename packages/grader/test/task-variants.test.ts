import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agreementViolations } from '../src/report/agreement.ts';
import { LADDER_DIR, readLadder } from '../scripts/ladder.ts';
import { figuresOf, flagged, gradeHomeworks, homeworksOf } from '../scripts/task-variants.ts';
import { VARIANTS } from '../scripts/lib/task-variants.ts';

const haveData = existsSync(join(LADDER_DIR, 'essays.jsonl'));

// Metamorphic (issue 42 §2): the same essays under a task set another way — in the teacher's
// words, as a title only, as a free topic holding every sampled prompt's essays, in homeworks of
// two — keep their off-topic decisions and their levels within one. A sample of the ladder: a
// narrative prompt and the argumentative one (the full run is `npm run grader:variants`).
describe.runIf(haveData)('the ladder under the ways a teacher sets a task', () => {
  it('flags no on-topic essay, still flags the off-topic ones, and moves no level by more than one', async () => {
    const recs = readLadder().filter((r) => ['d2', 'd6'].includes(r.prompt_id));
    const original = await gradeHomeworks(homeworksOf('original', recs));
    for (const variant of VARIANTS) {
      const reports = await gradeHomeworks(homeworksOf(variant, recs));
      const f = figuresOf(variant, recs, reports, original);
      expect(f.onTopicFlagged, variant).toEqual([]);
      expect(f.onTopicGated, variant).toEqual([]);
      expect(f.maxDiff, variant).toBeLessThanOrEqual(1);
      if (variant === 'free-topic') expect(f.offTopicFlagged, variant).toBe(0);
      if (variant === 'title-only' || variant === 'original')
        expect(f.offTopicFlagged, variant).toBe(f.offTopic);
      for (const [id, r] of reports) {
        expect(agreementViolations(r), `${variant} ${id}`).toEqual([]);
        if (flagged(r)) expect(r.level, `${variant} ${id}`).toBeGreaterThan(0);
      }
    }
  }, 300_000);
});
