import { arrange, uploadFixture, waitForExtraction } from '../support/correction.ts';
import { createHomeworkByApi } from '../support/homework.ts';
import { expect, test } from '../support/fixtures.ts';

/** Issue 12: the rough edges a new teacher hits (both locales). */

/** Three Word essays (no OCR), extracted and ready to correct. */
async function readyHomework(token: string, lang: string) {
  const homework = await createHomeworkByApi(token, `Workflow ${lang} ${Date.now()}`, [
    '王小明',
    '李大華',
    '陳美玲',
  ]);
  const files: number[] = [];
  for (let i = 0; i < 3; i += 1) files.push(await uploadFixture(token, homework.id, 'docx-zh.docx'));
  await arrange(
    token,
    homework.id,
    ['王小明', '李大華', '陳美玲'].map((student_name, i) => ({ student_name, file_ids: [files[i]!] })),
  );
  await waitForExtraction(token, homework.id);
  return homework;
}

test('live correction progress: "n of m corrected" in seconds, not after the 30 s poll', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  const account = await loginAs('teacher');
  const homework = await readyHomework(account.token, lang);
  await page.goto(`/aicheck/${homework.id}`);
  const progress = page.locator('.correction-progress');
  await expect(progress).toHaveText('');
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  await page
    .getByRole('dialog', { name: t('correction.correctAll') })
    .getByRole('button', { name: t('modal.confirm') })
    .click();
  // The spec's 30 s poll alone would show the result only after 30 s.
  await expect(progress).toHaveText(t('correction.progress', { done: 3, total: 3 }), {
    timeout: 15_000,
  });
  await expect(page.getByText(t('correction.complete'), { exact: true })).toHaveCount(1);
  await expect(
    page.locator('tbody tr').filter({ hasText: t('correction.articleStatus.graded') }),
  ).toHaveCount(3);
});
