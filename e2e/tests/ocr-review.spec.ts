import { createHomeworkByApi } from '../support/homework.ts';
import {
  api,
  arrange,
  grantPoints,
  uploadFixture,
  waitForExtraction,
} from '../support/correction.ts';
import { correctTheEssayOnPage } from '../support/correct-all.ts';
import { expect, test } from '../support/fixtures.ts';
import { releaseWarnsAboutUnconfirmed } from '../support/release.ts';

interface ReportJson {
  graded_text: string;
  report: {
    transcriptUnreviewed?: { start: number; end: number }[];
    dimensions: { evidence: { span: { start: number; end: number } }[] }[];
    paragraphComments: unknown;
    strengths: unknown;
    nextSteps: unknown;
    overallComment: unknown;
  };
}

interface Pages {
  images: { id: number; content: string; uncertain: { start: number; end: number }[] }[];
}

// The engine's own words for a missing paragraph indent (a Chinese essay's comments are Chinese).
const INDENT_POINT = '段落開頭應空兩個全形空格';
const REPLACEMENT = '湧現';

test('issue 28: a photographed essay waits for its transcript, reviewed by keyboard, then corrected; no indent point; release warns; issue 43 §5: what 「確認其餘」 accepted unseen is never quoted', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
  snapshot,
}) => {
  test.setTimeout(480_000);
  const account = await loginAs('teacher');
  await grantPoints(account.token, 5);
  const homework = await createHomeworkByApi(account.token, `OCR review ${lang} ${Date.now()}`, [
    '李大華',
  ]);
  const photo = await uploadFixture(account.token, homework.id, 'photo-zh.jpg');
  await arrange(account.token, homework.id, [{ student_name: '李大華', file_ids: [photo] }]);
  const [essay] = await waitForExtraction(account.token, homework.id);
  if (!essay) throw new Error('photo essay missing');
  const read = await api<Pages>(account.token, 'GET', `/teacher/articles/${essay.id}/images`);
  const [first] = read.images;
  if (!first) throw new Error('no page');
  const doubted = first.uncertain.length;
  expect(doubted).toBeGreaterThanOrEqual(2);

  // The correction page: the essay waits for its transcript; correct-all would leave it out,
  // and releasing the reports asks first, naming it.
  await page.goto(`/aicheck/${homework.id}`);
  const row = page.locator('tbody tr').filter({ hasText: '李大華' });
  await expect(row).toContainText(t('correction.table.waitingTranscript'));
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  const correctAll = page.getByRole('dialog', { name: t('correction.correctAll') });
  await expect(correctAll).toContainText(t('correction.waitingForTranscript', { count: 1 }));
  await expect(correctAll.getByRole('button', { name: t('modal.confirm') })).toBeDisabled();
  await correctAll.getByRole('button', { name: t('modal.cancel') }).click();
  await releaseWarnsAboutUnconfirmed(page, t, checkA11y, '李大華', '/aicheck release warning');

  // The review: the page large and zoomable beside the words, in reading order.
  await row
    .getByRole('link', { name: t('correction.table.reviewTranscript', { name: '李大華' }) })
    .click();
  await expect(page).toHaveURL(`/aipaper/${homework.id}/${essay.id}`);
  const review = page.getByRole('region', { name: t('report.review.title') });
  const progress = review.getByRole('status');
  await expect(progress).toHaveText(t('report.review.progress', { checked: 0, count: doubted }));
  const zoom = review.getByRole('toolbar', { name: t('report.review.zoomTools') });
  await zoom.getByRole('button', { name: t('report.review.zoomIn') }).click();
  await expect(zoom).toContainText(t('report.review.zoomLevel', { percent: 125 }));
  await zoom.getByRole('button', { name: t('report.review.zoomIn') }).click();
  await expect(zoom).toContainText(t('report.review.zoomLevel', { percent: 156 }));
  await zoom.getByRole('button', { name: t('report.review.zoomOut') }).click();
  await expect(zoom).toContainText(t('report.review.zoomLevel', { percent: 125 }));
  await zoom.getByRole('button', { name: t('report.review.fit') }).click();
  await expect(zoom).toContainText(t('report.review.zoomLevel', { percent: 100 }));
  const words = review
    .getByRole('list', { name: t('report.transcript.title') })
    .getByRole('textbox');
  await expect(words).toHaveCount(doubted);
  const spans = [...first.uncertain].sort((a, b) => a.start - b.start);
  const inOrder = spans.map((s) => first.content.slice(s.start, s.end));
  for (const [i, word] of inOrder.entries()) await expect(words.nth(i)).toHaveValue(word);
  await checkA11y('/aipaper transcript review');
  await snapshot('ocr-review');

  // Keyboard: Tab moves on, Shift+Tab back; typing replaces the word, Enter saves it and the
  // next word takes the focus. No toast for one word.
  await words.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(words.nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(words.nth(0)).toBeFocused();
  await page.keyboard.type(REPLACEMENT);
  await page.keyboard.press('Enter');
  await expect(progress).toHaveText(t('report.review.progress', { checked: 1, count: doubted }));
  await expect(words).toHaveCount(doubted - 1);
  await expect(words.nth(0)).toBeFocused();
  await expect(words.nth(0)).toHaveValue(inOrder[1]!);
  await expect(page.getByRole('alert')).toHaveCount(0);
  const fixed =
    first.content.slice(0, spans[0]!.start) + REPLACEMENT + first.content.slice(spans[0]!.end);
  await expect(page.getByLabel(t('report.pageText', { number: 1 }))).toHaveValue(fixed);

  // Confirm all the rest: one toast for the batch.
  await review
    .getByRole('button', { name: t('report.review.confirmAll', { count: doubted - 1 }) })
    .click();
  await expect(progress).toHaveText(
    t('report.review.progress', { checked: doubted, count: doubted }),
  );
  await expect(review).toContainText(t('report.review.done'));
  await expect(page.getByRole('alert')).toHaveText([
    t('report.review.confirmedAll', { count: doubted - 1 }),
  ]);

  // Confirmed, it is corrected by correct-all; its lost indents are not the student's.
  await page.goto(`/aicheck/${homework.id}`);
  await expect(row).not.toContainText(t('correction.table.waitingTranscript'));
  await correctTheEssayOnPage(page, t, account.token, homework.id);
  const doc = await api<ReportJson>(account.token, 'GET', `/articles/${essay.id}/report.json`);
  // The photo's paragraphs came without their indents: exactly what the format point would flag.
  expect(doc.graded_text.split('\n').some((line) => line && !line.startsWith('　　'))).toBe(true);
  await page.goto(`/aipaper/${homework.id}/${essay.id}`);
  const report = page.getByRole('region', { name: t('report.regionLabel') });
  await expect(report.locator('.overall')).toBeVisible();
  await expect(report).not.toContainText(INDENT_POINT);

  // Issue 43 §5: the words 「確認其餘」 accepted unseen are kept, and never quoted as the
  // student's: no quote of the report holds one, and the report says the text was read by machine.
  const unseen = doc.report.transcriptUnreviewed ?? [];
  expect(unseen.length).toBeGreaterThanOrEqual(1);
  const quoted = doc.report.dimensions.flatMap((d) => d.evidence.map((e) => e.span));
  for (const span of quoted)
    expect(unseen.some((u) => u.start < span.end && span.start < u.end)).toBe(false);
  const prose = JSON.stringify([
    doc.report.paragraphComments,
    doc.report.strengths,
    doc.report.nextSteps,
    doc.report.overallComment,
  ]);
  for (const u of unseen) {
    const word = doc.graded_text.slice(u.start, u.end);
    // a word found once in the essay is that doubted word wherever the report would quote it
    if (word.length >= 2 && doc.graded_text.indexOf(word) === doc.graded_text.lastIndexOf(word))
      expect(prose).not.toContain(word);
  }
  await expect(report.locator('.transcript-note')).toHaveText(
    lang === 'zh-tw' ? /電腦/ : /read by machine/,
  );

  // Nothing left unconfirmed: releasing asks nothing.
  await page.goto(`/aicheck/${homework.id}`);
  const release = page.getByRole('switch', { name: t('release.label') });
  await release.click();
  await expect(page.getByText(t('release.released'))).toBeVisible();
  await expect(release).toBeChecked();
});
