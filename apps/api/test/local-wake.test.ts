import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  signUp,
  uploadFile,
  waitForFileRead,
  waitForGraded,
  type TestPlatform,
} from './helpers.ts';

// Decision 0066: a sent job wakes the idle work loops of its queue (PGlite: the sender wakes them;
// PostgreSQL: the job is announced at commit to the worker's listening session). The loops here
// look at their queues once an hour: only the wake-up can run the jobs within the test's time.
const HOUR = 3600;
let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({}, { workers: { pollSeconds: HOUR } });
});
afterAll(() => p.close());

describe('a sent job', () => {
  it('is taken at once by the idle work loops of its queue, not at their next poll: a Word file is read, then corrected', async () => {
    const teacher = await signUp(p, 'School W1', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    // The loops made their first look at start and found nothing: they now wait an hour.
    const file = (
      await uploadFile(
        p,
        teacher.token,
        homeworkId,
        'essay.docx',
        readFileSync(path.join(FIXTURES, 'docx-zh.docx')),
      )
    ).body;
    await waitForFileRead(p, file.id);
    const arranged = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/articles`,
      teacher.token,
      {
        articles: [{ student_name: '王小明', file_ids: [file.id] }],
      },
    );
    expect(arranged.status).toBe(200);
    const asked = await api(
      p,
      'PATCH',
      `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
      teacher.token,
    );
    expect(asked.status).toBe(200);
    const done = await waitForGraded(p, teacher.token, homeworkId);
    expect(done.articles.map((a: { status: string }) => a.status)).toEqual(['graded']);
  });
});
