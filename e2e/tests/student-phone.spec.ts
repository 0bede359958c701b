import path from 'node:path';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/account-api.ts';
import { api } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { correctAll, createClass, createStudentHomework } from '../support/student.ts';

/**
 * Issue 29 item 1: students are on phones. A student on a 390 × 844 touch screen joins a class,
 * hands in two photos, reads the released report, asks for a re-read and revises; no page
 * scrolls sideways, the header stays legible, no narrow-window warning.
 */
const FIXTURES = path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing wider than the screen, and the header's controls each on one line (not a letter a line). */
async function fitsThePhone(page: Page, label: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = document.scrollingElement!;
    // The elements reaching past the screen's edge, to say which one makes the page scroll.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(-5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return { scroll: root.scrollWidth, client: root.clientWidth, wide: wide.join(', ') };
  });
  expect(widths.scroll, `${label}: sideways scrolling by ${widths.wide}`).toBeLessThanOrEqual(
    widths.client,
  );
  for (const control of await page.locator('.banner-right > *').all()) {
    const box = await control.boundingBox();
    expect(box, `${label}: header control`).not.toBeNull();
    expect(box!.height, `${label}: a header control wraps`).toBeLessThanOrEqual(48);
  }
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test('a student on a phone joins, hands in two photos, reads the report, asks for a re-read and revises', async ({
  page,
  t,
  checkA11y,
}) => {
  test.setTimeout(600_000);
  const teacher = await createAccount({ role: 'teacher' });
  const student = await createAccount({ role: 'student', nickname: `Pat ${Date.now() % 10000}` });
  const cls = await createClass(teacher.token, `Phone class ${Date.now() % 100000}`);
  const name = `Phone essay ${Date.now() % 10000}`;
  const homeworkId = await createStudentHomework(teacher.token, name, cls.id, true);

  await openMainWithToken(page, student.token);
  await fitsThePhone(page, '/main');
  await checkA11y('/main student phone');

  await page.goto('/class');
  await page.getByLabel(t('studentClass.code')).fill(cls.code);
  await page.getByRole('button', { name: t('studentClass.join') }).click();
  await expect(page.getByRole('list', { name: t('studentClass.listTitle') })).toContainText(
    cls.cls_name,
  );
  await fitsThePhone(page, '/class');
  await checkA11y('/class phone');

  // Two photos, the camera as the file source.
  await page.goto('/assignment-upload');
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: t('assignmentUpload.action.new') }).click();
  await card.getByLabel(t('assignmentUpload.mode.files')).check();
  const camera = card.getByLabel(t('assignmentUpload.files.camera'));
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles(path.join(FIXTURES, 'photo-en.jpg'));
  await camera.setInputFiles(path.join(FIXTURES, 'photo-zh.jpg'));
  const pages = card.getByRole('list', { name: t('assignmentUpload.files.order') });
  await expect(pages.getByRole('listitem')).toHaveCount(2);
  const submit = card.getByRole('button', { name: t('assignmentUpload.action.new') });
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await fitsThePhone(page, '/assignment-upload with two photos');
  await checkA11y('/assignment-upload phone');
  await submit.click();
  await expect(card).toContainText(t('correction.articleStatus.submitted'));

  // The teacher corrects and releases; the student reads the report on the phone.
  const [article] = await correctAll(teacher.token, homeworkId);
  expect(article?.status).toBe('graded');
  await api(teacher.token, 'PUT', `/teacher/homeworks/${homeworkId}/release`, { released: true });
  await page.reload();
  await card.getByRole('link').first().click();
  const report = page.getByRole('region', { name: t('report.regionLabel') });
  await expect(report).toBeVisible();
  await fitsThePhone(page, 'student report');
  await checkA11y('student report phone');

  await page.getByLabel(t('studentReport.reread.note')).fill('Please read page 2 again.');
  await page.getByRole('button', { name: t('studentReport.reread.send') }).click();
  await expect(page.getByText(t('studentReport.reread.pending'))).toBeVisible();
  await fitsThePhone(page, 'student report with a re-read');
  await checkA11y('student report with a re-read phone');

  // A revision, typed on the phone.
  await page.goto('/assignment-upload');
  await card.getByRole('button', { name: t('assignmentUpload.action.revise') }).click();
  // The revise box starts from the text read from the two photos (issue 29 item 4).
  const box = card.getByLabel(t('assignmentUpload.typed.content'));
  expect((await box.inputValue()).length).toBeGreaterThan(50);
  await box.fill(
    'Last year I started to keep a notebook. Every day I wrote three sentences in English, and it changed how I learn.',
  );
  await fitsThePhone(page, '/assignment-upload revising');
  await checkA11y('/assignment-upload revising phone');
  await card.getByRole('button', { name: t('assignmentUpload.action.revise') }).click();
  await expect(card).toContainText(t('assignmentUpload.isRevision'));
  await fitsThePhone(page, '/assignment-upload revised');
  await checkA11y('/assignment-upload revised phone');
});
