/**
 * Issue 16 item 8: download links die with the session and within minutes, and deleting a file
 * removes everything derived from it on disk (its OCR page images).
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../../../packages/ingest/test/image-maker.ts';
import { LINK_TTL_SECONDS } from '../src/storage/signed-urls.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  signUp,
  uploadFile,
  waitFor,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;

beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
});
afterAll(() => p.close());

const filesDir = () => path.join(p.config.dataDir, 'files');

async function listFiles(token: string, homeworkId: number) {
  return (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, token)).body
    .files as Record<string, any>[];
}

describe('download links', () => {
  it('last minutes, not hours, and stop working when their session signs out', async () => {
    const teacher = await signUp(p, 'School Links', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const upload = await uploadFile(p, teacher.token, homeworkId, 'page.png', makePng(400, 300));
    expect(upload.status).toBe(200);
    const url = new URL(upload.body.url as string, 'http://x');
    const expiresIn = Number(url.searchParams.get('exp')) - Date.now() / 1000;
    expect(expiresIn).toBeLessThanOrEqual(LINK_TTL_SECONDS);
    expect(LINK_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
    expect(url.search).not.toContain(teacher.token);
    expect((await p.app.inject({ method: 'GET', url: upload.body.url })).statusCode).toBe(200);

    // A link made for one path does not open another.
    const other = upload.body.url.replace(
      `/files/${upload.body.id}/`,
      `/files/${upload.body.id + 1}/`,
    );
    expect((await p.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);

    const logout = await p.app.inject({
      method: 'POST',
      url: '/account/user/logout',
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(logout.statusCode).toBe(200);
    const after = await p.app.inject({ method: 'GET', url: upload.body.url });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });
});

describe('deleting a file', () => {
  it('removes its OCR page images from disk', async () => {
    const teacher = await signUp(p, 'School Disk', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const upload = await uploadFile(
      p,
      teacher.token,
      homeworkId,
      'page.png',
      makePng(600, 400, 400),
    );
    const fileId = upload.body.id as number;
    const settled = await waitFor(async () => {
      const file = (await listFiles(teacher.token, homeworkId)).find((f) => f.id === fileId);
      return file && ['done', 'failed'].includes(file.extraction_status) ? file : undefined;
    }, 180_000);
    expect(settled.extraction_status, settled.extraction_error).toBe('done');
    const pageDir = path.join(filesDir(), 'pages', String(fileId));
    const images = await readdir(pageDir);
    expect(images).toHaveLength(1);
    const [row] = await p.db.query<{ image_key: string; storage_key: string }>(
      'SELECT p.image_key, f.storage_key FROM api.file_pages p JOIN api.homework_files f ON f.id = p.file_id WHERE f.id = $1',
      [fileId],
    );
    const { image_key: imageKey, storage_key: storageKey } = row!;
    expect(existsSync(path.join(filesDir(), imageKey))).toBe(true);

    expect(
      (
        await api(
          p,
          'DELETE',
          `/api/teacher/homeworks/${homeworkId}/files/${fileId}`,
          teacher.token,
        )
      ).status,
    ).toBe(200);
    expect(existsSync(path.join(filesDir(), imageKey))).toBe(false);
    expect(existsSync(pageDir)).toBe(false);
    expect(existsSync(path.join(filesDir(), storageKey))).toBe(false);
  }, 240_000);
});
