import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, AuditTrailSchema, type AuditEvent } from '@essay/contracts';
import {
  api,
  createHomework,
  FIXTURES,
  givePoints,
  insertArticle,
  signUp,
  uploadFile,
  waitForFileRead,
  waitForGraded,
  type TestUser,
} from './helpers.ts';
import { ESSAY_EN } from './essays.ts';
import { accountForm, platformForFile } from './support/school-fixture.ts';

const p = platformForFile(
  { FREE_IMAGE_ARTICLE_GRADE_TIMES: '0', GRADE_POINT_PER_ARTICLE: '2' },
  { workers: true },
);

/** An account form (`/account` + url): its answer's body. */
const form = async (token: string, url: string, fields: Record<string, string | number>) =>
  (await accountForm(p, token, url, fields)).body;

async function trail(admin: TestUser, query = ''): Promise<AuditEvent[]> {
  const res = await api(p, 'GET', `/api/admin/audit${query}`, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return AuditTrailSchema.parse(res.body).events;
}

/** A graded essay of `student` in a homework of `teacher`, with a stored Word file and one page image. */
async function gradedEssay(teacher: TestUser, student: TestUser) {
  const homeworkId = await createHomework(p, teacher.token, { name: 'Audit homework' });
  const docx = await readFile(path.join(FIXTURES, 'docx-zh.docx'));
  const fileId = (await uploadFile(p, teacher.token, homeworkId, 'essay.docx', docx)).body
    .id as number;
  await waitForFileRead(p, fileId);
  const articleId = await insertArticle(p, homeworkId, ESSAY_EN);
  await p.db.query('UPDATE api.articles SET student_user_id = $2 WHERE id = $1', [
    articleId,
    student.userId,
  ]);
  await p.db.query('UPDATE api.homework_files SET article_id = $2 WHERE id = $1', [
    fileId,
    articleId,
  ]);
  const imageKey = p.ctx.files.newKey('pages', 'png');
  await p.ctx.files.write(imageKey, await readFile(path.join(FIXTURES, 'photo-en.jpg')));
  const [page] = await p.db.query<{ id: number }>(
    'INSERT INTO api.file_pages (file_id, page_index, image_key) VALUES ($1, 0, $2) RETURNING id',
    [fileId, imageKey],
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
  return { homeworkId, articleId, fileId, pageId: page!.id };
}

describe('audit trail (issue 18)', () => {
  it(
    'records every listed action with who, when, what and the address, in both services, and shows it to the school’s admin only',
    { timeout: 180_000 },
    async () => {
      const school = 'Audit School A';
      const teacher = await signUp(p, school, 'teacher');
      const admin = await signUp(p, school, 'admin');
      const student = await signUp(p, school, 'student');
      const otherAdmin = await signUp(p, 'Audit School B', 'admin');
      await givePoints(p, teacher, school, 10); // an approval by another admin of the school: points.change
      const { homeworkId, articleId, fileId, pageId } = await gradedEssay(teacher, student);
      const act = async (
        method: 'GET' | 'PUT' | 'PATCH' | 'POST',
        url: string,
        token?: string,
        body?: unknown,
      ) => {
        const res = await p.app.inject({
          method,
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body ? { payload: body as object } : {}),
        });
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
      };

      await act('GET', `/api/articles/${articleId}/report.json`, teacher.token);
      await act('GET', `/api/articles/${articleId}/report`, teacher.token);
      await act(
        'GET',
        p.ctx.urls.sign(`/api/articles/${articleId}/report/download`, teacher.token),
      );
      await act('GET', `/api/teacher/homeworks/${homeworkId}/summary.json`, teacher.token);
      await act('GET', p.ctx.urls.sign(`/api/files/${fileId}/raw`, teacher.token));
      await act('GET', p.ctx.urls.sign(`/api/pages/${pageId}/image`, teacher.token));
      // Issue 29: an editor re-reads the pages on every render, several at once: one reading session.
      const image = p.ctx.urls.sign(`/api/pages/${pageId}/image`, teacher.token);
      await Promise.all([act('GET', image), act('GET', image), act('GET', image)]);
      await act('PATCH', `/api/teacher/articles/${articleId}/override`, teacher.token, {
        level: 15,
        dimensions: {},
      });
      await act('PATCH', `/api/teacher/articles/${articleId}`, teacher.token, {
        teacher_suggestion: 'A warm ending.',
      });
      await act('POST', `/api/teacher/articles/${articleId}/corrections`, teacher.token, {
        original: 'Last year',
        suggestion: 'Last summer',
        kind: 'word_choice',
      });
      await act('PUT', `/api/teacher/homeworks/${homeworkId}/release`, teacher.token, {
        released: true,
      });
      await act('GET', `/api/student/articles/${articleId}/report`, student.token);
      // Account service: a grant, a class with a student added, a member approved.
      const teachers = (await form(admin.token, '/point/get_sch_teachers', {})).rows as {
        id: number;
      }[];
      expect(teachers.map((t) => t.id)).toContain(teacher.userId);
      expect(
        (
          await form(admin.token, '/point/grant', {
            user_id: teacher.userId,
            points: 7,
            note: 'for the contest',
          })
        ).state,
      ).toBe(true);
      const classId = (await form(teacher.token, '/schoolclass/add', { cls_name: '701' })).data
        .id as number;
      const [kid] = (
        await form(teacher.token, '/schoolclass/add_students', { id: classId, names: '林小華' })
      ).rows as { id: number }[];
      const pending = await signUp(p, school, 'teacher');
      await p.db.query("UPDATE account.users SET member_status = 'pending' WHERE id = $1", [
        pending.userId,
      ]);
      expect((await form(admin.token, '/school/approve', { user_id: pending.userId })).state).toBe(
        true,
      );

      const events = await trail(admin);
      const find = (
        action: string,
        where: Partial<AuditEvent> = {},
        detail: Record<string, unknown> = {},
      ) =>
        events.filter(
          (e) =>
            e.action === action &&
            Object.entries(where).every(([k, v]) => e[k as keyof AuditEvent] === v) &&
            Object.entries(detail).every(([k, v]) => e.detail[k] === v),
        );
      const byTeacher = {
        actor_id: teacher.userId,
        actor_name: teacher.username,
        address: '127.0.0.1',
        source: 'api' as const,
      };
      const onEssay = {
        ...byTeacher,
        homework_id: homeworkId,
        article_id: articleId,
        student_id: student.userId,
        student_name: student.username,
      };
      for (const format of ['json', 'html', 'pdf'])
        expect(find('report.read', onEssay, { format }), format).toHaveLength(1);
      expect(
        find(
          'report.read',
          { actor_id: student.userId, article_id: articleId },
          { format: 'student' },
        ),
      ).toHaveLength(1);
      expect(
        find('summary.read', { ...byTeacher, homework_id: homeworkId, article_id: null }),
      ).toHaveLength(1);
      expect(find('file.read', { ...onEssay, subject_id: fileId })).toHaveLength(1);
      expect(find('page.read', onEssay)).toHaveLength(1);
      expect(find('page.read', { ...onEssay, subject_id: pageId })).toHaveLength(1);
      expect(find('level.change', onEssay, { level: 15 })).toHaveLength(1);
      expect(find('comment.change', onEssay)).toHaveLength(1);
      expect(find('correction.change', onEssay, { change: 'add' })).toHaveLength(1);
      expect(
        find('release.change', { ...byTeacher, homework_id: homeworkId }, { released: true }),
      ).toHaveLength(1);
      // Points: the approval and the grant by admins (with their address), the correction's charge by the server.
      expect(
        find(
          'points.change',
          { source: 'account', subject_id: teacher.userId, address: '127.0.0.1' },
          { delta: 10, service_type: 'point_ask' },
        ),
      ).toHaveLength(1);
      expect(
        find(
          'points.change',
          { actor_id: admin.userId, subject_id: teacher.userId },
          { delta: 7, service_type: 'grant' },
        ),
      ).toHaveLength(1);
      expect(
        find('points.change', { actor_id: null, subject_id: teacher.userId }, { delta: -2 }),
      ).toHaveLength(1);
      expect(
        find(
          'class.change',
          { actor_id: teacher.userId, subject_id: classId, source: 'account' },
          { change: 'create' },
        ),
      ).toHaveLength(1);
      expect(
        find(
          'class.change',
          { subject_id: classId, student_id: kid!.id },
          { change: 'add_student' },
        ),
      ).toHaveLength(1);
      expect(
        find(
          'role.change',
          { actor_id: admin.userId, subject_id: pending.userId },
          { member_status: 'active' },
        ),
      ).toHaveLength(1);
      // Newest first across both services; no essay text or names in the details.
      expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort().reverse());
      expect(JSON.stringify(events.map((e) => e.detail))).not.toMatch(
        /warm ending|contest|林小華|notebook/,
      );

      // Filters: by action, by student, by homework, by actor.
      expect(
        (await trail(admin, '?action=report.read')).every((e) => e.action === 'report.read'),
      ).toBe(true);
      const aboutStudent = await trail(admin, `?student_id=${student.userId}`);
      // Three teacher reads (JSON, HTML, PDF), the student's own, the file, the page, level, comment, correction.
      expect(aboutStudent).toHaveLength(9);
      expect(aboutStudent.every((e) => e.student_id === student.userId)).toBe(true);
      expect(
        (await trail(admin, `?homework_id=${homeworkId}`)).every(
          (e) => e.homework_id === homeworkId && e.source === 'api',
        ),
      ).toBe(true);
      expect((await trail(admin, `?actor_id=${admin.userId}`)).map((e) => e.action).sort()).toEqual(
        ['member.join', 'points.change', 'role.change'],
      );
      expect(
        (await api(p, 'GET', '/api/admin/audit?action=delete.everything', admin.token)).status,
      ).toBe(400);

      // Another school's admin sees none of it; teachers and students are refused.
      // (Their own school's trail holds its members joining, issue 41.)
      const theirs = await trail(otherAdmin);
      expect(theirs.filter((e) => e.school_id === events[0]!.school_id)).toEqual([]);
      expect(theirs.map((e) => e.action)).toContain('member.join');
      expect(
        (await trail(otherAdmin)).some(
          (e) => e.homework_id === homeworkId || e.subject_id === teacher.userId,
        ),
      ).toBe(false);
      expect((await api(p, 'GET', '/api/admin/audit', teacher.token)).status).toBe(403);

      // The CSV has the same rows as the JSON.
      const csv = await p.app.inject({
        method: 'GET',
        url: '/api/admin/audit?format=csv',
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(','));
      expect(lines).toHaveLength((await trail(admin)).length + 1);
    },
  );

  it('shows a teacher the trail of their own homework, and no one else’s', async () => {
    const teacher = await signUp(p, 'Audit School C', 'teacher');
    const colleague = await signUp(p, 'Audit School C', 'teacher');
    const homeworkId = await createHomework(p, teacher.token);
    const articleId = await insertArticle(p, homeworkId, ESSAY_EN);
    expect(
      (
        await api(p, 'PATCH', `/api/teacher/articles/${articleId}`, teacher.token, {
          teacher_suggestion: 'Good',
        })
      ).status,
    ).toBe(200);
    const own = await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/audit`, teacher.token);
    expect(own.status).toBe(200);
    expect(
      AuditTrailSchema.parse(own.body).events.map((e) => [e.action, e.article_id, e.actor_id]),
    ).toEqual([['comment.change', articleId, teacher.userId]]);
    expect(
      (await api(p, 'GET', `/api/teacher/homeworks/${homeworkId}/audit`, colleague.token)).status,
    ).toBe(404);
  });

  it('cannot be edited: the database refuses UPDATE, DELETE and TRUNCATE on both trails, and no route writes to it', async () => {
    const admin = await signUp(p, 'Audit School D', 'admin');
    const teacher = await signUp(p, 'Audit School D', 'teacher');
    await form(teacher.token, '/schoolclass/add', { cls_name: '901' });
    const homeworkId = await createHomework(p, teacher.token);
    await api(p, 'PUT', `/api/teacher/homeworks/${homeworkId}/release`, teacher.token, {
      released: true,
    });
    const before = await trail(admin);
    // The two members joining and the class (account), the release (api).
    expect(before.map((e) => e.source).sort()).toEqual(['account', 'account', 'account', 'api']);
    for (const table of ['api.audit_events', 'account.audit_events']) {
      await expect(p.db.query(`UPDATE ${table} SET actor_id = NULL`)).rejects.toThrow(
        /append-only/,
      );
      await expect(p.db.query(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
      await expect(p.db.query(`TRUNCATE ${table}`)).rejects.toThrow(/append-only/);
    }
    expect(await trail(admin)).toEqual(before);
    // Only reads are routed to the trail: nothing in either service takes a change to it.
    const auditRoutes = p.routes.filter((r) => /audit/.test(r.url));
    expect(auditRoutes.length).toBeGreaterThan(0);
    expect(
      auditRoutes.filter(
        (r) => !['GET', 'HEAD'].includes(r.method) && !r.url.includes('/internal/'),
      ),
    ).toEqual([]);
  });
});
