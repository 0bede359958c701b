import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { StudentHomeworkListSchema, StudentReportSchema } from '@essay/contracts';
import {
  api,
  createHomework,
  FIXTURES,
  signUp,
  waitFor,
  waitForGraded,
  type TestUser,
} from './helpers.ts';
import { ESSAY_EN } from './essays.ts';
import { postForm } from '../../account/test/helpers.ts';
import { openWindow, platformForFile } from './support/school-fixture.ts';

/**
 * Students hand in their own essays (issue 13): joining a class with its code, typed and photo
 * essays, replacing until corrected, released reports, re-reads and revisions; and what a
 * student (or another teacher) can never reach.
 */
const p = platformForFile({ FREE_IMAGE_ARTICLE_GRADE_TIMES: '10' }, { workers: true });

const SCHOOL = 'Student School';
const OPEN = openWindow();

/** A form POST, as the SPA sends it: its answer's body. */
const form = async (url: string, token: string, fields: Record<string, string | number>) =>
  (await postForm(p.app, url, fields, token)).body;

async function classWithStudents(
  teacher: TestUser,
  name: string,
  students: TestUser[],
): Promise<number> {
  const created = (await form('/account/schoolclass/add', teacher.token, { cls_name: name }))
    .data as { id: number; code: string };
  for (const student of students)
    expect(
      (await form('/account/schoolclass/join', student.token, { code: created.code.toLowerCase() }))
        .state,
    ).toBe(true);
  return created.id;
}

async function studentHomeworks(student: TestUser) {
  return StudentHomeworkListSchema.parse(
    (await api(p, 'GET', '/api/student/homeworks', student.token)).body,
  ).homeworks;
}

function multipartFiles(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----essay${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    ...files.flatMap((f) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('students hand in essays', () => {
  it('joins a class by code, sees only its homework, and a new typed essay replaces the earlier one until corrected', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const [amy, ben] = [await signUp(p, SCHOOL, 'student'), await signUp(p, SCHOOL, 'student')];
    await p.db.query("UPDATE account.users SET nickname = 'Amy Lin' WHERE id = $1", [amy.userId]);
    const mine = await classWithStudents(teacher, '八年一班', [amy]);
    const other = await classWithStudents(teacher, '八年二班', [ben]);
    const homeworkId = await createHomework(p, teacher.token, {
      ...OPEN,
      submission_method: 'student',
      assigned_classes: [mine],
      students: [],
    });
    const otherId = await createHomework(p, teacher.token, {
      ...OPEN,
      name: 'Other class',
      submission_method: 'student',
      assigned_classes: [other],
      students: [],
    });
    const teacherUpload = await createHomework(p, teacher.token, {
      ...OPEN,
      name: 'Teacher uploads',
      assigned_classes: [mine],
    });

    const listed = await studentHomeworks(amy);
    expect(listed.map((h) => [h.id, h.state, h.can_submit, h.class_names])).toEqual([
      [homeworkId, 'open', 'new', ['八年一班']],
    ]);
    expect(
      (await api(p, 'GET', '/api/student/homeworks/all/status', amy.token)).body.status
        .assignments_pending,
    ).toBe(1);

    const first = await api(
      p,
      'POST',
      `/api/student/homeworks/${homeworkId}/submission`,
      amy.token,
      { title: 'My notebook', content: ESSAY_EN },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      homework_id: homeworkId,
      title: 'My notebook',
      student_name: 'Amy Lin',
      status: 'submitted',
      revision_of: null,
    });
    expect(
      (await api(p, 'GET', '/api/student/homeworks/all/status', amy.token)).body.status
        .assignments_pending,
    ).toBe(0);

    const second = await api(
      p,
      'POST',
      `/api/student/homeworks/${homeworkId}/submission`,
      amy.token,
      { content: `${ESSAY_EN}\nOne more line.` },
    );
    expect(second.status).toBe(200);
    const detail = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token))
      .body;
    expect(
      detail.articles.map((a: { id: number; student_name: string; class_name: string }) => [
        a.id,
        a.student_name,
        a.class_name,
      ]),
    ).toEqual([[second.body.id, 'Amy Lin', '八年一班']]);
    expect((await studentHomeworks(amy))[0]!.can_submit).toBe('replace');

    // Another class's homework, a teacher-upload homework and an empty essay are refused.
    expect(
      (
        await api(p, 'POST', `/api/student/homeworks/${otherId}/submission`, amy.token, {
          content: 'x',
        })
      ).body,
    ).toMatchObject({ code: 'homework_not_found' });
    expect(
      (
        await api(p, 'POST', `/api/student/homeworks/${teacherUpload}/submission`, amy.token, {
          content: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(p, 'POST', `/api/student/homeworks/${homeworkId}/submission`, amy.token, {
          content: '  ',
        })
      ).body,
    ).toMatchObject({ code: 'invalid_input' });
    // Ben's class list is his own class only; Amy's essay is not his to read.
    expect((await form('/account/schoolclass/getlist', ben.token, { all_list: 0 })).rows).toEqual([
      { id: other, cls_name: '八年二班' },
    ]);
    expect(
      (await api(p, 'GET', `/api/student/articles/${second.body.id}/report`, ben.token)).status,
    ).toBe(404);
  });

  it('refuses essays before the homework opens and after its deadline', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const amy = await signUp(p, SCHOOL, 'student');
    const cls = await classWithStudents(teacher, '七年一班', [amy]);
    const closed = await createHomework(p, teacher.token, {
      submission_method: 'student',
      assigned_classes: [cls],
      students: [],
      submission_begin_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      submission_deadline_at: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const upcoming = await createHomework(p, teacher.token, {
      submission_method: 'student',
      assigned_classes: [cls],
      students: [],
      submission_begin_at: new Date(Date.now() + 86_400_000).toISOString(),
      submission_deadline_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect((await studentHomeworks(amy)).map((h) => [h.id, h.state, h.can_submit])).toEqual([
      [upcoming, 'upcoming', null],
      [closed, 'closed', null],
    ]);
    for (const id of [closed, upcoming]) {
      expect(
        (
          await api(p, 'POST', `/api/student/homeworks/${id}/submission`, amy.token, {
            content: ESSAY_EN,
          })
        ).body,
      ).toEqual({ error: 'This homework does not take essays now', code: 'submission_closed' });
    }
  });

  it('hands in two photos of a handwritten essay in page order; a Word file with them is refused and nothing is left behind', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const amy = await signUp(p, SCHOOL, 'student');
    const cls = await classWithStudents(teacher, '九年一班', [amy]);
    const homeworkId = await createHomework(p, teacher.token, {
      ...OPEN,
      submission_method: 'student',
      assigned_classes: [cls],
      students: [],
    });
    const [zh, en, docx] = await Promise.all(
      ['photo-zh.jpg', 'photo-en.jpg', 'docx-zh.docx'].map((name) =>
        readFile(path.join(FIXTURES, name)),
      ),
    );

    const mixed = multipartFiles([
      { name: 'page1.jpg', bytes: zh! },
      { name: 'essay.docx', bytes: docx! },
    ]);
    const refused = await p.app.inject({
      method: 'POST',
      url: `/api/student/homeworks/${homeworkId}/submission`,
      headers: { ...mixed.headers, authorization: `Bearer ${amy.token}` },
      payload: mixed.payload,
    });
    expect(refused.json()).toMatchObject({ code: 'submission_document_alone' });
    expect(
      await p.db.query('SELECT id FROM api.homework_files WHERE homework_id = $1', [homeworkId]),
    ).toEqual([]);

    const body = multipartFiles([
      { name: 'page1.jpg', bytes: zh! },
      { name: 'page2.jpg', bytes: en! },
    ]);
    const res = await p.app.inject({
      method: 'POST',
      url: `/api/student/homeworks/${homeworkId}/submission`,
      headers: { ...body.headers, authorization: `Bearer ${amy.token}` },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const articleId = res.json().id as number;
    // Issue 29: the student never reads the placeholder homework_N, but their name and the homework.
    const [handedIn] = await studentHomeworks(amy);
    expect(handedIn!.submission!.title).not.toMatch(/homework_/);
    expect(handedIn!.submission!.title).toContain(` · ${handedIn!.name}`);
    const files = await p.db.query<{ file_name: string; position: number }>(
      'SELECT file_name, position FROM api.homework_files WHERE article_id = $1 ORDER BY position',
      [articleId],
    );
    expect(files).toEqual([
      { file_name: 'page1.jpg', position: 0 },
      { file_name: 'page2.jpg', position: 1 },
    ]);
    // Both pages are read (OCR) into the essay's text, first page first.
    const images = await waitFor(async () => {
      const answer = await api(
        p,
        'GET',
        `/api/teacher/articles/${articleId}/images`,
        teacher.token,
      );
      return answer.body.images.length === 2 &&
        answer.body.images.every((i: { ocr_status: string }) => i.ocr_status === 'done')
        ? answer.body.images
        : undefined;
    }, 120_000);
    expect(images.map((i: { file_name: string }) => i.file_name)).toEqual([
      'page1.jpg',
      'page2.jpg',
    ]);
    const article = (await api(p, 'GET', `/api/teacher/articles/${articleId}`, teacher.token)).body;
    expect(article.content.length).toBeGreaterThan(50);
  }, 180_000);
});

describe('released reports, re-reads and revisions', () => {
  it('shows a student their own report only after release; re-read answered; a revision shows what was fixed', async () => {
    const teacher = await signUp(p, SCHOOL, 'teacher');
    const colleague = await signUp(p, SCHOOL, 'teacher');
    const [amy, ben] = [await signUp(p, SCHOOL, 'student'), await signUp(p, SCHOOL, 'student')];
    const cls = await classWithStudents(teacher, '十年一班', [amy, ben]);
    const homeworkId = await createHomework(p, teacher.token, {
      ...OPEN,
      name: 'My notebook',
      submission_method: 'student',
      assigned_classes: [cls],
      students: [],
      allow_revision: true,
    });
    const misspelt = ESSAY_EN.replace('because', 'becuase').replace('notice', 'notise');
    const articleId = (
      await api(p, 'POST', `/api/student/homeworks/${homeworkId}/submission`, amy.token, {
        content: misspelt,
      })
    ).body.id as number;

    await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    await waitForGraded(p, teacher.token, homeworkId);

    // Not released: nothing, for anyone but the teacher.
    expect(
      (await api(p, 'GET', `/api/student/articles/${articleId}/report`, amy.token)).status,
    ).toBe(404);
    expect(
      (
        await api(p, 'POST', `/api/student/articles/${articleId}/reread`, amy.token, {
          note: 'Please',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(p, 'PUT', `/api/teacher/homeworks/${homeworkId}/release`, colleague.token, {
          released: true,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api(p, 'PUT', `/api/teacher/homeworks/${homeworkId}/release`, teacher.token, {
          released: true,
        })
      ).body,
    ).toEqual({ id: homeworkId, released: true });

    const report = StudentReportSchema.parse(
      (await api(p, 'GET', `/api/student/articles/${articleId}/report`, amy.token)).body,
    );
    expect(report.article.id).toBe(articleId);
    expect(report.article.review_reasons).toEqual([]);
    expect(report.revision).toBeNull();
    const spelling = report.report.corrections.filter((c) =>
      ['becuase', 'notise'].includes(c.original),
    );
    expect(spelling.length).toBe(2);
    expect(
      (await api(p, 'GET', `/api/student/articles/${articleId}/report`, ben.token)).status,
    ).toBe(404);
    expect(
      (await api(p, 'GET', `/api/student/articles/${articleId}/report`, teacher.token)).status,
    ).toBe(403);
    expect((await api(p, 'GET', `/api/teacher/articles/${articleId}`, amy.token)).status).toBe(403);
    expect((await studentHomeworks(amy))[0]!.submission).toMatchObject({
      article_id: articleId,
      report_available: true,
    });

    // Re-read: one open request at a time; the teacher of the homework answers it.
    const reread = await api(p, 'POST', `/api/student/articles/${articleId}/reread`, amy.token, {
      note: 'I think my second paragraph is better than this.',
    });
    expect(reread.body).toMatchObject({ article_id: articleId, answer: null });
    expect(
      (
        await api(p, 'POST', `/api/student/articles/${articleId}/reread`, amy.token, {
          note: 'again',
        })
      ).body,
    ).toMatchObject({ code: 'reread_pending' });
    expect(
      (
        await api(p, 'POST', `/api/student/articles/${articleId}/reread`, ben.token, {
          note: 'mine?',
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/rereads`, teacher.token)).body
        .rereads,
    ).toHaveLength(1);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/rereads`, colleague.token)).status,
    ).toBe(404);
    const url = `/api/teacher/rereads/${reread.body.id}/answer`;
    expect(
      (await api(p, 'POST', url, colleague.token, { answer: 'replied', reply: 'x' })).status,
    ).toBe(404);
    expect(
      (await api(p, 'POST', url, teacher.token, { answer: 'overridden', reply: '' })).body.error,
    ).toBe('Set your own scores on the report first, then answer');
    expect(
      (
        await api(p, 'POST', url, teacher.token, {
          answer: 'replied',
          reply: 'I read it again; the level stands.',
        })
      ).body,
    ).toMatchObject({ answer: 'replied' });
    expect(
      (await api(p, 'POST', url, teacher.token, { answer: 'replied', reply: 'twice' })).body,
    ).toMatchObject({ code: 'reread_answered' });
    const answered = StudentReportSchema.parse(
      (await api(p, 'GET', `/api/student/articles/${articleId}/report`, amy.token)).body,
    );
    expect(answered.rereads).toEqual([
      expect.objectContaining({ answer: 'replied', reply: 'I read it again; the level stands.' }),
    ]);

    // Issue 29: the revise box starts from the latest text the student handed in.
    const before = (await studentHomeworks(amy))[0]!;
    expect([before.can_submit, before.submission!.content.length > 50]).toEqual(['revise', true]);
    // The revision fixes both spelling mistakes; its report says so, and how each dimension moved.
    const revised = await api(
      p,
      'POST',
      `/api/student/homeworks/${homeworkId}/submission`,
      amy.token,
      { content: ESSAY_EN },
    );
    expect(revised.body).toMatchObject({ revision_of: articleId, status: 'submitted' });
    expect((await studentHomeworks(amy))[0]!.can_submit).toBe('replace');
    // The teacher sees one row for Amy's essay (its revision), and one essay handed in.
    const oneRow = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token))
      .body as { articles: { id: number }[]; submission_status: { submitted: number } };
    expect(oneRow.articles.map((a) => a.id)).toEqual([revised.body.id]);
    expect(oneRow.submission_status.submitted).toBe(1);
    // The teacher sees one row for Amy's essay (its revision), and one essay handed in.
    const detail = (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}`, teacher.token))
      .body as { articles: { id: number }[]; submission_status: { submitted: number } };
    expect(detail.articles.map((a) => a.id)).toEqual([revised.body.id]);
    expect(detail.submission_status.submitted).toBe(1);
    await api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token);
    await waitForGraded(p, teacher.token, homeworkId);
    const revision = StudentReportSchema.parse(
      (await api(p, 'GET', `/api/student/articles/${revised.body.id}/report`, amy.token)).body,
    ).revision!;
    expect(revision.previous_article_id).toBe(articleId);
    expect(revision.fixed.map((f) => f.original).sort()).toEqual(
      expect.arrayContaining(['becuase', 'notise']),
    );
    expect(revision.remaining.map((f) => f.original)).not.toContain('becuase');
    expect(revision.dimensions.length).toBe(report.report.dimensions.length);
    expect(revision.dimensions.every((d) => d.before !== null)).toBe(true);

    // Withdrawn: the reports are gone for the student again.
    await api(p, 'PUT', `/api/teacher/homeworks/${homeworkId}/release`, teacher.token, {
      released: false,
    });
    expect(
      (await api(p, 'GET', `/api/student/articles/${revised.body.id}/report`, amy.token)).status,
    ).toBe(404);
  }, 240_000);
});
