import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditTrailSchema, PrivacyInfoSchema } from '@essay/contracts';
import { retentionJob } from '../src/jobs/retention.job.ts';
import { applyRetention, findExpired } from '../src/modules/retention/retention.service.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  insertArticle,
  signUp,
  waitFor,
  type TestPlatform,
  type TestUser,
} from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
});
afterAll(() => p.close());

/** A stored file of the homework (in an essay or not) with one page image, as an upload leaves them. */
async function storedFile(homeworkId: number, articleId: number | null): Promise<string[]> {
  const key = p.ctx.files.newKey('uploads', 'png');
  const image = p.ctx.files.newKey('pages', 'png');
  await p.ctx.files.write(key, Buffer.from(`file of homework ${homeworkId}`));
  await p.ctx.files.write(image, Buffer.from(`page of homework ${homeworkId}`));
  const [file] = await p.db.query<{ id: number }>(
    `INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key, article_id)
     VALUES ($1, 'page.png', 'png', 'image/png', 20, 'x', $2, $3) RETURNING id`,
    [homeworkId, key, articleId],
  );
  await p.db.query(
    'INSERT INTO api.file_pages (file_id, page_index, image_key) VALUES ($1, 0, $2)',
    [file!.id, image],
  );
  return [key, image];
}

interface Homework {
  id: number;
  essays: number[];
  keys: string[];
}

/** A homework with two essays (one with a stored file) and a file never arranged. */
async function homework(
  teacher: TestUser,
  deadline: string,
  begin = '2026-02-01T08:00:00+08:00',
): Promise<Homework> {
  const id = await createHomework(p, teacher.token, {
    submission_begin_at: begin,
    submission_deadline_at: deadline,
  });
  const essays = [
    await insertArticle(p, id, '第一篇作文。'),
    await insertArticle(p, id, '第二篇作文。'),
  ];
  await p.db.query(
    "INSERT INTO api.article_reports (article_id, grading_number, report, graded_content) VALUES ($1, 1, '{}', '第一篇作文。')",
    [essays[0]],
  );
  const keys = [...(await storedFile(id, essays[0]!)), ...(await storedFile(id, null))];
  return { id, essays, keys };
}

const exists = async (key: string) =>
  p.ctx.files.read(key).then(
    () => true,
    () => false,
  );
const articleIds = async (homeworkId: number) =>
  (
    await p.db.query<{ id: number }>(
      'SELECT id FROM api.articles WHERE homework_id = $1 ORDER BY id',
      [homeworkId],
    )
  ).map((r) => r.id);
const retentionEvents = async (homeworkId: number) =>
  (
    await p.db.query<{ id: number }>(
      "SELECT id FROM api.audit_events WHERE action = 'retention.delete' AND homework_id = $1",
      [homeworkId],
    )
  ).length;
const taipei = (day: string) => new Date(`${day}T00:00:00+08:00`);

describe('retention (issue 18)', () => {
  it('deletes exactly the expired essays, reports, files and page images, records it, and a second run deletes nothing', async () => {
    const teacherA = await signUp(p, 'Retention School A', 'teacher');
    const adminA = await signUp(p, 'Retention School A', 'admin');
    const teacherB = await signUp(p, 'Retention School B', 'teacher');
    const adminB = await signUp(p, 'Retention School B', 'admin');
    expect((await api(p, 'GET', '/api/admin/retention', adminA.token)).body).toEqual({
      retention_years: 3,
    });
    expect(
      (await api(p, 'PUT', '/api/admin/retention', adminB.token, { retention_years: 0 })).body.code,
    ).toBe('invalid_input');
    expect(
      (await api(p, 'PUT', '/api/admin/retention', adminB.token, { retention_years: 1 })).body,
    ).toEqual({ retention_years: 1 });

    // School year 2026-27 (deadline on 15 September, and on 31 July late at night), kept 3 more: gone on 1 August 2030.
    const old = await homework(teacherA, '2026-09-15T17:00:00+08:00');
    const lastDay = await homework(teacherA, '2027-07-31T23:30:00+08:00');
    // School year 2027-28 (deadline on 1 August): kept until 1 August 2031.
    const recent = await homework(teacherA, '2027-08-01T09:00:00+08:00');
    // School B keeps one school year: its 2026-27 homework goes on 1 August 2028.
    const short = await homework(teacherB, '2026-09-15T17:00:00+08:00');

    const dayBefore = new Date(taipei('2030-08-01').getTime() - 1);
    expect((await findExpired(p.db, taipei('2028-07-31'))).map((h) => h.id)).toEqual([]);
    expect((await findExpired(p.db, dayBefore)).map((h) => h.id)).toEqual([short.id]);
    expect(await applyRetention(p.ctx, dayBefore)).toEqual({ homework: 1, essays: 2, files: 2 });

    const dryRun = await findExpired(p.db, taipei('2030-08-01'));
    expect(dryRun.map((h) => [h.id, h.article_ids, h.file_ids.length])).toEqual([
      [old.id, old.essays, 1],
      [lastDay.id, lastDay.essays, 1],
    ]);
    expect(await applyRetention(p.ctx, taipei('2030-08-01'))).toEqual({
      homework: 2,
      essays: 4,
      files: 4,
    });

    for (const gone of [old, lastDay, short]) {
      expect(await articleIds(gone.id)).toEqual([]);
      for (const key of gone.keys) expect(await exists(key), key).toBe(false);
      expect(
        await p.db.query('SELECT id FROM api.homework_files WHERE homework_id = $1', [gone.id]),
      ).toEqual([]);
      // The homework stays, without its list of student names.
      expect(
        await p.db.query('SELECT students FROM api.homeworks WHERE id = $1', [gone.id]),
      ).toEqual([{ students: [] }]);
    }
    expect(
      await p.db.query('SELECT 1 FROM api.article_reports WHERE article_id = ANY($1::int[])', [
        [...old.essays, ...lastDay.essays, ...short.essays],
      ]),
    ).toEqual([]);
    // Nothing else: the recent homework keeps its essays, report, files and page images.
    expect(await articleIds(recent.id)).toEqual(recent.essays);
    for (const key of recent.keys) expect(await exists(key), key).toBe(true);
    expect(
      await p.db.query('SELECT 1 FROM api.article_reports WHERE article_id = $1', [
        recent.essays[0],
      ]),
    ).toHaveLength(1);
    expect(
      (
        await p.db.query<{ students: string[] }>(
          'SELECT students FROM api.homeworks WHERE id = $1',
          [recent.id],
        )
      )[0]!.students.length,
    ).toBeGreaterThan(0);

    // Recorded in each school's trail, by the server.
    const trailA = AuditTrailSchema.parse(
      (await api(p, 'GET', '/api/admin/audit?action=retention.delete', adminA.token)).body,
    ).events;
    expect(
      trailA.map((e) => [e.homework_id, e.actor_id, e.detail.essays, e.detail.files]).sort(),
    ).toEqual(
      [
        [old.id, null, 2, 2],
        [lastDay.id, null, 2, 2],
      ].sort(),
    );
    const trailB = AuditTrailSchema.parse(
      (await api(p, 'GET', '/api/admin/audit', adminB.token)).body,
    ).events;
    // Its two members' joining is on the trail too (issue 41), below the school's own events.
    expect(trailB.map((e) => [e.action, e.homework_id])).toEqual([
      ['retention.delete', short.id],
      ['settings.change', null],
      ['member.join', null],
      ['member.join', null],
    ]);

    // Idempotent: again, and again later, nothing more goes and nothing more is recorded.
    expect(await applyRetention(p.ctx, taipei('2030-08-01'))).toEqual({
      homework: 0,
      essays: 0,
      files: 0,
    });
    expect(await applyRetention(p.ctx, taipei('2031-07-31'))).toEqual({
      homework: 0,
      essays: 0,
      files: 0,
    });
    expect(
      AuditTrailSchema.parse(
        (await api(p, 'GET', '/api/admin/audit?action=retention.delete', adminA.token)).body,
      ).events,
    ).toHaveLength(2);
    expect(await articleIds(recent.id)).toEqual(recent.essays);
  });

  it('runs as a pg-boss job of the workers, on the server’s clock', async () => {
    const teacher = await signUp(p, 'Retention School C', 'teacher');
    const long = await homework(teacher, '2019-09-15T17:00:00+08:00', '2019-09-01T08:00:00+08:00'); // expired on 1 August 2023
    const kept = await homework(teacher, '2026-09-15T17:00:00+08:00');
    await p.ctx.jobs.send(retentionJob.queue, {});
    // The run's last step for a homework is its trail entry: once it is there, everything went.
    await waitFor(async () => ((await retentionEvents(long.id)) > 0 ? true : undefined));
    expect(await articleIds(long.id)).toEqual([]);
    for (const key of long.keys) expect(await exists(key)).toBe(false);
    expect(await articleIds(kept.id)).toEqual(kept.essays);
  });

  it('is a nightly pg-boss schedule in Taiwan time', async () => {
    const rows = await p.db.query<{ name: string; cron: string; options: { tz?: string } }>(
      'SELECT name, cron, options FROM pgboss.schedule WHERE name = $1',
      [retentionJob.queue],
    );
    expect(rows).toEqual([
      {
        name: 'privacy.retention.v1',
        cron: '30 3 * * *',
        options: expect.objectContaining({ tz: 'Asia/Taipei' }),
      },
    ]);
  });

  it('tells the privacy page what is kept, for how long and which engines read essays, from the settings', async () => {
    const res = await api(p, 'GET', '/api/privacy');
    expect(res.status).toBe(200);
    const info = PrivacyInfoSchema.parse(res.body);
    expect(info).toMatchObject({
      default_retention_years: 3,
      database: p.db.kind,
      file_store: p.ctx.files.kind,
    });
    expect(info.engines).toEqual([
      { role: 'grader', name: p.config.graderEngine, where: 'this_server', host: '' },
      { role: 'ocr', name: 'tesseract', where: 'this_server', host: '' },
    ]);
  });
});
