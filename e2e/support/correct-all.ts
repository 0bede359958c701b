import { expect, type Page } from '@playwright/test';
import { homeworkArticles } from './correction.ts';
import type { Translate } from './i18n.ts';

/**
 * The teacher corrects the homework's one waiting essay from the correction list (correct-all,
 * confirmed), and the essay is waited for until it is corrected.
 */
export async function correctTheEssayOnPage(
  page: Page,
  t: Translate,
  token: string,
  homeworkId: number,
): Promise<void> {
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  const dialog = page.getByRole('dialog', { name: t('correction.correctAll') });
  await dialog.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(page.getByText(t('correction.started', { count: 1 }))).toBeVisible();
  await expect
    .poll(async () => (await homeworkArticles(token, homeworkId))[0]?.status, {
      timeout: 180_000,
      intervals: [1000, 2000],
    })
    .toBe('graded');
}
