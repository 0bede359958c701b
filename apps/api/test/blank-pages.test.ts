import sharp from 'sharp';
import { ImagePageSchema } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { api, uploadFile, waitFor } from './helpers.ts';
import { platformForFile, teacherWithHomework } from './support/school-fixture.ts';

const p = platformForFile({}, { workers: true });

/** Issue 28: a page judged blank is kept in the essay and shown to the teacher as blank. */
describe('blank pages', () => {
  it('keeps a blank page in the essay, flagged blank, instead of an empty page nobody notices', async () => {
    const { teacher, homeworkId } = await teacherWithHomework(p, 'Blank Page School');
    const sheet = await sharp({
      create: { width: 1240, height: 1754, channels: 3, background: '#f4f1ea' },
    })
      .png()
      .toBuffer();
    const fileId = (await uploadFile(p, teacher.token, homeworkId, 'back.png', sheet)).body
      .id as number;
    await waitFor(async () => {
      const files = (
        await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)
      ).body.files as { id: number; extraction_status: string }[];
      const file = files.find((f) => f.id === fileId);
      if (file?.extraction_status === 'failed') throw new Error(JSON.stringify(file));
      return file?.extraction_status === 'done' ? file : undefined;
    }, 60_000);
    const arranged = await api(
      p,
      'POST',
      `/api/teacher/homeworks/${homeworkId}/articles`,
      teacher.token,
      { articles: [{ student_name: '王小明', file_ids: [fileId] }] },
    );
    expect(arranged.status).toBe(200);
    const articleId = (arranged.body.articles as { id: number }[])[0]!.id;
    const images = (
      await api(p, 'GET', `/api/teacher/articles/${articleId}/images`, teacher.token)
    ).body.images.map((i: unknown) => ImagePageSchema.parse(i));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ content: '', blank: true, ocr_status: 'done' });
  });
});
