import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { ClassTerm, StudentTerm } from '@essay/contracts';
import { api } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { PLANTED, termClass } from '../support/term.ts';

/**
 * Issue 44: a term of writing. The essays are handed in and corrected by the real engine through
 * the APIs (set-up); the pages and downloads are what is under test.
 */

/** The page does not scroll sideways on the phone. */
async function fitsThePhone(page: import('@playwright/test').Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    client: document.scrollingElement!.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The text of a downloaded PDF by pdftotext, in the page's layout (a line per row of cells). */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

test.describe('a student on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens the term page after three corrected homeworks and downloads the practice sheet', async ({
    page,
    t,
    checkA11y,
  }) => {
    test.setTimeout(600_000);
    const { students } = await termClass([[['wei', 'ji']], [['wei', 'xi']], [['ji']]], ['Mei']);
    const student = students[0]!;
    const term = await api<StudentTerm>(student.token, 'GET', '/student/term');
    // The engine found every planted 錯別字, and the 錯字本 holds each under its right form.
    for (const planted of Object.values(PLANTED))
      expect(
        term.word_book.entries.some(
          (e) => planted.right.includes(e.right) && e.wrong.some((w) => planted.wrong.includes(w)),
        ),
        planted.wrong,
      ).toBe(true);

    await openMainWithToken(page, student.token);
    await page.getByRole('link', { name: t('tiles.term') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.term'));
    const essays = page.getByRole('table', { name: t('term.essays.caption') });
    await expect(essays.getByRole('row')).toHaveCount(1 + 3);
    await expect(page.getByRole('img', { name: t('term.essays.chart') })).toBeVisible();
    const book = page.getByRole('list', { name: t('term.wordBook.listLabel') });
    await expect(book.locator(':scope > li')).toHaveCount(term.word_book.entries.length);
    for (const entry of term.word_book.entries)
      await expect(
        book.locator(':scope > li').filter({ hasText: entry.right }).first(),
      ).toContainText(t('term.wordBook.count', { count: entry.count }));
    await fitsThePhone(page);
    await checkA11y('term page phone');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t('term.wordBook.download') }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file);
    const practice = term.word_book.entries.filter((e) => !e.mastered);
    expect(practice.length).toBeGreaterThan(0);
    for (const entry of practice) {
      // The heading names the word; a row of cells holds it alone, once, in grey to trace.
      expect(text).toContain(entry.right);
      const cells = new RegExp(`^\\s*${Array.from(entry.right).join('\\s*')}\\s*$`, 'm');
      expect(text, entry.right).toMatch(cells);
    }
  });
});

test('a teacher opens the class over the term and downloads its CSV', async ({
  page,
  t,
  checkA11y,
}) => {
  test.setTimeout(600_000);
  const { teacher, cls, students } = await termClass(
    [
      [['wei'], ['wei', 'ji']],
      [['ji'], ['wei']],
    ],
    ['Lin', 'Chen'],
  );
  const term = await api<ClassTerm>(teacher.token, 'GET', `/teacher/classes/${cls.id}/term`);
  const word = term.recurring.find((r) => PLANTED.wei.right.includes(r.key));
  expect(word?.students).toHaveLength(2);

  await openMainWithToken(page, teacher.token);
  await page.goto(`/class-edit?id=${cls.id}`);
  await page.getByRole('link', { name: t('classEdit.classTerm') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('term.class.title', { name: cls.cls_name }),
  );
  const recurring = page.getByRole('region', { name: t('term.class.recurringTitle') });
  // The word's row names both students who keep miswriting it.
  let row = recurring.getByRole('row').filter({ hasText: word!.key });
  for (const student of students) row = row.filter({ hasText: student.nickname });
  await expect(row.first()).toBeVisible();
  const trends = page.getByRole('region', { name: t('term.class.studentsTitle') });
  await expect(trends.getByRole('row')).toHaveCount(1 + students.length);
  await checkA11y('class term view');
  // The printable page: the class's figures without the site's header or the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: t('term.class.downloadCsv') })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(trends).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('term.class.downloadCsv') }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  for (const student of students) expect(csv).toContain(student.nickname);
  for (const homework of term.homeworks) expect(csv).toContain(homework.name);
  expect(csv).toContain(word!.key);
});

test('a teacher opens a student’s term from the class roster', async ({ page, t, checkA11y }) => {
  test.setTimeout(600_000);
  const { teacher, cls, students } = await termClass([[['wei']], [['wei', 'xi']]], ['Wang']);
  const student = students[0]!;

  await openMainWithToken(page, teacher.token);
  await page.goto(`/class-edit?id=${cls.id}`);
  await page.getByRole('link', { name: t('classEdit.termOf', { name: student.nickname }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('term.studentTitle', { name: student.nickname }),
  );
  const essays = page.getByRole('table', { name: t('term.essays.caption') });
  await expect(essays.getByRole('row')).toHaveCount(1 + 2);
  const book = page.getByRole('list', { name: t('term.wordBook.listLabel') });
  const word = book
    .locator(':scope > li')
    .filter({ hasText: t('term.wordBook.count', { count: 2 }) });
  await expect(word).toHaveCount(1);
  await expect(word).toContainText(t('term.wordBook.writtenAs', { forms: '位' }));
  await checkA11y('a student’s term, the teacher’s view');
});
