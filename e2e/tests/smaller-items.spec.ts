import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountCall, createAccount } from '../support/account-api.ts';
import { api, arrange, grantPoints, uploadFixture } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { createHomeworkByApi } from '../support/homework.ts';
import { correctAll, createClass, createStudentHomework } from '../support/student.ts';

/** Issue 41 part 6: the smaller items, as a teacher, a student and an admin meet them. */

/** Each page's text of a PDF (poppler), as a reader of the download sees it. */
function pageTexts(file: string): string[] {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-'], {
      encoding: 'utf8',
    }),
  );
}

const TIME = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/;

test('(e) the report PDF has no page without content; an untitled essay is named by its student', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  test.setTimeout(300_000);
  const account = await loginAs('teacher');
  await grantPoints(account.token, 5);
  const homework = await createHomeworkByApi(account.token, `Small ${lang} ${Date.now()}`, [
    '王小明',
  ]);
  const file = await uploadFixture(account.token, homework.id, 'docx-zh.docx', 'essay.docx');
  await arrange(account.token, homework.id, [{ student_name: '王小明', file_ids: [file] }]);
  const [graded] = await correctAll(account.token, homework.id);
  expect(graded!.status).toBe('graded');
  // The essay as the arrangement leaves an untitled one: the placeholder title.
  await api(account.token, 'PATCH', `/teacher/articles/${graded!.id}/title`, {
    title: 'homework_1',
  });

  await page.goto(`/aicheck/${homework.id}`);
  const row = page.getByRole('row').filter({ hasText: '王小明' });
  await expect(row).toContainText(t('essayLabel.untitledOf', { name: '王小明' }));
  await expect(page.getByRole('main')).not.toContainText('homework_');

  await page.goto(`/aipaper/${homework.id}/${graded!.id}`);
  const href = await page
    .getByRole('link', { name: t('report.downloadReport') })
    .getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'small-pdf-')), 'report.pdf');
  writeFileSync(out, await pdf.body());
  const pages = pageTexts(out);
  pages.forEach((text, i) => {
    const footer =
      lang === 'zh-tw'
        ? `第 ${i + 1} 頁，共 ${pages.length} 頁`
        : `Page ${i + 1} of ${pages.length}`;
    expect(text, `page ${i + 1}`).toContain(footer);
    expect(text.replace(footer, '').trim(), `page ${i + 1} is only a footer`).not.toBe('');
  });
  // The report's correction time reads in the app's one form.
  const time = /(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2})/.exec(pages.join('\n'))?.[1];
  expect(time).toMatch(TIME);
});

test('a student in no class is told how to join one; with revisions off the student is told why', async ({
  page,
  t,
  loginAs,
}) => {
  test.setTimeout(300_000);
  const student = await createAccount({ role: 'student' });
  await openMainWithToken(page, student.token);
  const hint = page.getByRole('region', { name: t('main.noClass.title') });
  await expect(hint).toContainText(t('main.noClass.text'));
  await hint.getByRole('link', { name: t('main.noClass.join') }).click();
  await expect(page).toHaveURL(/\/class$/);

  // The teacher's form says revisions are off by default, and what the students then read.
  const teacher = await loginAs('teacher');
  await page.goto('/assignment/create');
  await page.getByLabel(t('homework.form.method')).selectOption('student');
  await expect(page.getByLabel(t('homework.form.allowRevision'))).not.toBeChecked();
  await expect(page.getByText(t('homework.form.allowRevisionOff'))).toBeVisible();
  await page.getByLabel(t('homework.form.allowRevision')).check();
  await expect(page.getByText(t('homework.form.allowRevisionOn'))).toBeVisible();

  await grantPoints(teacher.token, 5);
  const cls = await createClass(teacher.token, `Small ${Date.now()}`);
  expect((await accountCall('/schoolclass/join', { code: cls.code }, student.token)).state).toBe(
    true,
  );
  const homeworkId = await createStudentHomework(teacher.token, 'No revisions', cls.id, false);
  await api(student.token, 'POST', `/student/homeworks/${homeworkId}/submission`, {
    content:
      '我最喜歡的季節是秋天。秋天的天氣涼爽，樹葉變成金黃色，走在路上的時候，風吹過來很舒服。每到週末，我都會和家人一起去爬山，欣賞美麗的風景。\n秋天也是收穫的季節，農夫辛苦了一整年，終於可以看到田裡的成果。我覺得秋天教會我耐心和感恩。',
  });
  await correctAll(teacher.token, homeworkId);

  await openMainWithToken(page, student.token);
  await expect(page.getByRole('region', { name: t('main.noClass.title') })).toHaveCount(0);
  await page.goto('/assignment-upload');
  const card = page.getByRole('article', { name: 'No revisions' });
  await expect(card).toContainText(t('assignmentUpload.revisionOff'));
});

test('the audit trail reads in the page’s language, its times in the one form', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  const teacher = await loginAs('teacher');
  const homework = await createHomeworkByApi(teacher.token, `Audit ${lang} ${Date.now()}`, []);
  const file = await uploadFixture(teacher.token, homework.id, 'docx-zh.docx', 'gone.docx');
  await arrange(teacher.token, homework.id, [{ student_name: '陳美玲', file_ids: [file] }]);
  const [essay] = (
    await api<{ articles: { id: number }[] }>(
      teacher.token,
      'GET',
      `/teacher/homeworks/${homework.id}`,
    )
  ).articles;
  // A teacher's deletion of an essay is on the trail (issue 41).
  await api(teacher.token, 'DELETE', `/teacher/articles/${essay!.id}`);

  await loginAs('admin');
  await page.goto('/admin-audit');
  // The essay's and the homework's numbers together: either alone can be another row's other id.
  const row = page
    .locator(`tr[data-action="essay.delete"]`)
    .filter({ hasText: new RegExp(`#${essay!.id}(?!\\d)`) })
    .filter({ hasText: new RegExp(`#${homework.id}(?!\\d)`) });
  await expect(row).toContainText(t('audit.actions.essay_delete'));
  const detail = row.getByRole('cell').last();
  await expect(detail).toContainText(
    t('audit.detailItem', { field: t('audit.detailFields.files'), value: '1' }),
  );
  if (lang === 'zh-tw') await expect(detail).not.toHaveText(/[A-Za-z]/);
  await expect(row.locator('time')).toHaveText(TIME);
});
