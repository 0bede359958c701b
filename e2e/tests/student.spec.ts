import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount, type Account } from '../support/account-api.ts';
import { api } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { clearStorage } from '../support/in-page.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { correctAll, createClass, createStudentHomework } from '../support/student.ts';

/**
 * The student side (issue 13): join a class with the code the teacher's page shows, hand in a
 * typed essay and a two-photo essay, read the released report and a model essay, ask for a
 * re-read that the teacher answers, hand in a revision and see what it fixed.
 */
const FIXTURES = path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures');
const ESSAY = `Last year my English teacher gave every student a small blue notebook and asked us to write three sentences in it every day. At first I thought it was a waste of time, becuase I already had too much homework.
After a few weeks, however, the notebook became one of my favourite habits. I wrote about the bus ride to school, a difficult math test, and the stray cat that sleeps under our stairs. Because I had to write in English, I started to notise words I did not know.
Now I keep a notebook every year. Writing a little every day taught me that small steps, repeated patiently, can change the way we learn.`;
const REVISED = ESSAY.replace('becuase', 'because').replace('notise', 'notice');

async function openAs(page: Page, account: Account, path: string): Promise<void> {
  await page.evaluate(clearStorage);
  await openMainWithToken(page, account.token);
  await page.goto(path);
}

test('student journey: join by code, typed and photo essays, released report, re-read, revision', async ({
  page,
  t,
  checkA11y,
}) => {
  test.setTimeout(600_000);
  const teacher = await createAccount({ role: 'teacher' });
  const student = await createAccount({ role: 'student', nickname: `Amy ${Date.now() % 10000}` });
  const cls = await createClass(teacher.token, `Class ${Date.now() % 100000}`);
  const typedName = `My notebook ${Date.now() % 10000}`;
  const photoName = `Handwritten ${Date.now() % 10000}`;
  const photoId = await createStudentHomework(teacher.token, photoName, cls.id, false);

  // The teacher sets the homework for the class, for students to hand in, revisions allowed.
  await openMainWithToken(page, teacher.token);
  await page.goto('/assignment/create');
  await page.getByLabel(t('homework.form.name'), { exact: true }).fill(typedName);
  await page.getByRole('checkbox', { name: cls.cls_name }).check();
  await page.getByLabel(t('homework.form.method')).selectOption('student');
  await page.getByLabel(t('homework.form.allowRevision')).check();
  await page.getByRole('button', { name: t('homework.form.create') }).click();
  await expect(page).toHaveURL(/\/assignment$/);
  const list = await api<{
    homeworks: { id: number; name: string; submission_method: string; allow_revision: boolean }[];
  }>(teacher.token, 'GET', '/teacher/homeworks');
  const created = list.homeworks.find((h) => h.name === typedName);
  expect([created?.submission_method, created?.allow_revision]).toEqual(['student', true]);
  const typedId = created!.id;

  // Its status page shows the class code to hand out.
  await page.goto(`/assignment-status/${typedId}`);
  const codes = page.getByRole('region', { name: t('classCodes.title') });
  await expect(codes.getByRole('row', { name: new RegExp(cls.cls_name) })).toContainText(cls.code);

  // The student joins with it (case does not matter).
  await openAs(page, student, '/class');
  await expect(page.getByText(t('studentClass.none'))).toBeVisible();
  await page.getByLabel(t('studentClass.code')).fill(cls.code.toLowerCase());
  await page.getByRole('button', { name: t('studentClass.join') }).click();
  await expect(page.getByRole('list', { name: t('studentClass.listTitle') })).toContainText(
    cls.cls_name,
  );
  await checkA11y('/class student');
  // Both homework of the class are pending on the home page.
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.student', { name: student.nickname, count: 2 }),
  );

  // A typed essay, with its count.
  await page.goto('/assignment-upload');
  const typed = page.getByRole('article', { name: typedName });
  await typed.getByRole('button', { name: t('assignmentUpload.action.new') }).click();
  const content = typed.getByLabel(t('assignmentUpload.typed.content'));
  await content.fill('Hello brave world');
  await expect(
    typed.getByText(t('assignmentUpload.typed.count', { characters: 15, words: 3 })),
  ).toBeVisible();
  await typed.getByLabel(t('assignmentUpload.typed.title')).fill('My notebook');
  await content.fill(ESSAY);
  await checkA11y('/assignment-upload typing');
  await typed.getByRole('button', { name: t('assignmentUpload.action.new') }).click();
  await expect(page.getByText(t('assignmentUpload.submitted'))).toBeVisible();
  await expect(typed).toContainText(t('correction.articleStatus.submitted'));
  await expect(
    typed.getByRole('button', { name: t('assignmentUpload.action.replace') }),
  ).toBeVisible();

  // Two photos of a handwritten essay, in page order.
  const photos = page.getByRole('article', { name: photoName });
  await photos.getByRole('button', { name: t('assignmentUpload.action.new') }).click();
  await photos.getByLabel(t('assignmentUpload.mode.files')).check();
  await photos
    .getByLabel(t('assignmentUpload.files.choose'))
    .setInputFiles([path.join(FIXTURES, 'photo-en.jpg'), path.join(FIXTURES, 'photo-zh.jpg')]);
  const pages = photos.getByRole('list', { name: t('assignmentUpload.files.order') });
  await expect(pages.getByRole('listitem').first()).toContainText(
    t('assignmentUpload.files.page', { n: 1, name: 'photo-en.jpg' }),
  );
  await expect(pages.getByRole('listitem').nth(1)).toContainText(
    t('assignmentUpload.files.page', { n: 2, name: 'photo-zh.jpg' }),
  );
  await photos.getByRole('button', { name: t('assignmentUpload.action.new') }).click();
  await expect(photos).toContainText(t('correction.articleStatus.submitted'));

  // The teacher corrects both, sees the essays under the student's name, and releases the typed one's reports.
  const [[typedArticle], [photoArticle]] = await Promise.all([
    correctAll(teacher.token, typedId),
    correctAll(teacher.token, photoId),
  ]);
  expect([typedArticle?.status, typedArticle?.student_name, photoArticle?.status]).toEqual([
    'graded',
    student.nickname,
    'graded',
  ]);
  const images = await api<{ images: { file_name: string }[] }>(
    teacher.token,
    'GET',
    `/teacher/articles/${photoArticle!.id}/images`,
  );
  expect(images.images.map((i) => i.file_name)).toEqual(['photo-en.jpg', 'photo-zh.jpg']);
  await api(teacher.token, 'PUT', '/teacher/model_articles', { articles_id: [typedArticle!.id] });
  await openAs(page, teacher, `/aicheck/${typedId}`);
  await expect(page.getByRole('table')).toContainText(student.nickname);
  await page.getByRole('switch', { name: t('release.label') }).check();
  await expect(page.getByText(t('release.released'))).toBeVisible();

  // The student reads the released report; the photo essay's report is not released yet.
  await openAs(page, student, '/assignment-upload');
  await expect(photos).toContainText(t('assignmentUpload.notReleased'));
  await typed
    .getByRole('link', { name: t('assignmentUpload.report', { title: 'My notebook' }) })
    .click();
  const report = page.getByRole('region', { name: t('report.regionLabel') });
  await expect(report).toContainText('becuase');
  await checkA11y('student report');
  await page
    .getByLabel(t('studentReport.reread.note'))
    .fill('Please read my last paragraph again.');
  await page.getByRole('button', { name: t('studentReport.reread.send') }).click();
  await expect(page.getByText(t('studentReport.reread.pending'))).toBeVisible();
  const reportUrl = page.url();

  // A model essay of the class (the teacher chose the student's own essay; no name shown).
  await page.goto('/model-essays');
  const models = page.getByRole('table', { name: t('modelEssay.student.caption') });
  await models
    .getByRole('button', {
      name: t('modelEssay.student.viewOf', { title: 'My notebook', homework: typedName }),
    })
    .click();
  await expect(page.getByRole('dialog', { name: 'My notebook' })).toContainText('blue notebook');

  // The teacher answers the re-read on the correction page.
  await openAs(page, teacher, `/aicheck/${typedId}`);
  const rereads = page.getByRole('region', { name: t('rereads.title') });
  await expect(rereads).toContainText('Please read my last paragraph again.');
  await rereads.getByLabel(t('rereads.reply')).fill('I read it again: the level stands.');
  await rereads.getByRole('button', { name: t('rereads.send') }).click();
  await expect(page.getByText(t('rereads.answered'))).toBeVisible();
  await expect(rereads).toContainText(t('rereads.kind.replied'));

  await openAs(page, student, reportUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('I read it again: the level stands.')).toBeVisible();

  // A revision: both spelling mistakes fixed; its report says so.
  await page.goto('/assignment-upload');
  await typed.getByRole('button', { name: t('assignmentUpload.action.revise') }).click();
  await typed.getByLabel(t('assignmentUpload.typed.title')).fill('My notebook');
  await typed.getByLabel(t('assignmentUpload.typed.content')).fill(REVISED);
  await typed.getByRole('button', { name: t('assignmentUpload.action.revise') }).click();
  await expect(typed).toContainText(t('assignmentUpload.isRevision'));
  await correctAll(teacher.token, typedId);
  await page.reload();
  await typed
    .getByRole('link', { name: t('assignmentUpload.revisionReport', { title: 'My notebook' }) })
    .click();
  const revision = page.getByRole('region', { name: t('studentReport.revision.title') });
  const fixed = revision.getByRole('list', { name: t('studentReport.revision.fixedList') });
  await expect(fixed).toContainText('becuase');
  await expect(fixed).toContainText('notise');
  await checkA11y('student revision report');
});
