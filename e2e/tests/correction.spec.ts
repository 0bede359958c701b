import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHomeworkByApi } from '../support/homework.ts';
import {
  api,
  arrange,
  grantPoints,
  homeworkArticles,
  uploadFixture,
  waitForExtraction,
} from '../support/correction.ts';
import { expect, test } from '../support/fixtures.ts';
import { REPO_ROOT, SCREENSHOT_DIR } from '../support/paths.ts';
import { requestsSent } from '../support/requests.ts';

const GRANTED = 5;
const ADDED_SENTENCE = '下山時，我們在步道旁看見一群台灣獼猴。';
const SUGGESTION = '請多描寫山頂的景色與心情。';
const ESSAY_TITLE = '一次難忘的登山經驗';
const OCR_TO_CONFIRM = { 'zh-tw': 'OCR 文字待確認', 'en-us': 'OCR text to confirm' } as const;
const ENGINE_LINE = {
  'zh-tw': '自動批改（內建模型）',
  'en-us': 'Automatic (built-in engine)',
} as const;
/** The comments follow the essay's language (Chinese) in both interfaces, until switched. */
const TEACHER_SUMMARY_ZH = '教師評定：5級分（5 / 6）。';
const TEACHER_SUMMARY_EN = "Teacher's level: 5級分 (5 / 6).";
/** The rating in the interface's punctuation (issue 29: no full-width brackets in English). */
const LEVEL_5 = { 'zh-tw': '5級分（5 / 6）', 'en-us': '5級分 (5 / 6)' } as const;

test('correct a homework, edit an image page, re-correct, comment, download and print', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
  snapshot,
}) => {
  test.setTimeout(540_000);
  // A controllable clock: the correction page's 30 s poll is run on demand below.
  await page.clock.install();
  const account = await loginAs('teacher');
  await grantPoints(account.token, GRANTED);
  const homework = await createHomeworkByApi(account.token, `Correction ${lang} ${Date.now()}`, [
    '王小明',
    '李大華',
  ]);
  const docx = await uploadFixture(account.token, homework.id, 'docx-zh.docx');
  const photo = await uploadFixture(account.token, homework.id, 'photo-zh.jpg');
  const extraPage = await uploadFixture(account.token, homework.id, 'photo-en.jpg');
  await arrange(account.token, homework.id, [
    { student_name: '王小明', file_ids: [docx] },
    { student_name: '李大華', file_ids: [photo, extraPage] },
  ]);
  const articles = await waitForExtraction(account.token, homework.id);
  const photoArticle = articles.find((a) => a.student_name === '李大華');
  if (!photoArticle) throw new Error('photo essay missing');

  // /main: the teacher's count of essays awaiting correction.
  await page.goto('/main');
  await expect(page.locator('h1.welcome')).toHaveText(
    t('main.welcome.teacher', { name: account.nickname, count: 2 }),
  );

  // /aicheck-list: the homework with its correction status.
  await page.goto('/aicheck-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.aicheckList'));
  const listRow = page.getByRole('row').filter({ hasText: homework.name });
  await expect(listRow).toContainText(t('correction.gradeStatus.notGraded'));
  await expect(page.getByText(t('pagination.pageOf', { page: 1, total: 1 }))).toBeVisible();
  await checkA11y('/aicheck-list');
  await snapshot('aicheck-list');
  await listRow
    .getByRole('link', { name: t('correction.list.viewLabel', { name: homework.name }) })
    .click();

  // /aicheck/{id}: correct all, then watch the statuses.
  await expect(page).toHaveURL(`/aicheck/${homework.id}`);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(t('correction.articleStatus.submitted'));
  await expect(rows.nth(1)).toContainText('photo-zh.jpg');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('—');
  await expect(
    rows
      .nth(1)
      .getByRole('link', { name: t('correction.table.downloadLabel', { name: '李大華' }) }),
  ).toHaveAttribute('href', /\/api\/files\/\d+\/raw\?/);
  // The photographed essay's OCR text is not confirmed: correct-all would leave it waiting
  // (issue 28); the teacher corrects it anyway, so its report is flagged below.
  await expect(rows.nth(1)).toContainText(t('correction.table.waitingTranscript'));
  await checkA11y('/aicheck/{id}');
  await snapshot('aicheck-before');
  await api(
    account.token,
    'PATCH',
    `/teacher/articles/${photoArticle.id}/grade?transcript=unconfirmed`,
  );
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  const confirm = page.getByRole('dialog', { name: t('correction.correctAll') });
  await expect(confirm).toContainText(t('correction.quote.balance', { count: GRANTED }));
  await checkA11y('correct-all confirmation');
  await confirm.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(page.getByText(t('correction.started', { count: 1 }))).toBeVisible();
  let homeworkReloads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(`/api/teacher/homeworks/${homework.id}`)) homeworkReloads += 1;
  });
  // Wait on the server side, then let the page's 30 s poll run: it shows the results and one
  // completion notice, then stops polling.
  await expect
    .poll(
      async () =>
        (await homeworkArticles(account.token, homework.id)).filter((a) => a.status === 'graded')
          .length,
      { timeout: 120_000, intervals: [1000, 2000] },
    )
    .toBe(2);
  await page.clock.fastForward('00:31');
  const notice = page.getByText(t('correction.complete'), { exact: true });
  await expect(notice).toHaveCount(1);
  await expect(rows.filter({ hasText: t('correction.articleStatus.graded') })).toHaveCount(2);
  // The Word essay's first line is its title; the photographed essay's OCR text is unconfirmed,
  // so only it is flagged, and the filter shows only it.
  await expect(rows.nth(0).locator('.article-title')).toHaveText(ESSAY_TITLE);
  await expect(rows.nth(1).locator('.review-flag')).toHaveText(OCR_TO_CONFIRM[lang]);
  await expect(rows.nth(0).locator('.review-flag')).toHaveCount(0);
  const needsReview = page.getByLabel(t('correction.filter.needsReview'));
  await needsReview.check();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('photo-zh.jpg');
  await needsReview.uncheck();
  await expect(rows).toHaveCount(2);
  // Polling has stopped: a poll still running would have fired in these 65 s of page time, and
  // its request is counted before the marker request is seen.
  const reloadsAtCompletion = homeworkReloads;
  await page.clock.fastForward('01:05');
  await requestsSent(page);
  expect(homeworkReloads).toBe(reloadsAtCompletion);
  await expect(page.getByRole('button', { name: t('correction.correctAll') })).toBeDisabled();
  await snapshot('aicheck-graded');

  // /aipaper: the report of the photographed essay.
  await rows
    .nth(1)
    .getByRole('link', { name: t('correction.table.reportLabel', { name: '李大華' }) })
    .click();
  await expect(page).toHaveURL(`/aipaper/${homework.id}/${photoArticle.id}`);
  await expect(page.locator('.banner-title')).toHaveText(t('banner.essayReport'));
  const crumbs = page.getByRole('navigation', { name: t('breadcrumb.label') });
  await expect(crumbs.getByRole('link', { name: t('pages.aicheckList') })).toHaveAttribute(
    'href',
    '/aicheck-list',
  );
  await expect(crumbs.getByRole('link', { name: homework.name })).toHaveAttribute(
    'href',
    `/aicheck/${homework.id}`,
  );
  const report = page.locator('.essay-report');
  await expect(report).toContainText(t('banner.essayReport'));
  await expect(report).toContainText('合歡山');
  await expect(report.locator('.meta-staff dd')).toHaveText(ENGINE_LINE[lang]);
  for (const word of ['builtin', 'ridge', 'MATTR', 'Guiraud', '變異係數', '詞語稀有度'])
    await expect(report).not.toContainText(word);
  await expect(page.locator('.image-page-img')).toHaveCount(2);
  await checkA11y('/aipaper');
  await snapshot('aipaper');

  // The edit dialog: free corrections used up (1 free, graded once), 1 point per correction.
  await page.getByRole('button', { name: t('report.edit'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('report.dialog.title') });
  await expect(dialog).toContainText(t('report.dialog.freeLeft', { count: 0 }));
  await expect(dialog).toContainText(t('report.dialog.pointsPer', { points: 1 }));
  const fileNames = dialog.locator('.sortable-page .file-name');
  await expect(fileNames).toHaveText(['1. photo-zh.jpg', '2. photo-en.jpg']);
  // Issue 29: the remove-page buttons were red on red; axe reads the open dialog's colours.
  await checkA11y('image edit dialog');
  // Keyboard sorting: pick page 2 up with Space, move it up, drop it.
  const handle = dialog.getByRole('button', {
    name: t('report.dialog.handle', { number: 2 }),
    exact: true,
  });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The sensor moves a page only after it has measured the pages, which nothing on the page shows:
  // press ArrowUp until page 1 makes room below the picked-up page (the sorting shifts it down only
  // once the picked-up page is over it; page 1 is the top, so an extra press leaves it there).
  const other = dialog.locator('.sortable-page:not(.dragging)');
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(other).toHaveAttribute('style', /translate3d\([^,]+, [1-9]/, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(fileNames).toHaveText(['1. photo-en.jpg', '2. photo-zh.jpg']);
  // Removing a page asks first; it stays local until saved.
  await dialog.getByRole('button', { name: t('report.dialog.remove', { number: 1 }) }).click();
  const removeConfirm = page.getByRole('dialog', { name: t('report.deleteTitle') });
  await expect(removeConfirm).toContainText(t('report.deleteMessage'));
  await checkA11y('remove page confirmation');
  await removeConfirm.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(fileNames).toHaveText(['1. photo-zh.jpg']);
  await expect(
    dialog.getByRole('button', { name: t('report.dialog.remove', { number: 1 }) }),
  ).toBeDisabled();
  const pageText = dialog.getByLabel(t('report.pageText', { number: 1 }));
  const original = await pageText.inputValue();
  expect(original).toContain('合歡山');
  await pageText.fill(`${original}\n\n${ADDED_SENTENCE}`);
  await dialog.getByRole('button', { name: t('report.dialog.save') }).click();
  await expect(page.getByText(t('success.update')).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('report.dialog.save') })).toBeDisabled();
  await expect(page.locator('.image-page-img')).toHaveCount(1);
  await snapshot('aipaper-edit-dialog');
  // The teacher confirms the rest of the text before re-correcting (issue 28).
  await api(account.token, 'PATCH', `/teacher/articles/${photoArticle.id}/images/confirm-all`);
  await dialog.getByRole('button', { name: t('report.dialog.regrade') }).click();
  // Cost before commitment (issue 12): one essay, its free correction used, 1 point of 5.
  const regradeConfirm = page.getByRole('dialog', { name: t('report.dialog.regrade') });
  await expect(regradeConfirm).toContainText(t('report.regradeConfirm'));
  await expect(regradeConfirm).toContainText(
    t('correction.quote.essays', { count: 1, free: 0, points: 1 }),
  );
  await expect(regradeConfirm).toContainText(t('correction.quote.balance', { count: GRANTED }));
  await checkA11y('re-correct confirmation');
  await regradeConfirm.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(page).toHaveURL(`/aicheck/${homework.id}`);
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(rows).toHaveCount(2);
        return rows.nth(1).innerText();
      },
      { timeout: 120_000, intervals: [1000, 2000, 3000] },
    )
    .toContain(t('correction.articleStatus.graded'));

  // Points: the re-correction was charged (1 point) and the balance matches the ledger.
  await page.goto('/point');
  await expect(page.getByTestId('point-balance')).toHaveText(
    t('point.balanceValue', { count: GRANTED - 1 }),
  );
  await page.getByRole('tab', { name: t('point.tabs.use') }).click();
  const used = page.getByRole('tabpanel').getByRole('row').filter({ hasText: '-1' });
  await expect(used).toHaveCount(1);

  // Back to the report: the edited text was corrected; add a suggestion.
  await page.goto(`/aipaper/${homework.id}/${photoArticle.id}`);
  await expect(report).toContainText('台灣獼猴');
  let suggestionCalls = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'PATCH' &&
      request.url().endsWith(`/api/teacher/articles/${photoArticle.id}`)
    )
      suggestionCalls += 1;
  });
  const suggestion = page.getByLabel(t('report.suggestion.label'));
  await suggestion.fill('   ');
  await page.getByRole('button', { name: t('report.suggestion.save') }).click();
  // A blank suggestion is not sent: a PATCH started by the click would be counted by now.
  await requestsSent(page);
  expect(suggestionCalls).toBe(0);
  await suggestion.fill(SUGGESTION);
  await page.getByRole('button', { name: t('report.suggestion.save') }).click();
  await expect(page.getByText(t('success.update')).first()).toBeVisible();
  expect(suggestionCalls).toBe(1);
  await expect(report.locator('.teacher-comment')).toHaveText(SUGGESTION);

  // The teacher's level, shown as the teacher's.
  await page.getByLabel(t('report.override.level')).selectOption('5');
  await page.getByRole('button', { name: t('report.override.save') }).click();
  await expect(report.locator('.report-rating .level')).toHaveText(LEVEL_5[lang]);
  await expect(report.locator('.overall')).toContainText(TEACHER_SUMMARY_ZH);
  await page.getByLabel(t('report.feedbackLanguage')).selectOption('en-us');
  await expect(report.locator('.overall')).toContainText(TEACHER_SUMMARY_EN);

  // The teacher names the essay in the report.
  await page.getByRole('button', { name: t('articleTitle.edit') }).click();
  await page.getByLabel(t('articleTitle.label')).fill('合歡山之旅');
  await page.getByRole('button', { name: t('articleTitle.save') }).click();
  await expect(report.locator('.essay-title')).toHaveText('合歡山之旅');

  // The PDF in the page's locale: first page as PNG, and its text.
  const pdfLink = page.getByRole('link', { name: t('report.downloadReport') });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = await pdfLink.getAttribute('href');
  expect(href).toContain(`locale=${lang}`);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const outDir = path.join(REPO_ROOT, 'artifacts', 'reports');
  mkdirSync(outDir, { recursive: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const pdfPath = path.join(outDir, `correction-report-${lang}.pdf`);
  writeFileSync(pdfPath, await pdf.body());
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    pdfPath,
    path.join(SCREENSHOT_DIR, `report-pdf-${lang}`),
  ]);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(t('banner.essayReport'));
  expect(text).toContain('李大華');
  expect(text).toContain('合歡山');
  expect(text.replace(/\s+/g, '')).toContain(SUGGESTION);
  expect(text.replace(/\s+/g, '')).toContain('合歡山之旅');
  expect(href).toContain('feedback=en-us');
  expect(text.replace(/\s+/g, '')).toContain(TEACHER_SUMMARY_EN.replace(/\s+/g, ''));
  expect(text).not.toContain('builtin');

  // Print: only the report is visible.
  await page.emulateMedia({ media: 'print' });
  await expect(report).toBeVisible();
  await expect(page.locator('.banner')).toBeHidden();
  await expect(page.locator('.footer')).toBeHidden();
  await expect(crumbs).toBeHidden();
  await expect(page.getByRole('button', { name: t('report.print') })).toBeHidden();
  await expect(page.getByLabel(t('report.suggestion.label'))).toBeHidden();
  await expect(page.locator('.image-pages')).toBeHidden();
  await snapshot('aipaper-print');
  await page.emulateMedia({ media: 'screen' });

  // The results list: the teacher's level in the interface's words, marked as changed (issue 12).
  await page.goto(`/aicheck/${homework.id}`);
  const changed = page.locator('td.score').filter({ hasText: t('correction.changedByTeacher') });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText(
    lang === 'zh-tw' ? '5級分' : t('correction.levelOf', { level: 5, full: 6 }),
  );
});
