/** Issue 27 item 3: the admin sees what the school keeps in the file store, and only its own. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolStorageSchema } from '@essay/contracts';
import { makePng } from '../../../packages/ingest/test/image-maker.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  multipartFile,
  signUp,
  uploadFile,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({}, { workers: false });
});
afterAll(() => p.close());

const storage = async (token: string) =>
  SchoolStorageSchema.parse((await api(p, 'GET', '/api/admin/storage', token)).body);

describe('the school storage figure', () => {
  it("counts the school's homework files and its members' avatars, nothing of another school", async () => {
    const admin = await signUp(p, 'Storage School', 'admin');
    const teacher = await signUp(p, 'Storage School', 'teacher');
    const other = await signUp(p, 'Storage School Two', 'admin');
    expect(await storage(admin.token)).toEqual({
      files: { count: 0, bytes: 0 },
      avatars: { count: 0, bytes: 0 },
      total_bytes: 0,
    });

    const pdf = await readFile(path.join(FIXTURES, 'pdf-text-en.pdf'));
    const homeworkId = await createHomework(p, teacher.token);
    expect((await uploadFile(p, teacher.token, homeworkId, 'a.pdf', pdf)).status).toBe(200);
    const avatar = makePng(16, 16);
    const body = multipartFile('me.png', avatar, 'avatar');
    const boundary = body.headers['content-type'].split('boundary=')[1]!;
    const saved = await p.app.inject({
      method: 'POST',
      url: '/account/user/save',
      headers: { ...body.headers, authorization: `Bearer ${teacher.token}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="nickname"\r\n\r\nLin\r\n`,
        ),
        body.payload,
      ]),
    });
    expect(saved.statusCode).toBe(200);

    expect(await storage(admin.token)).toEqual({
      files: { count: 1, bytes: pdf.length },
      avatars: { count: 1, bytes: avatar.length },
      total_bytes: pdf.length + avatar.length,
    });
    expect((await storage(other.token)).total_bytes).toBe(0);
    expect((await api(p, 'GET', '/api/admin/storage', teacher.token)).status).toBe(403);
  });
});
