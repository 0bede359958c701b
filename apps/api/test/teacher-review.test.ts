import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClassSummaryView,
  buildReportView,
  ClassSummaryDocumentSchema,
  ImagePageSchema,
  ReportDocumentSchema,
  type ImagePage,
} from '@essay/contracts';
import { listTeacherScored } from '../src/modules/grading/grading.repository.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  FIXTURES,
  signUp,
  uploadFile,
  waitFor,
  waitForGraded,
  type TestPlatform,
} from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform({}, { workers: true });
});
afterAll(() => p.close());

const images = async (token: string, articleId: number): Promise<ImagePage[]> =>
  (await api(p, 'GET', `/api/teacher/articles/${articleId}/images`, token)).body.images.map(
    (i: unknown) => ImagePageSchema.parse(i),
  );

/** A photographed essay: uploaded, arranged, read by the real OCR. */
async function photoEssay(token: string, homeworkId: number): Promise<number> {
  const photo = await readFile(path.join(FIXTURES, 'photo-zh.jpg'));
  const fileId = (await uploadFile(p, token, homeworkId, 'photo-zh.jpg', photo)).body.id as number;
  await api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, token, {
    articles: [{ student_name: '李大華', file_ids: [fileId] }],
  });
  const articleId = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, token)).body
    .articles[0].id as number;
  await waitFor(
    async () => ((await images(token, articleId))[0]?.ocr_status === 'done' ? true : undefined),
    120_000,
  );
  return articleId;
}

/** A page as OCR makes it, with a doubtful word on the planted wrong character 以 of 以經 (workers read real photos above). */
async function pageEssay(
  token: string,
  homeworkId: number,
  text: string,
  doubtful: string,
): Promise<number> {
  const docx = await readFile(path.join(FIXTURES, 'docx-zh.docx'));
  const fileId = (await uploadFile(p, token, homeworkId, 'page.jpg.docx', docx)).body.id as number;
  await waitFor(async () =>
    (
      await p.db.query<{ s: string }>(
        'SELECT extraction_status AS s FROM api.homework_files WHERE id = $1',
        [fileId],
      )
    )[0]?.s === 'done'
      ? true
      : undefined,
  );
  const at = text.indexOf(doubtful);
  await p.db.query(
    "INSERT INTO api.file_pages (file_id, page_index, image_key, text, uncertain) VALUES ($1, 0, 'none', $2, $3::jsonb)",
    [fileId, text, JSON.stringify([{ start: at, end: at + 1 }])],
  );
  await api(p, 'POST', `/api/teacher/homeworks/${homeworkId}/articles`, token, {
    articles: [{ student_name: '王小明', file_ids: [fileId] }],
  });
  const list = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, token)).body
    .articles as { id: number; student_name: string }[];
  return list.find((a) => a.student_name === '王小明')!.id;
}

const ESSAY = [
  '登山',
  '　　去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水、外套和雨衣，因為山上的天氣變化很快,我們以經準備好了。',
  '　　我們從登山口出發，一路上風景很美，可是走到一半，我的腳開始酸痛，心裡想要放棄。媽媽鼓勵我慢慢走，不要跟別人比較，也不要著急。',
  '　　終於到了山頂，雲海在腳下翻滾，我覺得自己好像站在天空上。這次登山讓我明白，只要堅持下去，就能看到美麗的風景。',
].join('\n');

const report = async (token: string, articleId: number, query = '') => {
  const res = await api(p, 'GET', `/api/articles/${articleId}/report.json${query}`, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ReportDocumentSchema.parse(res.body);
};

describe('the transcript a teacher confirms (issue 11 §6)', () => {
  it(
    'marks the words the OCR doubted on a real photo; the teacher confirms one and fixes another',
    { timeout: 240_000 },
    async () => {
      const teacher = await signUp(p, 'School T1', 'teacher');
      const homeworkId = await createHomework(p, teacher.token);
      const articleId = await photoEssay(teacher.token, homeworkId);
      const [page] = await images(teacher.token, articleId);
      expect(page!.uncertain.length).toBeGreaterThanOrEqual(2);
      const [first, second] = page!.uncertain as [
        { start: number; end: number },
        { start: number; end: number },
      ];
      const confirm = (body: Record<string, unknown>) =>
        api(
          p,
          'PATCH',
          `/api/teacher/articles/${articleId}/images/${page!.id}/confirm`,
          teacher.token,
          body,
        );

      expect((await confirm({ start: first.start, end: first.end + 1 })).status).toBe(400);
      expect((await confirm({ start: 5, end: 5 })).body.error).toBeDefined();
      const confirmed = (await confirm(first)).body.images[0] as ImagePage;
      expect(confirmed.uncertain).toHaveLength(page!.uncertain.length - 1);
      expect(confirmed.content).toBe(page!.content);
      const fixed = (await confirm({ ...second, replacement: '湧' })).body.images[0] as ImagePage;
      expect(fixed.uncertain).toHaveLength(page!.uncertain.length - 2);
      expect(fixed.content).toBe(
        page!.content.slice(0, second.start) + '湧' + page!.content.slice(second.end),
      );
      // the essay's text follows the fix
      expect(
        (await api(p, 'GET', `/api/teacher/articles/${articleId}`, teacher.token)).body.content,
      ).toContain(fixed.content.slice(second.start - 3, second.start + 3));
      // a free edit of the text keeps the other doubts where they are
      const rest = fixed.uncertain.at(-1)!;
      const edited = `${fixed.content}\n\n（完）`;
      const saved = (
        await api(
          p,
          'PATCH',
          `/api/teacher/articles/${articleId}/images/${page!.id}`,
          teacher.token,
          { content: edited },
        )
      ).body.images[0] as ImagePage;
      expect(saved.uncertain.at(-1)).toEqual(rest);
    },
  );

  it(
    'never counts an unconfirmed doubtful character as the student’s 錯別字; re-correcting keeps the history',
    { timeout: 240_000 },
    async () => {
      const teacher = await signUp(p, 'School T2', 'teacher');
      const homeworkId = await createHomework(p, teacher.token);
      const articleId = await pageEssay(teacher.token, homeworkId, ESSAY, '以經');
      const article = (await api(p, 'GET', `/api/teacher/articles/${articleId}`, teacher.token))
        .body;
      expect(article.content).toBe(ESSAY);
      // Its transcript is not confirmed: corrected only when the teacher says so (issue 28).
      expect(
        (await api(p, 'PATCH', `/api/teacher/articles/${articleId}/grade`, teacher.token)).status,
      ).toBe(409);
      await api(
        p,
        'PATCH',
        `/api/teacher/articles/${articleId}/grade?transcript=unconfirmed`,
        teacher.token,
      );
      await waitForGraded(p, teacher.token, homeworkId);
      const doc = await report(teacher.token, articleId);
      expect(doc.article.review_reasons).toContain('ocr_unconfirmed');
      const suspect = doc.report.corrections.find((c) => c.original === '以');
      expect(suspect?.ocrSuspect).toBe(true);
      for (const locale of ['zh-tw', 'en-us'] as const) {
        const view = buildReportView(doc, locale, locale);
        const row = view.corrections.find((c) => c.original === '以')!;
        expect(row.kind).toBe(locale === 'zh-tw' ? '可能是辨識錯誤' : 'Possibly a reading error');
        expect(
          view.corrections
            .filter((c) => c.kind === (locale === 'zh-tw' ? '錯別字' : 'Wrong character'))
            .map((c) => c.original),
        ).not.toContain('以');
      }
      const html = await p.app.inject({
        method: 'GET',
        url: `/api/articles/${articleId}/report?locale=zh-tw`,
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(html.body).toContain('可能是辨識錯誤');

      // The teacher confirms the character: re-corrected, it is the student's 錯別字; the first report stays viewable.
      const [page] = await images(teacher.token, articleId);
      const at = ESSAY.indexOf('以經');
      await api(
        p,
        'PATCH',
        `/api/teacher/articles/${articleId}/images/${page!.id}/confirm`,
        teacher.token,
        { start: at, end: at + 1 },
      );
      await api(p, 'PATCH', `/api/teacher/articles/${articleId}/grade`, teacher.token);
      await waitFor(
        async () =>
          (await report(teacher.token, articleId)).grading_number === 2 ? true : undefined,
        120_000,
      );
      const second = await report(teacher.token, articleId);
      expect(second.article.review_reasons).not.toContain('ocr_unconfirmed');
      expect(second.report.corrections.find((c) => c.original === '以')).toMatchObject({
        kind: 'typo',
      });
      expect(
        second.report.corrections.find((c) => c.original === '以')?.ocrSuspect,
      ).toBeUndefined();
      expect(second.history!.map((h) => [h.grading_number, h.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      const first = await report(teacher.token, articleId, '?grading=1');
      expect(first.report.corrections.find((c) => c.original === '以')?.ocrSuspect).toBe(true);
      expect(first.history!.find((h) => h.current)?.grading_number).toBe(1);
      expect(
        (await api(p, 'GET', `/api/articles/${articleId}/report.json?grading=9`, teacher.token))
          .status,
      ).toBe(404);
      expect(
        (await api(p, 'GET', `/api/articles/${articleId}/report.json?grading=x`, teacher.token))
          .status,
      ).toBe(400);
    },
  );
});

describe('the teacher’s decisions on corrections (issue 11 §7) and the class summary (§9)', () => {
  it(
    'accepts, rejects, edits and adds corrections; the report, PDF, calibration data and summary use the teacher’s version',
    { timeout: 240_000 },
    async () => {
      const teacher = await signUp(p, 'School T3', 'teacher');
      const other = await signUp(p, 'School T3', 'teacher');
      const homeworkId = await createHomework(p, teacher.token);
      const articleId = await pageEssay(teacher.token, homeworkId, ESSAY, '雨衣');
      await api(p, 'PATCH', `/api/teacher/articles/${articleId}/images/confirm-all`, teacher.token);
      await api(p, 'PATCH', `/api/teacher/articles/${articleId}/grade`, teacher.token);
      await waitForGraded(p, teacher.token, homeworkId);
      const doc = await report(teacher.token, articleId);
      const typo = doc.report.corrections.findIndex((c) => c.original === '以');
      const comma = doc.report.corrections.findIndex((c) => c.original === ',');
      expect(typo).toBeGreaterThanOrEqual(0);
      expect(comma).toBeGreaterThanOrEqual(0);
      const put = (index: number, body: unknown, token = teacher.token) =>
        api(p, 'PUT', `/api/teacher/articles/${articleId}/corrections/${index}`, token, body);

      expect((await put(typo, { decision: 'accept' }, other.token)).status).toBe(404);
      expect((await put(typo, { decision: 'edit' })).status).toBe(400);
      expect((await put(999, { decision: 'accept' })).status).toBe(404);
      expect((await put(typo, { decision: 'accept' })).status).toBe(200);
      expect((await put(comma, { decision: 'reject' })).status).toBe(200);
      const add = (body: unknown) =>
        api(p, 'POST', `/api/teacher/articles/${articleId}/corrections`, teacher.token, body);
      expect(
        (await add({ original: '不在文中的句子', suggestion: 'x', kind: 'word_choice' })).status,
      ).toBe(400);
      const added = await add({
        original: '好像站在天空上',
        suggestion: '彷彿站在雲端',
        kind: 'word_choice',
      });
      expect(added.status).toBe(200);
      const decided = ReportDocumentSchema.parse(added.body);
      expect(decided.decisions!.map((d) => d.decision)).toEqual(['accept', 'reject', 'add']);
      await api(p, 'PATCH', `/api/teacher/articles/${articleId}/override`, teacher.token, {
        level: 6,
        dimensions: {},
      });

      for (const locale of ['zh-tw', 'en-us'] as const) {
        const view = buildReportView(await report(teacher.token, articleId), locale, locale);
        expect(view.corrections.map((c) => c.original)).not.toContain(',');
        expect(view.corrections.find((c) => c.original === '好像站在天空上')).toMatchObject({
          suggestion: '彷彿站在雲端',
          state: locale === 'zh-tw' ? '教師新增' : 'Added by the teacher',
        });
        expect(view.corrections.find((c) => c.original === '以')?.state).toBe(
          locale === 'zh-tw' ? '教師確認' : 'Confirmed by the teacher',
        );
        expect(view.decisions.find((d) => d.index === comma)?.decision).toBe('reject');
        expect(view.rating.value).toContain('6級分');
      }
      // The PDF is drawn from the same view: the teacher's correction in, the rejected one out.
      const link = (await api(p, 'GET', `/api/teacher/articles/${articleId}`, teacher.token)).body
        .report_download_url as string;
      const pdf = await p.app.inject({ method: 'GET', url: `${link}&locale=zh-tw` });
      expect(pdf.statusCode).toBe(200);
      const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload })
        .toString()
        .replace(/\s+/g, '');
      expect(text).toContain('彷彿站在雲端');
      expect(text).toContain('教師評定：6級分');
      expect(text).not.toContain(',→，');

      // Rejected engine corrections are kept, with the engine's suggestion and name (its precision data).
      const [rejected] = await p.db.query<{
        engine: string;
        engine_suggestion: string;
        decision: string;
      }>(
        "SELECT engine, engine_suggestion, decision FROM api.correction_decisions WHERE article_id = $1 AND decision = 'reject'",
        [articleId],
      );
      expect(rejected).toMatchObject({ engine_suggestion: '，', decision: 'reject' });
      expect(rejected!.engine).toMatch(/@/);
      // The calibration data: the teacher's level and the teacher's corrections.
      const [scored] = await listTeacherScored(p.db, homeworkId, 'cap-writing');
      expect(scored!.level).toBe(6);
      expect(scored!.corrections!.map((c) => c.original)).toEqual(
        expect.arrayContaining(['以', '好像站在天空上']),
      );
      expect(scored!.corrections!.map((c) => c.original)).not.toContain(',');
      expect(
        scored!.text
          .slice(scored!.corrections!.find((c) => c.original === '以')!.span.start)
          .startsWith('以經'),
      ).toBe(true);

      // The class summary: the teacher's level, the teacher's corrections as the class's errors.
      const summary = await api(
        p,
        'GET',
        `/api/teacher/homeworks/${homeworkId}/summary.json`,
        teacher.token,
      );
      expect(
        (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/summary.json`, other.token))
          .status,
      ).toBe(404);
      for (const locale of ['zh-tw', 'en-us'] as const) {
        const view = buildClassSummaryView(ClassSummaryDocumentSchema.parse(summary.body), locale);
        expect(view.distribution).toEqual([{ label: '6級分', count: 1 }]);
        const kinds = view.errors.map((e) => e.kind);
        expect(kinds).toContain(locale === 'zh-tw' ? '用詞' : 'Word choice');
        expect(kinds).not.toContain(locale === 'zh-tw' ? '標點' : 'Punctuation');
        expect(view.models[0]).toMatchObject({ author: '王小明', level: '6級分' });
      }

      // The teacher takes back their own correction.
      const id = decided.decisions!.find((d) => d.decision === 'add')!.id;
      const removed = await api(
        p,
        'DELETE',
        `/api/teacher/articles/${articleId}/corrections/added/${id}`,
        teacher.token,
      );
      expect(ReportDocumentSchema.parse(removed.body).decisions!.map((d) => d.decision)).toEqual([
        'accept',
        'reject',
      ]);
    },
  );
});
