import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AuditTrailSchema,
  ClassSummaryDocumentSchema,
  EraseStudentResultSchema,
  SchoolStudentListSchema,
} from '@essay/contracts';
import { extractPdf } from '@essay/ingest';
import {
  api,
  createHomework,
  FIXTURES,
  givePoints,
  insertArticle,
  signUp,
  uploadFile,
  waitFor,
  waitForGraded,
  type TestUser,
} from './helpers.ts';
import { ESSAY_EN, ESSAY_ZH } from './essays.ts';
import { accountForm, platformForFile } from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '2' },
  { workers: true },
);

const SCHOOL = 'Privacy School A';
const AMY = '林美玲';
const AMY_SENTENCE = 'My grandmother keeps a jar of silver buttons beside the kitchen window.';
const BEN = '陳大同';
const BEN_SENTENCE = '我家門口有一棵老榕樹，夏天總有很多麻雀在樹上唱歌。';

/** An account form (`/account` + url): its answer's body. */
const form = async (token: string, url: string, fields: Record<string, string | number>) =>
  (await accountForm(p, token, url, fields)).body;

const fileKeys = async (articleId: number) =>
  p.db.query<{ key: string }>(
    `SELECT storage_key AS key FROM api.homework_files WHERE article_id = $1
     UNION SELECT fp.image_key FROM api.file_pages fp JOIN api.homework_files f ON f.id = fp.file_id WHERE f.article_id = $1`,
    [articleId],
  );

/** Every row of every table of both schemas whose text holds `needle`. */
async function rowsHolding(needle: string): Promise<string[]> {
  const tables = await p.db.query<{ name: string }>(
    "SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_schema IN ('api', 'account') AND table_type = 'BASE TABLE'",
  );
  expect(tables.length).toBeGreaterThan(15);
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = await p.db.query<{ row: string }>(
      `SELECT t::text AS row FROM ${name} t WHERE strpos(t::text, $1) > 0`,
      [needle],
    );
    found.push(...rows.map((r) => `${name}: ${r.row.slice(0, 120)}`));
  }
  return found;
}

/** Every stored object (files, page images) whose bytes hold `needle`. */
async function objectsHolding(needle: string): Promise<string[]> {
  const bytes = Buffer.from(needle);
  const found: string[] = [];
  for (const key of await p.ctx.files.list())
    if ((await p.ctx.files.read(key)).includes(bytes)) found.push(key);
  return found;
}

interface Setup {
  admin: TestUser;
  teacher: TestUser;
  amy: TestUser;
  homeworkId: number;
  amyEssays: number[];
  benEssay: number;
}

/** Amy: one essay handed in from her account (graded, with a Word file and a page image), one uploaded by the teacher and linked to her account. */
async function setUp(): Promise<Setup> {
  const teacher = await signUp(p, SCHOOL, 'teacher');
  const admin = await signUp(p, SCHOOL, 'admin');
  const amy = await signUp(p, SCHOOL, 'student');
  const ben = await signUp(p, SCHOOL, 'student');
  await form(amy.token, '/user/save', { nickname: AMY });
  await form(ben.token, '/user/save', { nickname: BEN });
  await givePoints(p, teacher, SCHOOL, 20);
  const classId = (await form(teacher.token, '/schoolclass/add', { cls_name: '802' })).data
    .id as number;
  await p.db.query('INSERT INTO account.class_members (class_id, user_id) VALUES ($1, $2)', [
    classId,
    amy.userId,
  ]);
  const homeworkId = await createHomework(p, teacher.token, { students: [AMY, BEN] });
  const own = await insertArticle(p, homeworkId, `${AMY_SENTENCE}\n${ESSAY_EN}`);
  await p.db.query(
    'UPDATE api.articles SET student_user_id = $2, student_name = $3 WHERE id = $1',
    [own, amy.userId, AMY],
  );
  const fileId = (
    await uploadFile(
      p,
      teacher.token,
      homeworkId,
      `${AMY}-作文.docx`,
      await readFile(path.join(FIXTURES, 'docx-zh.docx')),
    )
  ).body.id as number;
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
  await p.db.query('UPDATE api.homework_files SET article_id = $2 WHERE id = $1', [fileId, own]);
  const imageKey = `pages/${fileId}/0.png`;
  await p.ctx.files.write(
    imageKey,
    Buffer.concat([await readFile(path.join(FIXTURES, 'photo-en.jpg')), Buffer.from(AMY_SENTENCE)]),
  );
  const [page] = await p.db.query<{ id: number }>(
    'INSERT INTO api.file_pages (file_id, page_index, image_key, text) VALUES ($1, 0, $2, $3) RETURNING id',
    [fileId, imageKey, AMY_SENTENCE],
  );
  await p.db.query(
    'INSERT INTO api.article_images (article_id, page_id, position, content) VALUES ($1, $2, 0, $3)',
    [own, page!.id, AMY_SENTENCE],
  );
  const uploaded = await insertArticle(p, homeworkId, `${AMY_SENTENCE} Written on paper.`);
  // A teacher upload linked to Amy's account (issue 41: essays follow the account, never a name).
  await p.db.query(
    'UPDATE api.articles SET student_name = $2, student_user_id = $3 WHERE id = $1',
    [uploaded, AMY, amy.userId],
  );
  const benEssay = await insertArticle(p, homeworkId, `${BEN_SENTENCE}\n${ESSAY_ZH}`);
  await p.db.query(
    'UPDATE api.articles SET student_user_id = $2, student_name = $3 WHERE id = $1',
    [benEssay, ben.userId, BEN],
  );
  expect(
    (
      await api(
        p,
        'PATCH',
        `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
        teacher.token,
      )
    ).status,
  ).toBe(200);
  await waitForGraded(p, teacher.token, homeworkId);
  expect(
    (
      await api(p, 'PATCH', `/api/teacher/articles/${own}`, teacher.token, {
        teacher_suggestion: `${AMY}，寫得很好`,
      })
    ).status,
  ).toBe(200);
  return { admin, teacher, amy, homeworkId, amyEssays: [own, uploaded], benEssay };
}

describe('export and erasure of one student (issue 18)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp();
  }, 180_000);

  it('lists the school’s students to its admin only', async () => {
    const list = SchoolStudentListSchema.parse(
      (await api(p, 'GET', '/api/admin/students', s.admin.token)).body,
    );
    expect(list.students.find((st) => st.id === s.amy.userId)).toMatchObject({ nickname: AMY });
    const other = await signUp(p, 'Privacy School B', 'admin');
    expect(
      SchoolStudentListSchema.parse((await api(p, 'GET', '/api/admin/students', other.token)).body)
        .students,
    ).toEqual([]);
    expect(
      (await api(p, 'GET', `/api/admin/students/${s.amy.userId}/export`, other.token)).body.code,
    ).toBe('student_not_found');
    expect(
      (await api(p, 'GET', `/api/admin/students/${s.teacher.userId}/export`, s.admin.token)).body
        .code,
    ).toBe('student_not_found');
  });

  it(
    'exports every item about the student and nothing about others',
    { timeout: 120_000 },
    async () => {
      const res = await p.app.inject({
        method: 'GET',
        url: `/api/admin/students/${s.amy.userId}/export?locale=en-us`,
        headers: { authorization: `Bearer ${s.admin.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const entries = unzipSync(new Uint8Array(res.rawPayload));
      const names = Object.keys(entries).sort();
      const [own, uploaded] = s.amyEssays as [number, number];
      expect(names).toEqual([
        `essays/${own}/essay.txt`,
        `essays/${own}/files/1-${AMY}-作文.docx`,
        `essays/${own}/pages/1.png`,
        `essays/${own}/report.pdf`,
        `essays/${uploaded}/essay.txt`,
        `essays/${uploaded}/report.pdf`,
        'student.json',
        'term.json',
        'trail.csv',
      ]);
      const json = JSON.parse(strFromU8(entries['student.json']!));
      expect(json.student).toMatchObject({ id: s.amy.userId, nickname: AMY, classes: ['802'] });
      expect(json.essays.map((e: { id: number }) => e.id)).toEqual([own, uploaded]);
      expect(json.essays[0]).toMatchObject({
        homework_id: s.homeworkId,
        status: 'graded',
        teacher_comment: `${AMY}，寫得很好`,
      });
      expect(json.essays[0].level).not.toBeNull();
      expect(strFromU8(entries[`essays/${own}/essay.txt`]!)).toContain(AMY_SENTENCE);
      expect(strFromU8(entries[`essays/${own}/report.pdf`]!.subarray(0, 5))).toBe('%PDF-');
      expect(Buffer.from(entries[`essays/${own}/files/1-${AMY}-作文.docx`]!)).toEqual(
        await readFile(path.join(FIXTURES, 'docx-zh.docx')),
      );
      const trail = strFromU8(entries['trail.csv']!).trim().split('\r\n');
      expect(trail.length).toBeGreaterThan(1);
      expect(trail.slice(1).every((line) => line.includes(`,${s.amy.userId},${AMY},`))).toBe(true);
      // Nothing about Ben or the teacher: not his essay, not his name, not the teacher's username.
      for (const bytes of Object.values(entries)) {
        const text = Buffer.from(bytes);
        for (const other of [BEN, BEN_SENTENCE, s.teacher.username])
          expect(text.includes(Buffer.from(other)), other).toBe(false);
      }
      const events = AuditTrailSchema.parse(
        (await api(p, 'GET', `/api/admin/audit?action=student.export`, s.admin.token)).body,
      ).events;
      expect(events.map((e) => [e.actor_id, e.student_id])).toEqual([
        [s.admin.userId, s.amy.userId],
      ]);
    },
  );

  it(
    'shares the report PDF and the class summary with numbers instead of names',
    { timeout: 120_000 },
    async () => {
      const summary = async (query: string) => {
        const res = await api(
          p,
          'GET',
          `/api/teacher/homeworks/${s.homeworkId}/summary.json${query}`,
          s.teacher.token,
        );
        expect(res.status).toBe(200);
        return ClassSummaryDocumentSchema.parse(res.body);
      };
      expect((await summary('')).essays.map((e) => e.article.student_name).sort()).toEqual(
        [AMY, AMY, BEN].sort(),
      );
      const shared = await summary('?pseudonymous=1');
      // The essay's place in the homework: Amy's two essays came first, Ben's third.
      expect(shared.essays.map((e) => [e.article.id, e.article.student_name])).toEqual([
        [s.amyEssays[0], '#1'],
        [s.amyEssays[1], '#2'],
        [s.benEssay, '#3'],
      ]);
      expect(JSON.stringify(shared.essays.map((e) => e.article))).not.toMatch(
        new RegExp(`${AMY}|${BEN}`),
      );
      expect(
        (
          await api(
            p,
            'GET',
            `/api/teacher/homeworks/${s.homeworkId}/summary.json?pseudonymous=yes`,
            s.teacher.token,
          )
        ).status,
      ).toBe(400);

      const dir = await mkdtemp(path.join(tmpdir(), 'pseudonym-'));
      const pdfText = async (query: string) => {
        const res = await p.app.inject({
          method: 'GET',
          url: `/api/articles/${s.benEssay}/report/download?locale=zh-tw${query}`,
          headers: { authorization: `Bearer ${s.teacher.token}` },
        });
        expect(res.statusCode).toBe(200);
        const file = path.join(dir, `${query.length}.pdf`);
        await writeFile(file, res.rawPayload);
        return {
          disposition: decodeURIComponent(String(res.headers['content-disposition'])),
          text: (await extractPdf(file)).pages.map((page) => page.text ?? '').join('\n'),
        };
      };
      const named = await pdfText('');
      expect(named.text).toContain(BEN);
      expect(named.disposition).toContain(BEN);
      const numbered = await pdfText('&pseudonymous=1');
      expect(numbered.text).not.toContain(BEN);
      expect(numbered.text).toContain('#3');
      expect(numbered.disposition).not.toContain(BEN);

      // Signed links (issue 27): the pseudonymous one is signed with its parameter, which cannot be
      // removed to get the named PDF, nor added to the named link; neither answer may be cached.
      const article = (await api(p, 'GET', `/api/teacher/articles/${s.benEssay}`, s.teacher.token))
        .body as { report_download_url: string; report_download_pseudonymous_url: string };
      const sharedLink = article.report_download_pseudonymous_url;
      expect(sharedLink).toContain('pseudonymous=1');
      const byLink = (url: string) => p.app.inject({ method: 'GET', url });
      const sharedPdf = await byLink(`${sharedLink}&locale=zh-tw`);
      expect(sharedPdf.statusCode).toBe(200);
      expect(sharedPdf.headers['cache-control']).toBe('private, no-store');
      expect(decodeURIComponent(String(sharedPdf.headers['content-disposition']))).not.toContain(
        BEN,
      );
      expect((await byLink(sharedLink.replace('&pseudonymous=1', ''))).statusCode).toBe(404);
      expect((await byLink(`${article.report_download_url}&pseudonymous=1`)).statusCode).toBe(404);
      const namedPdf = await byLink(article.report_download_url);
      expect(namedPdf.statusCode).toBe(200);
      expect(namedPdf.headers['cache-control']).toBe('private, no-store');
    },
  );

  it(
    'erases after the typed confirmation: no row or stored file names the student or holds her essay; counts and ledgers stay',
    { timeout: 120_000 },
    async () => {
      const url = `/api/admin/students/${s.amy.userId}/erase`;
      const keys = (await Promise.all(s.amyEssays.map(fileKeys))).flat().map((k) => k.key);
      expect(keys.length).toBe(2);
      expect((await rowsHolding(AMY_SENTENCE)).length).toBeGreaterThan(0);
      expect((await objectsHolding(AMY_SENTENCE)).length).toBeGreaterThan(0);
      const usageBefore = (await api(p, 'GET', '/api/admin/usage', s.admin.token)).body;
      const ledgerBefore = await p.db.query(
        'SELECT id, user_id, delta, service_type FROM account.point_ledger ORDER BY id',
      );
      const trailBefore = AuditTrailSchema.parse(
        (await api(p, 'GET', `/api/admin/audit?student_id=${s.amy.userId}`, s.admin.token)).body,
      ).events;

      expect((await api(p, 'POST', url, s.admin.token, { confirmation: 'yes' })).body.code).toBe(
        'erase_not_confirmed',
      );
      expect((await api(p, 'POST', url, s.teacher.token, { confirmation: AMY })).status).toBe(403);
      const erased = await api(p, 'POST', url, s.admin.token, { confirmation: AMY });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      expect(EraseStudentResultSchema.parse(erased.body)).toEqual({ essays: 2, files: 1 });

      for (const needle of [AMY, AMY_SENTENCE, s.amy.username]) {
        expect(await rowsHolding(needle), needle).toEqual([]);
        expect(await objectsHolding(needle), needle).toEqual([]);
      }
      for (const key of keys) await expect(p.ctx.files.read(key)).rejects.toThrow();
      // Ben's essay and the homework stay; Amy's account is gone.
      expect(
        (
          await api(p, 'GET', `/api/teacher/homeworks/${s.homeworkId}`, s.teacher.token)
        ).body.articles.map((a: { id: number }) => a.id),
      ).toEqual([s.benEssay]);
      expect((await rowsHolding(BEN_SENTENCE)).length).toBeGreaterThan(0);
      expect((await api(p, 'GET', '/api/student/homeworks', s.amy.token)).status).toBe(401);
      // Anonymous counts and ledger amounts stay; the trail keeps its rows by id and records the erasure.
      const usageAfter = (await api(p, 'GET', '/api/admin/usage', s.admin.token)).body;
      expect([usageAfter.essays_corrected, usageAfter.points_spent]).toEqual([
        usageBefore.essays_corrected,
        usageBefore.points_spent,
      ]);
      expect(usageAfter.essays_corrected).toBe(3);
      expect(
        await p.db.query(
          'SELECT id, user_id, delta, service_type FROM account.point_ledger ORDER BY id',
        ),
      ).toEqual(ledgerBefore);
      const trailAfter = AuditTrailSchema.parse(
        (await api(p, 'GET', `/api/admin/audit?student_id=${s.amy.userId}`, s.admin.token)).body,
      ).events;
      expect(trailAfter.length).toBe(trailBefore.length + 1);
      expect(trailAfter[0]).toMatchObject({
        action: 'student.erase',
        actor_id: s.admin.userId,
        student_id: s.amy.userId,
        student_name: '',
        detail: { essays: 2, files: 1 },
      });
      expect((await api(p, 'POST', url, s.admin.token, { confirmation: AMY })).body.code).toBe(
        'student_not_found',
      );
    },
  );
});
