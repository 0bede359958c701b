import { expect, type Page } from '@playwright/test';
import type { Translate } from './i18n.ts';

/**
 * Turning "release reports" on warns about the one essay whose transcript is unconfirmed, naming
 * its student; axe checks the warning; cancel leaves the switch off (issue 28).
 */
export async function releaseWarnsAboutUnconfirmed(
  page: Page,
  t: Translate,
  checkA11y: (label: string) => Promise<void>,
  student: string,
  label: string,
): Promise<void> {
  const release = page.getByRole('switch', { name: t('release.label') });
  await release.click();
  const warning = page.getByRole('dialog', { name: t('release.unconfirmedTitle') });
  await expect(warning).toContainText(t('release.unconfirmed', { count: 1 }));
  await expect(warning.getByRole('listitem')).toHaveText([
    `${student} — ${t('release.unconfirmedWaiting')}`,
  ]);
  await checkA11y(label);
  await warning.getByRole('button', { name: t('modal.cancel') }).click();
  await expect(release).not.toBeChecked();
}
