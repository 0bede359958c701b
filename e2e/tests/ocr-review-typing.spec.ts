import { createHomeworkByApi } from '../support/homework.ts';
import { api, arrange, uploadFixture, waitForExtraction } from '../support/correction.ts';
import { expect, test } from '../support/fixtures.ts';

interface Pages {
  images: { id: number; content: string; uncertain: { start: number; end: number }[] }[];
}

// Fixes of different lengths, so every fix moves the words after it on the page.
const FIXES = ['甲', '乙乙', '丙丙丙', '丁', '戊戊', '己'];

test('issue 43 §6: corrections typed with no pause between words each land in their own word', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  // Reading the photo is most of this journey: up to 4 minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  const account = await loginAs('teacher');
  const homework = await createHomeworkByApi(account.token, `Fast review ${lang} ${Date.now()}`, [
    '林小雨',
  ]);
  const photo = await uploadFixture(account.token, homework.id, 'photo-zh.jpg');
  await arrange(account.token, homework.id, [{ student_name: '林小雨', file_ids: [photo] }]);
  const [essay] = await waitForExtraction(account.token, homework.id);
  if (!essay) throw new Error('photo essay missing');
  const read = await api<Pages>(account.token, 'GET', `/teacher/articles/${essay.id}/images`);
  const [first] = read.images;
  if (!first) throw new Error('no page');
  const spans = [...first.uncertain].sort((a, b) => a.start - b.start);
  const count = Math.min(spans.length, FIXES.length);
  expect(count).toBeGreaterThanOrEqual(3);

  await page.goto(`/aipaper/${homework.id}/${essay.id}`);
  const review = page.getByRole('region', { name: t('report.review.title') });
  const words = review
    .getByRole('list', { name: t('report.transcript.title') })
    .getByRole('textbox');
  await expect(words).toHaveCount(spans.length);

  // The fixes, one after another as fast as the keyboard sends them: no wait between words.
  await words.nth(0).focus();
  for (const fix of FIXES.slice(0, count)) {
    await page.keyboard.type(fix);
    await page.keyboard.press('Enter');
  }
  const progress = review.getByRole('status');
  await expect(progress).toHaveText(
    t('report.review.progress', { checked: count, count: spans.length }),
  );

  // Each fix replaced its own word of the page as read, and nothing else moved.
  let expected = first.content;
  for (let i = count - 1; i >= 0; i -= 1) {
    const span = spans[i]!;
    expected = expected.slice(0, span.start) + FIXES[i] + expected.slice(span.end);
  }
  await expect
    .poll(
      async () =>
        (await api<Pages>(account.token, 'GET', `/teacher/articles/${essay.id}/images`)).images[0]
          ?.content,
    )
    .toBe(expected);
  await expect(page.getByLabel(t('report.pageText', { number: 1 }))).toHaveValue(expected);
  // The words left are the ones not yet checked, as read, and the focus is on the first of them.
  await expect(words).toHaveCount(spans.length - count);
  if (spans.length > count) {
    const next = spans[count]!;
    await expect(words.nth(0)).toHaveValue(first.content.slice(next.start, next.end));
    await expect(words.nth(0)).toBeFocused();
  }
});
