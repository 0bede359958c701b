import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinEngine, type CorrectionEngine } from '../src/engines/engine.ts';
import { GRADING_CHUNK, gradeEssayJob } from '../src/jobs/grade-essay.job.ts';
import * as registry from '../src/jobs/worker-registry.repository.ts';
import { startWorkers } from '../src/jobs/workers.ts';
import { correctEssays } from '../src/modules/grading/correct-essay.service.ts';
import {
  api,
  balanceOf,
  createHomework,
  createPlatformWithoutWorkers,
  givePoints,
  insertArticle,
  signUp,
  waitForGraded,
  type TestPlatform,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';

let p: TestPlatform;
beforeAll(async () => {
  // No workers at first: the test plays the worker that dies, then starts a live one.
  p = await createPlatformWithoutWorkers(2);
});
afterAll(() => p.close());

const ESSAYS = GRADING_CHUNK + 2;
const FINISHED_BEFORE_DEATH = 4;

/**
 * The built-in engine until `n` essays are corrected; then it never answers (the process is gone).
 * `dead` resolves when it stops answering.
 */
function diesAfter(n: number): { engine: CorrectionEngine; dead: Promise<void> } {
  let corrected = 0;
  let died: () => void = () => {};
  const dead = new Promise<void>((resolve) => (died = resolve));
  const engine: CorrectionEngine = {
    ...builtinEngine,
    async correct(input) {
      if (corrected === n) {
        died();
        return new Promise<never>(() => {});
      }
      const result = await builtinEngine.correct(input);
      corrected += 1;
      return result;
    },
  };
  return { engine, dead };
}

/** A teacher of `school` with points, who asked to correct one Chinese essay: its job is queued. */
async function oneEssayAskedToCorrect(
  school: string,
): Promise<{ teacher: Awaited<ReturnType<typeof signUp>>; homeworkId: number }> {
  const teacher = await signUp(p, school, 'teacher');
  await givePoints(p, teacher, school, 10);
  const homeworkId = await createHomework(p, teacher.token, { name: '我最難忘的一件事' });
  await insertArticle(p, homeworkId, ESSAY_ZH);
  await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
  return { teacher, homeworkId };
}

/** Starts a live grading worker (heartbeat every 250 ms) until the homework is all graded. */
async function gradedByALiveWorker(token: string, homeworkId: number, timeoutMs: number) {
  const log = { error: () => {}, warn: () => {} };
  const live = await startWorkers(p.ctx, log, { queues: ['grade'], heartbeatMs: 250 });
  try {
    await waitForGraded(p, token, homeworkId, timeoutMs);
  } finally {
    await live.stop();
  }
}

describe('a worker that dies holding a chunk of essays (issue 30)', () => {
  // First in the file: the engine's tables are not loaded in this process yet.
  it('a worker loading its engine takes no job until the engine is loaded (nothing to hand back meanwhile)', async () => {
    const { teacher, homeworkId } = await oneEssayAskedToCorrect('School Warming Worker');
    const log = { error: () => {}, warn: () => {} };
    const warming = await startWorkers(p.ctx, log, { queues: ['grade'], warmUpGrader: 'pending' });
    const loadedAt = warming.ready.then(() => Date.now());
    try {
      await waitForGraded(p, teacher.token, homeworkId, 120_000);
    } finally {
      await warming.stop();
    }
    const [job] = await p.db.query<{ started_on: Date }>(
      "SELECT j.started_on FROM pgboss.job j JOIN api.gradings g ON j.data->'gradingIds' @> to_jsonb(g.id) JOIN api.articles a ON a.id = g.article_id WHERE j.name = $1 AND a.homework_id = $2",
      [gradeEssayJob.queue, homeworkId],
    );
    // Taken after the load (the engine's tables take seconds; 1 s allows for the two clocks).
    expect(new Date(job!.started_on).getTime()).toBeGreaterThan((await loadedAt) - 1000);
  }, 240_000);

  it('hands its jobs back; another worker corrects them all, the unstored chunk again; every essay is stored once and charged once', async () => {
    const teacher = await signUp(p, 'School Dead Worker', 'teacher');
    await givePoints(p, teacher, 'School Dead Worker', 40);
    const homeworkId = await createHomework(p, teacher.token, { name: '我最難忘的一件事' });
    for (let i = 0; i < ESSAYS; i++)
      await insertArticle(p, homeworkId, i % 2 === 0 ? ESSAY_ZH : ESSAY_EN);
    const started = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
      teacher.token,
    );
    expect(started.body).toMatchObject({ queued: ESSAYS, points: 2 * ESSAYS });
    expect(await balanceOf(p, teacher)).toBe(40 - 2 * ESSAYS);

    // The worker takes both chunks (ten essays and two), records them as its own, corrects four
    // essays of the ten and dies: the fifth never comes back, the chunk of two never starts. A
    // chunk's reports are stored in one commit at its end (decision 0053): none of them was.
    const dead = { id: 'dead-host:1:chunk', queues: 'grade', host: 'dead-host', pid: 1 };
    await registry.markSeen(p.db, dead);
    const jobs = await p.ctx.jobs.fetch(gradeEssayJob.queue, { batchSize: 5 });
    expect(jobs).toHaveLength(2);
    for (const job of jobs) await registry.startJob(p.db, dead.id, job.id, gradeEssayJob.queue);
    const chunk = jobs
      .map((job) => gradeEssayJob.parse(job.data).gradingIds)
      .find((ids) => ids.length === GRADING_CHUNK)!;
    const dying = diesAfter(FINISHED_BEFORE_DEATH);
    void correctEssays(p.ctx, dying.engine, chunk);
    await dying.dead;
    const storedBeforeDeath = await p.db.query<{ id: number }>(
      "SELECT id FROM api.gradings WHERE id = ANY($1::int[]) AND status = 'done'",
      [chunk],
    );
    expect(storedBeforeDeath).toEqual([]);
    await p.db.query(
      "UPDATE api.worker_processes SET seen_at = now() - interval '31 seconds' WHERE id = $1",
      [dead.id],
    );
    const [{ died } = { died: new Date() }] = await p.db.query<{ died: Date }>(
      'SELECT now() AS died',
    );

    // A live worker: on PostgreSQL its heartbeat finds the dead worker (not seen for 30 s) and
    // hands its jobs back; on PGlite (one process) a worker starting hands back every job left
    // running. Either way within seconds, not pg-boss's 5-minute expiry.
    await gradedByALiveWorker(teacher.token, homeworkId, 120_000);

    const gradings = await p.db.query<{
      id: number;
      article_id: number;
      status: string;
      finished_at: Date;
    }>(
      'SELECT g.id, g.article_id, g.status, g.finished_at FROM api.gradings g JOIN api.articles a ON a.id = g.article_id WHERE a.homework_id = $1 ORDER BY g.id',
      [homeworkId],
    );
    expect(gradings).toHaveLength(ESSAYS);
    expect(new Set(gradings.map((g) => g.article_id)).size).toBe(ESSAYS);
    expect(gradings.every((g) => g.status === 'done')).toBe(true);
    // The live worker corrected them all, the four the dead one had corrected but not stored too.
    for (const g of gradings)
      expect(new Date(g.finished_at).getTime()).toBeGreaterThan(new Date(died).getTime());
    const reports = await p.db.query<{ article_id: number; n: number }>(
      'SELECT r.article_id, count(*)::int AS n FROM api.article_reports r JOIN api.articles a ON a.id = r.article_id WHERE a.homework_id = $1 GROUP BY r.article_id',
      [homeworkId],
    );
    expect(reports).toHaveLength(ESSAYS);
    expect(reports.every((r) => r.n === 1)).toBe(true);

    // Charged once per essay, at queueing; nothing refunded, nothing charged again.
    const ledger = await p.db.query<{ key: string; delta: number }>(
      "SELECT idempotency_key AS key, delta FROM account.point_ledger WHERE user_id = $1 AND idempotency_key LIKE 'grade:%' ORDER BY id",
      [teacher.userId],
    );
    expect(ledger.filter((row) => row.delta < 0)).toHaveLength(ESSAYS);
    expect(ledger.filter((row) => row.delta > 0)).toEqual([]);
    expect(new Set(ledger.map((row) => row.key)).size).toBe(ESSAYS);
    expect(await balanceOf(p, teacher)).toBe(40 - 2 * ESSAYS);

    // Both jobs went back to the queue once and were completed by the live worker.
    const states = await p.db.query<{ state: string; retry_count: number }>(
      'SELECT state::text, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])',
      [jobs.map((job) => job.id)],
    );
    expect(states).toEqual([
      { state: 'completed', retry_count: 1 },
      { state: 'completed', retry_count: 1 },
    ]);
  }, 240_000);

  it('a job taken by a worker killed before it recorded the job goes back within seconds, not at its expiry', async () => {
    const { teacher, homeworkId } = await oneEssayAskedToCorrect('School Unowned Job');

    // pg-boss marked the job active for a worker that died before its startJob: no worker owns
    // it, and it began 31 s ago. Left alone it would wait for its 5-minute expiry.
    const [job] = await p.ctx.jobs.fetch(gradeEssayJob.queue, { batchSize: 1 });
    expect(job).toBeDefined();
    await p.db.query(
      "UPDATE pgboss.job SET started_on = now() - interval '31 seconds' WHERE id = $1",
      [job!.id],
    );

    // On PostgreSQL a live worker's heartbeat finds it unowned twice and hands it back; on PGlite
    // a worker starting hands back every job left running.
    await gradedByALiveWorker(teacher.token, homeworkId, 60_000);
    const [state] = await p.db.query<{ state: string; retry_count: number }>(
      'SELECT state::text, retry_count FROM pgboss.job WHERE id = $1',
      [job!.id],
    );
    expect(state).toEqual({ state: 'completed', retry_count: 1 });
  }, 120_000);
});
