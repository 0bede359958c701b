import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterErrorRate } from '@essay/ingest';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  signUp,
  uploadFile,
  waitFor,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;
const fixture = (name: string) => readFile(path.join(FIXTURES, name));
const truth = async (name: string) => (await readFile(path.join(FIXTURES, name), 'utf8')).trim();

beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
});
afterAll(() => p.close());

async function uploadAll(
  token: string,
  homeworkId: number,
  files: [string, string][],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [name, source] of files) {
    const res = await uploadFile(p, token, homeworkId, name, await fixture(source));
    expect(res.status, name).toBe(200);
    ids.push(res.body.id);
  }
  return ids;
}

describe('arranging files into essays, with extraction and OCR', () => {
  it('turns DOCX, PDF and photos into four named essays with editable text', async () => {
    const teacher = await signUp(p, 'School A1', 'teacher');
    const outsider = await signUp(p, 'School A2', 'teacher');
    const homeworkId = await createHomework(p, teacher.token, {
      students: ['王小明', '陳美玲', 'Amy Lin', '林大同'],
    });
    const [docx, pdf, page1, page2, heic] = await uploadAll(teacher.token, homeworkId, [
      ['王小明-作文.docx', 'docx-zh.docx'],
      ['Amy Lin essay.pdf', 'pdf-text-en.pdf'],
      ['IMG_1001.jpg', 'photo-zh.jpg'],
      ['IMG_1002.jpg', 'photo-zh.jpg'],
      ['IMG_1003.heic', 'photo-en.heic'],
    ]);

    const mixed = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/articles`,
      teacher.token,
      { articles: [{ student_name: '', file_ids: [docx, page1] }] },
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toBe(
      'A Word or PDF file forms an essay by itself; put it in a group of its own',
    );
    const twice = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/articles`,
      teacher.token,
      { articles: [{ file_ids: [page1] }, { file_ids: [page1] }] },
    );
    expect(twice.body.error).toBe('IMG_1001.jpg is in more than one group');
    expect(
      (
        await api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, outsider.token, {
          articles: [{ file_ids: [docx] }],
        })
      ).status,
    ).toBe(404);

    const arranged = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/articles`,
      teacher.token,
      {
        articles: [
          { title: '', student_name: '', files: ['王小明-作文.docx'], file_ids: [docx] },
          { student_name: '', file_ids: [pdf] },
          { student_name: '陳美玲', file_ids: [page1, page2] },
          { student_name: '', file_ids: [heic] },
        ],
      },
    );
    expect(arranged.status).toBe(200);
    expect(arranged.body.auto_named).toBe(2);
    expect(
      arranged.body.articles.map(
        (a: { title: string; student_name: string; file_type: string }) => [
          a.title,
          a.student_name,
          a.file_type,
        ],
      ),
    ).toEqual([
      ['homework_1', '王小明', 'other'],
      ['homework_2', 'Amy Lin', 'other'],
      ['homework_3', '陳美玲', 'image'],
      ['homework_4', '', 'image'],
    ]);
    const again = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/articles`,
      teacher.token,
      { articles: [{ file_ids: [docx] }] },
    );
    expect(again.status).toBe(409);

    const detail = await waitFor(async () => {
      const res = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token);
      return res.body.articles.every(
        (a: { extraction: { pending: number } }) => a.extraction.pending === 0,
      )
        ? res.body
        : undefined;
    }, 240_000);
    expect(detail.submission_status).toEqual({ submitted: 4, required: 4 });
    expect(detail.remain_students).toEqual(['林大同']);
    // Lists carry a preview; the whole text comes with one essay.
    const [wordEssay, pdfEssay, photoEssay, heicEssay] = await Promise.all(
      detail.articles.map(async (listed: { id: number; content_preview: string }) => {
        expect(listed).not.toHaveProperty('content');
        const essay = (await api(p, 'GET', `/api/teacher/articles/${listed.id}`, teacher.token))
          .body;
        expect(essay.content.startsWith(listed.content_preview)).toBe(true);
        return essay;
      }),
    );
    expect(characterErrorRate(await truth('docx-zh.txt'), wordEssay.content)).toBeLessThan(0.01);
    expect(characterErrorRate(await truth('pdf-text-en.txt'), pdfEssay.content)).toBeLessThan(0.01);
    expect(wordEssay.content).not.toMatch(/\p{Script=Han} \p{Script=Han}/u);
    expect(
      characterErrorRate(
        `${await truth('photo-zh.txt')}\n${await truth('photo-zh.txt')}`,
        photoEssay.content,
      ),
    ).toBeLessThan(0.15);
    expect(characterErrorRate(await truth('photo-en.txt'), heicEssay.content)).toBeLessThan(0.15);

    // Image pages: order, edit, remove; the essay's text follows.
    const images = (
      await api(p, 'GET', `/api/teacher/articles/${photoEssay.id}/images`, teacher.token)
    ).body.images;
    expect(images.map((i: { file_name: string }) => i.file_name)).toEqual([
      'IMG_1001.jpg',
      'IMG_1002.jpg',
    ]);
    const png = await p.app.inject({ method: 'GET', url: images[0].url });
    expect(png.headers['content-type']).toBe('image/png');
    const saved = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photoEssay.id}/images`,
      teacher.token,
      {
        images: [images[1].id],
        contents: { [images[1].id]: '老師修正過的第二頁。' },
      },
    );
    expect(saved.body.images).toEqual([
      expect.objectContaining({ id: images[1].id, content: '老師修正過的第二頁。' }),
    ]);
    expect(
      (await api(p, 'GET', `/api/teacher/articles/${photoEssay.id}`, teacher.token)).body.content,
    ).toBe('老師修正過的第二頁。');
    const addBack = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photoEssay.id}/images`,
      teacher.token,
      { images: [images[0].id, images[1].id] },
    );
    expect(addBack.status).toBe(400);
    await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photoEssay.id}/images/${images[1].id}`,
      teacher.token,
      { content: '再改一次。' },
    );
    expect(
      (await api(p, 'GET', `/api/teacher/articles/${photoEssay.id}`, teacher.token)).body.content,
    ).toBe('再改一次。');

    // Names and suggestions; other schools see nothing.
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${heicEssay.id}/student_name`, teacher.token, {
          name: '  ',
        })
      ).body.error,
    ).toBe('Student name cannot be empty');
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${heicEssay.id}/student_name`, teacher.token, {
          name: '林大同',
        })
      ).body.student_name,
    ).toBe('林大同');
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${heicEssay.id}`, teacher.token, {
          teacher_suggestion: ' 結尾可以再多寫感受。 ',
        })
      ).body.teacher_suggestion,
    ).toBe('結尾可以再多寫感受。');
    for (const [method, url, body] of [
      ['GET', `/api/teacher/articles/${heicEssay.id}`, undefined],
      ['PATCH', `/api/teacher/articles/${heicEssay.id}`, { teacher_suggestion: 'x' }],
      ['PATCH', `/api/teacher/articles/${heicEssay.id}/student_name`, { name: 'x' }],
      ['GET', `/api/teacher/articles/${photoEssay.id}/images`, undefined],
      ['PATCH', `/api/teacher/articles/${photoEssay.id}/images`, { images: [images[1].id] }],
      ['PATCH', `/api/teacher/articles/${photoEssay.id}/images/${images[1].id}`, { content: 'x' }],
      ['POST', `/api/teacher/homeworks/${homeworkId}/files/${docx}/extract`, undefined],
    ] as const) {
      expect((await api(p, method, url, outsider.token, body)).status, `${method} ${url}`).toBe(
        404,
      );
    }
  }, 300_000);

  it('marks a file whose extraction fails, says why, and can retry it', async () => {
    const teacher = await signUp(p, 'School A1', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const [fileId] = await uploadAll(teacher.token, homeworkId, [
      ['lying.docx', 'zip-bomb-lying.docx'],
    ]);
    const failed = await waitFor(async () => {
      const files = (
        await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)
      ).body.files;
      return files[0].extraction_status === 'failed' ? files[0] : undefined;
    });
    expect(failed.extraction_error).toMatch(/unreasonable size|damaged/);
    const retried = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/files/${fileId}/extract`,
      teacher.token,
    );
    expect(retried.body.extraction_status).toBe('pending');
    expect(
      (
        await api(
          p,
          'POST',
          `/api/teacher/homeworks/${homeworkId}/files/${fileId}/extract`,
          teacher.token,
        )
      ).status,
    ).toBe(409);
  });
});
