import { describe, expect, it } from 'vitest';
import {
  buildClassSummaryView,
  buildReportView,
  ClassSummaryDocumentSchema,
  GradingQuoteSchema,
  HomeworkFilesSchema,
  ImagePageSchema,
  ReportDocumentSchema,
} from '@essay/contracts';
import { api, balanceOf, createHomework, insertArticle, waitFor } from './helpers.ts';
import { correctAll, platformForFile, teacherWithPoints } from './support/school-fixture.ts';

// Issue 28: an essay read by OCR waits for its transcript; nothing unconfirmed is charged,
// quoted as a model or blamed on the student.
const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '2' },
  { workers: true },
);

// Paragraphs without their indent, as OCR gives a photo's text; long enough to be a model paragraph.
const PHOTO_TEXT = [
  '去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水、外套和雨衣，因為山上的天氣變化很快，一路上大家都很小心。',
  '我們從登山口出發，一路上風景很美，可是走到一半，我的腳開始酸痛，心裡想要放棄。媽媽鼓勵我慢慢走，不要跟別人比較，也不要著急。',
  '終於到了山頂，雲海在腳下翻滾，我覺得自己好像站在天空上。這次登山讓我明白，只要堅持下去，就能看到美麗的風景，也更懂得家人的陪伴。',
].join('\n');

// Another student's essay, typed (a Word file's text), its paragraphs not indented either.
const TYPED_TEXT = [
  '我最難忘的一件事，是小學六年級的畢業旅行。那天早上，我們全班坐遊覽車到墾丁，車上大家唱歌、聊天，每個人都笑得很開心，老師也跟我們一起玩遊戲。',
  '到了海邊，我第一次看到那麼藍的海水。同學們脫下鞋子在沙灘上奔跑，浪花打在腳上，涼涼的，讓人忘記了炎熱的天氣。晚上我們在民宿裡玩遊戲，一直到很晚才睡。',
  '這次旅行讓我明白，和朋友一起的時光非常珍貴。雖然大家畢業後會去不同的學校，但是這些快樂的回憶，會一直留在我的心裡，成為我最寶貴的禮物。',
].join('\n');

/** An essay as a photo leaves it once read: a page with its OCR text and one doubted word. */
async function photoEssay(homeworkId: number, name: string, doubtful: string): Promise<number> {
  const articleId = await insertArticle(p, homeworkId, PHOTO_TEXT, name);
  await p.db.query('UPDATE api.articles SET student_name = $1 WHERE id = $2', [name, articleId]);
  const [file] = await p.db.query<{ id: number }>(
    `INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key, article_id, extraction_status, text)
     VALUES ($1, 'page.jpg', 'jpeg', 'image/jpeg', 20, 'x', 'none', $2, 'done', $3) RETURNING id`,
    [homeworkId, articleId, PHOTO_TEXT],
  );
  const at = PHOTO_TEXT.indexOf(doubtful);
  const spans = JSON.stringify([{ start: at, end: at + doubtful.length }]);
  const [page] = await p.db.query<{ id: number }>(
    "INSERT INTO api.file_pages (file_id, page_index, image_key, text, uncertain) VALUES ($1, 0, 'none', $2, $3::jsonb) RETURNING id",
    [file!.id, PHOTO_TEXT, spans],
  );
  await p.db.query(
    'INSERT INTO api.article_images (article_id, page_id, position, unconfirmed) VALUES ($1, $2, 0, $3::jsonb)',
    [articleId, page!.id, spans],
  );
  return articleId;
}

const articleOf = async (token: string, id: number) =>
  (await api(p, 'GET', `/api/teacher/articles/${id}`, token)).body;

const reportOf = async (token: string, id: number) =>
  ReportDocumentSchema.parse((await api(p, 'GET', `/api/articles/${id}/report.json`, token)).body);

const graded = (token: string, id: number) =>
  waitFor(async () => ((await articleOf(token, id)).status === 'graded' ? true : undefined));

describe('corrections wait for the transcript (issue 28)', () => {
  it('correct-all leaves an unconfirmed essay out, uncharged, until it is confirmed', async () => {
    const teacher = await teacherWithPoints(p, 'School G1', 10);
    const homeworkId = await createHomework(p, teacher.token);
    const typed = await insertArticle(p, homeworkId, TYPED_TEXT, 'typed');
    const photo = await photoEssay(homeworkId, '李大華', '合歡山');
    expect(await articleOf(teacher.token, photo)).toMatchObject({ transcript_unconfirmed: true });
    expect(await articleOf(teacher.token, typed)).toMatchObject({ transcript_unconfirmed: false });

    const quote = GradingQuoteSchema.parse(
      (
        await api(
          p,
          'GET',
          `/api/teacher/homeworks/${homeworkId}/articles/all/grade/quote`,
          teacher.token,
        )
      ).body,
    );
    expect(quote).toMatchObject({ essays: 1, points: 2, unconfirmed: 1 });
    const all = await correctAll(p, teacher.token, homeworkId);
    expect(all.body).toEqual({ queued: 1, points: 2, waiting: 0, unconfirmed: 1 });
    await graded(teacher.token, typed);
    expect((await articleOf(teacher.token, photo)).status).toBe('submitted');
    expect(await balanceOf(p, teacher)).toBe(8);

    // Only the unconfirmed essay is left: correct-all refuses it, and nothing is charged.
    const again = await correctAll(p, teacher.token, homeworkId);
    expect(again.body).toEqual({ queued: 0, points: 0, waiting: 0, unconfirmed: 1 });
    const one = await api(p, 'PATCH', `/api/teacher/articles/${photo}/grade`, teacher.token);
    expect(one.status).toBe(409);
    expect(one.body).toMatchObject({ code: 'transcript_unconfirmed' });
    expect(await balanceOf(p, teacher)).toBe(8);

    // Confirmed at once (every word left), it is corrected like any essay, and its report says nothing of it.
    const pages = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photo}/images/confirm-all`,
      teacher.token,
    );
    expect(pages.status).toBe(200);
    const [page] = pages.body.images.map((i: unknown) => ImagePageSchema.parse(i));
    expect(page).toMatchObject({ uncertain: [], doubted: 1, content: PHOTO_TEXT });
    expect(await articleOf(teacher.token, photo)).toMatchObject({ transcript_unconfirmed: false });
    const now = await correctAll(p, teacher.token, homeworkId);
    expect(now.body).toEqual({ queued: 1, points: 2, waiting: 0, unconfirmed: 0 });
    await graded(teacher.token, photo);
    expect((await reportOf(teacher.token, photo)).report.transcriptUnconfirmed).toBeUndefined();
    expect(await balanceOf(p, teacher)).toBe(6);
  });

  it('corrects one essay anyway when asked; the report says the text was not confirmed; never a model paragraph; no indent point on a photo', async () => {
    const teacher = await teacherWithPoints(p, 'School G2', 10);
    const homeworkId = await createHomework(p, teacher.token);
    const typed = await insertArticle(p, homeworkId, TYPED_TEXT, 'typed');
    const photo = await photoEssay(homeworkId, '李大華', '雲海');
    const quote = GradingQuoteSchema.parse(
      (await api(p, 'GET', `/api/teacher/articles/${photo}/grade/quote`, teacher.token)).body,
    );
    expect(quote).toMatchObject({ essays: 1, points: 2, unconfirmed: 1 });
    const anyway = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photo}/grade?transcript=unconfirmed`,
      teacher.token,
    );
    expect(anyway.body).toEqual({ queued: 1, points: 2 });
    expect(
      (
        await api(
          p,
          'PATCH',
          `/api/teacher/articles/${typed}/grade?transcript=maybe`,
          teacher.token,
        )
      ).status,
    ).toBe(400);
    await api(p, 'PATCH', `/api/teacher/articles/${typed}/grade`, teacher.token);
    await graded(teacher.token, photo);
    await graded(teacher.token, typed);
    expect(await balanceOf(p, teacher)).toBe(6);

    const doc = await reportOf(teacher.token, photo);
    expect(doc.report.transcriptUnconfirmed).toBe(true);
    expect(buildReportView(doc, 'zh-tw').transcriptNote).toContain('尚未確認');
    expect(buildReportView(doc, 'en-us').transcriptNote).toContain('not confirmed');
    const html = await p.app.inject({
      method: 'GET',
      url: `/api/articles/${photo}/report?locale=en-us`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(html.body).toContain('was not confirmed');
    // The same text typed is told to indent its paragraphs; read from a photo it is not.
    const indent = (c: { kind: string; suggestion: string }) =>
      c.kind === 'format' && c.suggestion.startsWith('　　');
    expect((await reportOf(teacher.token, typed)).report.corrections.some(indent)).toBe(true);
    expect(doc.report.corrections.some(indent)).toBe(false);

    // The class summary quotes the typed essay's paragraph, never the unconfirmed photo's.
    const summary = ClassSummaryDocumentSchema.parse(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/summary.json`, teacher.token))
        .body,
    );
    const models = buildClassSummaryView(summary, 'zh-tw').models;
    expect(models.map((m) => m.author)).toEqual(['typed']);
  });

  it('「確認其餘」 keeps the doubted words unreviewed: never quoted, never a model paragraph, the report says it was read by machine (issue 43 §5)', async () => {
    const teacher = await teacherWithPoints(p, 'School G3', 10);
    const homeworkId = await createHomework(p, teacher.token);
    await insertArticle(p, homeworkId, TYPED_TEXT, 'typed');
    const photo = await photoEssay(homeworkId, '王小明', '去年暑假');
    const confirmed = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photo}/images/confirm-all`,
      teacher.token,
    );
    const [page] = confirmed.body.images.map((i: unknown) => ImagePageSchema.parse(i));
    const at = PHOTO_TEXT.indexOf('去年暑假');
    expect(page).toMatchObject({ uncertain: [], unreviewed: [{ start: at, end: at + 4 }] });
    expect(await articleOf(teacher.token, photo)).toMatchObject({ transcript_unconfirmed: false });
    await correctAll(p, teacher.token, homeworkId);
    await graded(teacher.token, photo);

    const doc = await reportOf(teacher.token, photo);
    expect(doc.report.transcriptUnconfirmed).toBeUndefined();
    expect(doc.report.transcriptUnreviewed).toHaveLength(1);
    const doubted = doc.report.transcriptUnreviewed![0]!;
    expect(doc.graded_text.slice(doubted.start, doubted.end)).toBe('去年暑假');
    for (const locale of ['zh-tw', 'en-us'] as const) {
      const view = buildReportView(doc, locale);
      expect(view.transcriptNote).toContain(locale === 'zh-tw' ? '電腦' : 'by machine');
      // the report's own words quote the student in 「」 (en: "…"); the essay's text is not a quote
      const { essay: _essay, ...words } = view;
      expect(JSON.stringify(words)).not.toMatch(
        /「[^」]*去年暑假[^」]*」|\\"[^"]*去年暑假[^"]*\\"/,
      );
    }
    const quotes = doc.report.dimensions.flatMap((d) => d.evidence.map((e) => e.quote));
    expect(quotes.join('')).not.toContain('去年暑假');
    const summary = ClassSummaryDocumentSchema.parse(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/summary.json`, teacher.token))
        .body,
    );
    const models = buildClassSummaryView(summary, 'zh-tw').models;
    expect(models.map((m) => m.text).join('')).not.toContain('去年暑假');

    // A person confirms the word: it is the student's again.
    const one = await api(
      p,
      'PATCH',
      `/api/teacher/articles/${photo}/images/${page!.id}/confirm`,
      teacher.token,
      { start: at, end: at + 4 },
    );
    expect(one.status).toBe(200);
    expect(ImagePageSchema.parse(one.body.images[0]).unreviewed).toEqual([]);
  });

  it('lists a file with the sheet marks its first page was read with (issue 43 §2)', async () => {
    const teacher = await teacherWithPoints(p, 'School G4', 10);
    const homeworkId = await createHomework(p, teacher.token);
    const [file] = await p.db.query<{ id: number }>(
      `INSERT INTO api.homework_files (homework_id, file_name, kind, content_type, size, sha256, storage_key, extraction_status, text)
       VALUES ($1, 'back.jpg', 'jpeg', 'image/jpeg', 20, 'x', 'none', 'done', $2) RETURNING id`,
      [homeworkId, PHOTO_TEXT],
    );
    const sheet = { header: false, name: null, page: 2 };
    for (const [index, marks] of [sheet, { header: true, name: 'x', page: null }].entries())
      await p.db.query(
        "INSERT INTO api.file_pages (file_id, page_index, image_key, text, sheet) VALUES ($1, $2, 'none', 'x', $3::jsonb)",
        [file!.id, index, JSON.stringify(marks)],
      );
    const listed = HomeworkFilesSchema.parse(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/files`, teacher.token)).body,
    );
    expect(listed.files.find((f) => f.id === file!.id)?.sheet).toEqual(sheet);
  });
});
