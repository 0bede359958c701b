import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arrange, grantPoints, uploadFixture, waitForExtraction } from '../support/correction.ts';
import { createHomeworkByApi } from '../support/homework.ts';
import { expect, test } from '../support/fixtures.ts';
import { BASE_URL } from '../support/paths.ts';

interface ReportJson {
  graded_text: string;
  report: {
    level: number;
    corrections: { span: { start: number; end: number }; original: string; suggestion: string }[];
  };
}

async function reportJson(token: string, articleId: number): Promise<ReportJson> {
  const response = await fetch(`${BASE_URL}/api/articles/${articleId}/report.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`report.json: ${response.status}`);
  return (await response.json()) as ReportJson;
}

/** Four letters of the corrected text that no engine correction touches: the teacher's own correction. */
function freePassage(doc: ReportJson): string {
  const text = doc.graded_text;
  for (let at = 0; at + 4 <= text.length; at += 1) {
    const passage = text.slice(at, at + 4);
    if (!/^\p{Script=Han}{4}$/u.test(passage) || text.indexOf(passage) !== at) continue;
    if (doc.report.corrections.some((c) => c.span.start < at + 4 && at < c.span.end)) continue;
    return passage;
  }
  throw new Error('no free passage');
}

test('an OCR’d essay: confirm doubtful words, correct, decide on corrections, override; summary, print and PDF follow', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const account = await loginAs('teacher');
  await grantPoints(account.token, 5);
  const homework = await createHomeworkByApi(account.token, `Review ${lang} ${Date.now()}`, [
    '李大華',
  ]);
  const photo = await uploadFixture(account.token, homework.id, 'photo-zh.jpg');
  await arrange(account.token, homework.id, [{ student_name: '李大華', file_ids: [photo] }]);
  const [article] = await waitForExtraction(account.token, homework.id);
  if (!article) throw new Error('photo essay missing');

  // The words the OCR doubted are listed beside the page; the teacher confirms one with Enter,
  // then all the rest at once (issue 28).
  await page.goto(`/aipaper/${homework.id}/${article.id}`);
  const doubts = page.getByRole('list', { name: t('report.transcript.title') });
  const words = doubts.getByRole('listitem');
  await expect(words.first()).toBeVisible({ timeout: 30_000 });
  const before = await words.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(words.first().locator('mark.uncertain')).toBeVisible();
  await checkA11y('/aipaper before correction');
  await words.first().getByRole('textbox').focus();
  await page.keyboard.press('Enter');
  await expect(words).toHaveCount(before - 1);
  await page
    .getByRole('button', { name: t('report.review.confirmAll', { count: before - 1 }) })
    .click();
  await expect(page.getByText(t('report.review.done'), { exact: true })).toBeVisible();

  // The teacher also types the photo's last lines, which the OCR left out; they hold two slips
  // (我門 for 我們), so there are engine corrections to accept and to reject whatever the photo gives.
  const pages = (await (
    await fetch(`${BASE_URL}/api/teacher/articles/${article.id}/images`, {
      headers: { authorization: `Bearer ${account.token}` },
    })
  ).json()) as { images: { id: number; content: string }[] };
  const last = pages.images.at(-1)!;
  const saved = await fetch(`${BASE_URL}/api/teacher/articles/${article.id}/images/${last.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      content: `${last.content}\n　　那天晚上，我門一起吃飯。第二天早上，我門又去了公園。`,
    }),
  });
  expect(saved.status).toBe(200);

  // Correct the essay from the correction page.
  await page.goto(`/aicheck/${homework.id}`);
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  await page
    .getByRole('dialog', { name: t('correction.correctAll') })
    .getByRole('button', { name: t('modal.confirm') })
    .click();
  await expect(page.getByText(t('correction.started', { count: 1 }))).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await fetch(`${BASE_URL}/api/articles/${article.id}/report.json`, {
            headers: { authorization: `Bearer ${account.token}` },
          })
        ).status,
      { timeout: 180_000, intervals: [1000, 2000] },
    )
    .toBe(200);
  const doc = await reportJson(account.token, article.id);
  expect(doc.report.corrections.length).toBeGreaterThanOrEqual(2);

  // Accept one correction, reject another, add one of the teacher's own.
  await page.goto(`/aipaper/${homework.id}/${article.id}`);
  const panel = page.getByRole('region', { name: t('report.decisions.title') });
  const rows = panel.locator('tr.decision');
  await expect(rows).toHaveCount(doc.report.corrections.length);
  const named = (i: number) =>
    `${doc.report.corrections[i]!.original} → ${doc.report.corrections[i]!.suggestion}`;
  await rows
    .nth(0)
    .getByRole('button', { name: t('report.decisions.acceptOne', { name: named(0) }), exact: true })
    .click();
  await expect(rows.nth(0).locator('.decision-state')).toHaveText(
    t('report.decisions.state.accept'),
  );
  await rows
    .nth(1)
    .getByRole('button', { name: t('report.decisions.rejectOne', { name: named(1) }), exact: true })
    .click();
  await expect(rows.nth(1).locator('.decision-state')).toHaveText(
    t('report.decisions.state.reject'),
  );
  const passage = freePassage(doc);
  const mine = '〔教師改寫〕';
  await panel.getByLabel(t('report.decisions.original')).fill(passage);
  await panel.getByLabel(t('report.decisions.suggestion')).fill(mine);
  await panel.getByRole('button', { name: t('report.decisions.addButton') }).click();
  await expect(panel.locator('.added-corrections li')).toHaveCount(1);

  // Override the level.
  const level = doc.report.level === 5 ? 4 : 5;
  await page.getByLabel(t('report.override.level')).selectOption(String(level));
  await page.getByRole('button', { name: t('report.override.save') }).click();
  // In the interface's punctuation (issue 29); the summary in the comments' (Chinese).
  const teacherLevel =
    lang === 'zh-tw' ? `${level}級分（${level} / 6）` : `${level}級分 (${level} / 6)`;
  const report = page.locator('.essay-report');
  await expect(report.locator('.report-rating .level')).toHaveText(teacherLevel);
  // The comments follow the essay's language (Chinese) in both interfaces.
  await expect(report.locator('.overall')).toContainText(`教師評定：${level}級分（${level} / 6）`);
  const rejected = doc.report.corrections[1]!;
  const listed = report.locator('table.corrections tr');
  await expect(listed).toHaveCount(doc.report.corrections.length);
  await expect(listed.filter({ hasText: mine })).toHaveCount(1);
  await expect(listed.filter({ hasText: '教師新增' })).toHaveCount(1);
  await expect(listed.filter({ hasText: '教師確認' })).toHaveCount(1);
  await expect(report.locator('.essay-text ins', { hasText: mine })).toHaveCount(1);
  expect(await report.locator('.essay-text ins').allTextContents()).toHaveLength(
    doc.report.corrections.length,
  );
  await checkA11y('/aipaper with decisions');

  // The print view: the report with the teacher's level and corrections, no teacher tools.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.essay-report .report-rating .level')).toHaveText(teacherLevel);
  await expect(page.locator('.essay-report table.corrections')).toContainText(mine);
  await expect(panel).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The PDF: drawn from the same document.
  const href = await page
    .getByRole('link', { name: t('report.downloadReport') })
    .getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'review-pdf-')), 'report.pdf');
  writeFileSync(file, await pdf.body());
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
  expect(text).toContain(`教師評定：${level}級分`);
  expect(text).toContain(mine);
  expect(text).toContain('教師新增');
  // The rejected correction is gone from the PDF (another finding may make the same change).
  const pair = `${rejected.original}→${rejected.suggestion}：`;
  const same = doc.report.corrections.filter(
    (c) => `${c.original}→${c.suggestion}：` === pair,
  ).length;
  expect(text.split(pair).length - 1).toBe(same - 1);

  // The class summary: the teacher's level and corrections, printable, in the interface's language.
  await page.goto(`/aicheck/${homework.id}`);
  await page.getByRole('link', { name: t('correction.classSummary') }).click();
  await expect(page).toHaveURL(`/aicheck/${homework.id}/summary`);
  const summary = page.locator('.class-summary');
  await expect(summary.locator('.summary-distribution tbody tr')).toHaveText([`${level}級分1`]);
  await expect(summary.locator('.summary-errors')).toContainText(mine);
  await expect(summary).toContainText(lang === 'zh-tw' ? '全班總覽' : 'Class summary');
  await expect(summary.locator('.summary-errors thead')).toContainText(
    lang === 'zh-tw' ? '錯誤類型' : 'Error type',
  );
  await checkA11y('/aicheck/{id}/summary');
  await page.emulateMedia({ media: 'print' });
  await expect(summary.locator('.summary-distribution')).toBeVisible();
  await expect(page.getByRole('button', { name: t('report.print') })).toBeHidden();
});
