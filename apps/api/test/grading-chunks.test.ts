import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinEngine, type CorrectionEngine } from '../src/engines/engine.ts';
import { GRADING_CHUNK, gradeEssayJob } from '../src/jobs/grade-essay.job.ts';
import {
  correctEssays,
  EssaysFailed,
  failGradings,
} from '../src/modules/grading/correct-essay.service.ts';
import {
  api,
  balanceOf,
  createHomework,
  createPlatformWithoutWorkers,
  givePoints,
  insertArticle,
  signUp,
  type TestPlatform,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';

let p: TestPlatform;
beforeAll(async () => {
  // No workers: the test takes the grading jobs from the queue and runs them itself.
  p = await createPlatformWithoutWorkers(2);
});
afterAll(() => p.close());

/** The built-in engine, except that it breaks on essays containing `marker` (a fault on one essay). */
function breaksOn(marker: string): CorrectionEngine {
  return {
    ...builtinEngine,
    async correct(input) {
      if (input.text.includes(marker)) throw new Error('the engine broke on this essay');
      return builtinEngine.correct(input);
    },
  };
}

async function gradingsOf(homeworkId: number) {
  return p.db.query<{ id: number; article_id: number; status: string; error: string | null }>(
    'SELECT g.id, g.article_id, g.status, g.error FROM api.gradings g JOIN api.articles a ON a.id = g.article_id WHERE a.homework_id = $1 ORDER BY g.id',
    [homeworkId],
  );
}

describe('grading jobs in chunks (issue 30)', () => {
  it("queues a homework's essays in chunks; an essay that fails is retried and refunded alone, the others are corrected and charged once", async () => {
    const teacher = await signUp(p, 'School Chunks', 'teacher');
    await givePoints(p, teacher, 'School Chunks', 40);
    const homeworkId = await createHomework(p, teacher.token, { name: '我最難忘的一件事' });
    const texts: string[] = Array.from({ length: GRADING_CHUNK + 1 }, (_, i) =>
      i % 2 === 0 ? ESSAY_ZH : ESSAY_EN,
    );
    texts[3] = `${ESSAY_EN}\nThe broken one.`;
    for (const text of texts) await insertArticle(p, homeworkId, text);

    const started = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
      teacher.token,
    );
    expect(started.body).toMatchObject({ queued: 11, points: 22 });
    expect(await balanceOf(p, teacher)).toBe(18);
    const gradings = await gradingsOf(homeworkId);
    const jobs = await p.ctx.jobs.fetch(gradeEssayJob.queue, { batchSize: 5 });
    const chunks = jobs.map((job) => gradeEssayJob.parse(job.data).gradingIds);
    expect(chunks.sort((a, b) => a[0]! - b[0]!)).toEqual([
      gradings.slice(0, GRADING_CHUNK).map((g) => g.id),
      [gradings[GRADING_CHUNK]!.id],
    ]);

    const chunk = gradings.slice(0, GRADING_CHUNK).map((g) => g.id);
    const broken = gradings[3]!.id;
    const engine = breaksOn('The broken one.');
    const firstTry = await correctEssays(p.ctx, engine, chunk).catch((error: unknown) => error);
    expect(firstTry).toBeInstanceOf(EssaysFailed);
    expect([...(firstTry as EssaysFailed).byGrading.keys()]).toEqual([broken]);
    const afterFirst = await gradingsOf(homeworkId);
    expect(afterFirst.filter((g) => g.status === 'done').map((g) => g.id)).toEqual(
      chunk.filter((id) => id !== broken),
    );
    expect(afterFirst.find((g) => g.id === broken)!.status).toBe('running');

    // The retry corrects the broken essay only: the others keep their one report.
    const retry = await correctEssays(p.ctx, engine, chunk).catch((error: unknown) => error);
    expect([...(retry as EssaysFailed).byGrading.keys()]).toEqual([broken]);
    const [reports] = await p.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api.article_reports r JOIN api.articles a ON a.id = r.article_id WHERE a.homework_id = $1',
      [homeworkId],
    );
    expect(reports!.n).toBe(GRADING_CHUNK - 1);

    // The last try gave up: the broken essay shows its own error and its points come back.
    await failGradings(p.ctx, chunk, retry);
    const ended = await gradingsOf(homeworkId);
    expect(ended.find((g) => g.id === broken)).toMatchObject({
      status: 'failed',
      error: 'Correction failed: the engine broke on this essay',
    });
    expect(ended.filter((g) => g.status === 'done')).toHaveLength(GRADING_CHUNK - 1);
    expect(await balanceOf(p, teacher)).toBe(20);
    const essay = (
      await api(p, 'GET', `/api/teacher/articles/${gradings[3]!.article_id}`, teacher.token)
    ).body;
    expect(essay).toMatchObject({
      status: 'failed',
      failure_reason: 'Correction failed: the engine broke on this essay',
    });
  });
});
