import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExtractor } from '@essay/ingest';
import { makePdf } from '../../../packages/ingest/test/pdf-maker.ts';
import { extractFileJob, type ExtractTask } from '../src/jobs/extract-file.job.ts';
import { extractFile } from '../src/modules/files/extraction.service.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  signUp,
  uploadFile,
  type TestPlatform,
} from './helpers.ts';

// Issue 30: a long scan is read page by page, each page a job with its own fair turn (0045).
// No workers: the test takes the jobs from the queue itself, in the queue's order.
let p: TestPlatform;
const extractor = createExtractor();
beforeAll(async () => {
  p = await createTestPlatform();
  await p.ctx.jobs.createQueue(extractFileJob.queue);
});
afterAll(async () => {
  await extractor.close();
  await p.close();
});

type QueuedTask = ExtractTask & { owner: { school: number } };

/** The next extraction job as a worker would get it (completed at once: the test runs it). */
async function nextJob(): Promise<QueuedTask | undefined> {
  const [job] = (await p.ctx.jobs.fetch<QueuedTask>(extractFileJob.queue)) ?? [];
  if (!job) return undefined;
  await p.ctx.jobs.complete(extractFileJob.queue, job.id);
  return job.data;
}

async function fileState(fileId: number) {
  const [row] = await p.db.query<{
    extraction_status: string;
    pages_total: number | null;
    pages_read: number;
    pages: number;
  }>(
    `SELECT extraction_status, pages_total, pages_read,
            (SELECT count(*)::int FROM api.file_pages WHERE file_id = f.id) AS pages
     FROM api.homework_files f WHERE id = $1`,
    [fileId],
  );
  return row;
}

const upload = async (token: string, homeworkId: number, name: string, bytes: Buffer) =>
  (await uploadFile(p, token, homeworkId, name, bytes)).body.id as number;

describe('page-level extraction (issue 30)', () => {
  it('opens a 3-page scan, reads each page by its own job, and puts the file together once', async () => {
    const teacher = await signUp(p, 'School P1', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const fileId = await upload(teacher.token, homeworkId, 'scan.pdf', makePdf(3));

    const open = await nextJob();
    expect(open).toMatchObject({ fileId });
    await extractFile(p.ctx, extractor, open!);
    expect(await fileState(fileId)).toEqual({
      extraction_status: 'running',
      pages_total: 3,
      pages_read: 0,
      pages: 0,
    });
    const pages = [await nextJob(), await nextJob(), await nextJob()];
    expect(await nextJob()).toBeUndefined();
    expect(pages.map((task) => task?.page).sort()).toEqual([0, 1, 2]);

    await extractFile(p.ctx, extractor, pages[0]!);
    await extractFile(p.ctx, extractor, pages[1]!);
    expect(await fileState(fileId)).toMatchObject({ extraction_status: 'running', pages_read: 2 });
    await extractFile(p.ctx, extractor, pages[2]!);
    expect(await fileState(fileId)).toEqual({
      extraction_status: 'done',
      pages_total: 3,
      pages_read: 3,
      pages: 3,
    });
    // A page job run again (a worker died after reading it) changes nothing.
    await extractFile(p.ctx, extractor, pages[1]!);
    expect(await fileState(fileId)).toMatchObject({ extraction_status: 'done', pages: 3 });
    const listed = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token);
    expect(listed.body.files).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: fileId, pages_total: 3, pages_read: 3 }),
      ]),
    );
  });

  it('drops the page jobs of an earlier reading', async () => {
    const teacher = await signUp(p, 'School P2', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const fileId = await upload(teacher.token, homeworkId, 'scan.pdf', makePdf(2));
    await extractFile(p.ctx, extractor, (await nextJob())!);
    const stale = [(await nextJob())!, (await nextJob())!];
    // A new reading starts (as a retry would) before the old page jobs ran.
    await extractFile(p.ctx, extractor, { fileId });
    for (const task of stale) await extractFile(p.ctx, extractor, task);
    expect(await fileState(fileId)).toMatchObject({ extraction_status: 'running', pages_read: 0 });
    const fresh = [(await nextJob())!, (await nextJob())!];
    expect(fresh.map((task) => task.reading)).toEqual([
      stale[0]!.reading! + 1,
      stale[0]!.reading! + 1,
    ]);
    for (const task of fresh) await extractFile(p.ctx, extractor, task);
    expect(await fileState(fileId)).toMatchObject({ extraction_status: 'done', pages: 2 });
  });

  it("reads another school's one-page files right after the head of a 20-page scan", async () => {
    const a = await signUp(p, 'School PA', 'teacher');
    const b = await signUp(p, 'School PB', 'teacher');
    const homeworkA = await createHomework(p, a.token);
    const homeworkB = await createHomework(p, b.token);
    const scan = await upload(a.token, homeworkA, 'scan.pdf', makePdf(20));
    await extractFile(p.ctx, extractor, (await nextJob())!);
    const docx = await upload(
      b.token,
      homeworkB,
      'essay.docx',
      readFileSync(path.join(FIXTURES, 'docx-zh.docx')),
    );
    await upload(
      b.token,
      homeworkB,
      'photo.jpg',
      readFileSync(path.join(FIXTURES, 'photo-zh.jpg')),
    );
    // The test runs each file's open job (quick: no OCR), as a worker would, and only notes the
    // page jobs: B's photo becomes a page job of its own when its open job runs.
    const order: string[] = [];
    for (let task = await nextJob(); task; task = await nextJob()) {
      const name = task.fileId === scan ? 'A' : task.fileId === docx ? 'docx' : 'photo';
      if (task.page === undefined) await extractFile(p.ctx, extractor, task);
      order.push(task.page === undefined ? `${name} opened` : `${name}${task.page}`);
    }
    // B's Word file is read ahead of A's pages (quick); B's photo page ties with A's first page
    // in turn and wins as the smaller job.
    expect(order.slice(0, 5)).toEqual(['docx opened', 'photo opened', 'photo0', 'A0', 'A1']);
    expect(order).toHaveLength(23);
    expect(new Set(order).size).toBe(23);
    expect(await fileState(docx)).toMatchObject({ extraction_status: 'done', pages_total: null });
  });
});
