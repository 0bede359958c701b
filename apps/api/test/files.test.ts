import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeworkFileSchema } from '@essay/contracts';
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
let teacher: Awaited<ReturnType<typeof signUp>>;
const fixture = (name: string) => readFile(path.join(FIXTURES, name));

beforeAll(async () => {
  // No workers: these tests are about what the upload itself accepts and refuses.
  p = await createTestPlatform({}, { workers: false });
  teacher = await signUp(p, 'School F1', 'teacher');
});
afterAll(() => p.close());

describe('file upload', () => {
  it('recognises each accepted type by content, whatever the name says', async () => {
    const homeworkId = await createHomework(p, teacher.token);
    const cases: [string, string, string][] = [
      [
        'docx-zh.docx',
        'essay.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['pdf-text-en.pdf', 'report.pdf', 'application/pdf'],
      ['photo-zh.jpg', 'IMG_0001.png', 'image/jpeg'],
      ['photo-en.heic', 'IMG_0002.HEIC', 'image/heic'],
    ];
    for (const [source, name, contentType] of cases) {
      const res = await uploadFile(p, teacher.token, homeworkId, name, await fixture(source));
      expect(res.status, source).toBe(200);
      expect(HomeworkFileSchema.parse(res.body)).toMatchObject({
        file_name: name,
        content_type: contentType,
        extraction_status: 'pending',
        article_id: null,
      });
    }
    const listed = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token);
    expect(listed.body.files.map((f: { file_type: string }) => f.file_type)).toEqual([
      'other',
      'other',
      'image',
      'image',
    ]);
    const raw = await p.app.inject({ method: 'GET', url: listed.body.files[0].url });
    expect(raw.rawPayload.equals(await fixture('docx-zh.docx'))).toBe(true);
    expect(raw.headers['content-disposition']).toContain("filename*=UTF-8''essay.docx");
    expect(raw.headers['cache-control']).toBe('private, no-store');
    // The download's extension is the content's (issue 27): a JPEG named .png downloads as .jpg.
    const photo = await p.app.inject({ method: 'GET', url: listed.body.files[2].url });
    expect(photo.headers['content-disposition']).toContain("filename*=UTF-8''IMG_0001.jpg");
    expect(
      (await p.app.inject({ method: 'GET', url: `/api/files/${listed.body.files[0].id}/raw` }))
        .statusCode,
    ).toBe(404);
  });

  it('downloads a PDF handed in as .html under .pdf, and drops bidirectional controls from names', async () => {
    const homeworkId = await createHomework(p, teacher.token);
    const pdf = await fixture('pdf-text-en.pdf');
    const html = await uploadFile(p, teacher.token, homeworkId, 'my-essay.html', pdf);
    expect(html.status).toBe(200);
    const raw = await p.app.inject({ method: 'GET', url: html.body.url });
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.headers['content-disposition']).toBe("attachment; filename*=UTF-8''my-essay.pdf");

    const bidi = await uploadFile(p, teacher.token, homeworkId, 'essay\u202Efdp.\u200Bexe', pdf);
    expect(bidi.status).toBe(200);
    expect(bidi.body.file_name).toBe('essayfdp.exe');
    const [row] = await p.db.query<{ file_name: string }>(
      'SELECT file_name FROM api.homework_files WHERE id = $1',
      [bidi.body.id],
    );
    expect(row!.file_name).toBe('essayfdp.exe');
    const download = await p.app.inject({ method: 'GET', url: bidi.body.url });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''essayfdp.pdf");
  });

  it.each([
    [
      'notes.docx',
      Buffer.from('just some text, not a document'),
      415,
      'Invalid File Format: notes.docx',
    ],
    ['archive.docx', 'not-docx.zip', 415, 'Invalid File Format: archive.docx'],
    [
      'bomb.docx',
      'zip-bomb.docx',
      413,
      'bomb.docx: This document expands to an unreasonable size when opened and was rejected.',
    ],
    ['huge.png', 'bomb.png', 413, 'huge.png: This image has too many pixels to process.'],
    [
      'broken.pdf',
      'corrupt.pdf',
      400,
      'broken.pdf: This file is damaged or incomplete and cannot be read.',
    ],
    [
      'broken.docx',
      'corrupt.docx',
      400,
      'broken.docx: This file is damaged or incomplete (no zip directory).',
    ],
    ['../../etc/passwd.pdf', 'pdf-text-en.pdf', 400, 'Invalid file name: ../../etc/passwd.pdf'],
    [
      'C:\\Users\\x\\essay.pdf',
      'pdf-text-en.pdf',
      400,
      'Invalid file name: C:\\Users\\x\\essay.pdf',
    ],
  ])('refuses %s with a clear error and stays healthy', async (name, source, status, message) => {
    const homeworkId = await createHomework(p, teacher.token);
    const bytes = Buffer.isBuffer(source) ? source : await fixture(source);
    const res = await uploadFile(p, teacher.token, homeworkId, name, bytes);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(message);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)).body.files,
    ).toEqual([]);
    expect((await api(p, 'GET', '/healthz')).status).toBe(200);
  });

  it('refuses a file over 100 MB while streaming it', async () => {
    const homeworkId = await createHomework(p, teacher.token);
    const head = multipartFile('big.pdf', Buffer.alloc(0));
    const [before, after] = [
      head.payload.subarray(0, head.payload.indexOf('\r\n\r\n') + 4),
      Buffer.from(`\r\n--${head.headers['content-type'].split('boundary=')[1]}--\r\n`),
    ];
    const chunk = Buffer.alloc(1024 * 1024, 0x25);
    async function* body() {
      yield before;
      for (let i = 0; i < 101; i += 1) yield chunk;
      yield after;
    }
    const res = await p.app.inject({
      method: 'POST',
      url: `/api/teacher/homeworks/${homeworkId}/files`,
      headers: { ...head.headers, authorization: `Bearer ${teacher.token}` },
      payload: Readable.from(body()),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('File size exceeds 100MB: big.pdf');
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)).body.files,
    ).toEqual([]);
  });

  it('keeps at most 40 files waiting for arrangement', async () => {
    const homeworkId = await createHomework(p, teacher.token);
    const pdf = await fixture('pdf-text-en.pdf');
    await p.db.query(
      `INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key)
       SELECT $1, 'f' || g || '.pdf', 'pdf', 'application/pdf', 1, 'x', 'none' FROM generate_series(1, 40) g`,
      [homeworkId],
    );
    const res = await uploadFile(p, teacher.token, homeworkId, 'one-more.pdf', pdf);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'At most 40 files can wait for arrangement. Arrange or delete some first.',
    );
  });

  it('deletes only unarranged files of the teacher’s own homework', async () => {
    const homeworkId = await createHomework(p, teacher.token);
    const outsider = await signUp(p, 'School F2', 'teacher');
    const file = (
      await uploadFile(p, teacher.token, homeworkId, 'a.pdf', await fixture('pdf-text-en.pdf'))
    ).body;
    expect(
      (await uploadFile(p, outsider.token, homeworkId, 'x.pdf', await fixture('pdf-text-en.pdf')))
        .status,
    ).toBe(404);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, outsider.token)).status,
    ).toBe(404);
    const deleteAs = async (token: string) =>
      (await api(p, 'DELETE', `/api/teacher/homeworks/${homeworkId}/files/${file.id}`, token))
        .status;
    expect(await deleteAs(outsider.token)).toBe(404);
    expect(await deleteAs(teacher.token)).toBe(200);
    expect(await deleteAs(teacher.token)).toBe(404);
  });
});
