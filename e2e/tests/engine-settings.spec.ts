import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 14: the school admin sees which engines the server runs, from the admin report. The e2e
 * server runs the defaults (built-in engine, tesseract; no model server), so nothing was spent.
 */
test('the admin report links to the engine settings: the engines in use, no model server, nothing spent', async ({
  page,
  t,
  loginAs,
  checkA11y,
}) => {
  await loginAs('admin');
  await page
    .getByRole('list', { name: t('main.tilesLabel') })
    .getByRole('link', { name: t('tiles.adminReport') })
    .click();
  const usage = page.getByTestId('engine-usage');
  await expect(usage.getByRole('heading', { level: 2 })).toHaveText(t('engines.usage'));
  await expect(usage.getByRole('table', { name: t('engines.usage') })).toContainText(
    t('engines.noUsage'),
  );
  await usage.getByRole('link', { name: t('pages.engineSettings') }).click();

  await expect(page).toHaveURL(/\/admin-report\/engines$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.engineSettings'));
  const settings = page.getByTestId('engine-settings');
  await expect(settings.locator('[data-setting="grader"] dt')).toHaveText(
    t('engines.graderEngine'),
  );
  await expect(settings.locator('[data-setting="grader"] dd')).toHaveText(
    t('engines.names.builtin'),
  );
  await expect(settings.locator('[data-setting="ocr"] dd')).toHaveText(
    t('engines.names.tesseract'),
  );
  // No model server: no address, model or key rows.
  await expect(settings.locator('[data-setting]')).toHaveCount(2);
  await expect(page.getByText(t('engines.noServer'))).toBeVisible();
  await expect(page.getByTestId('engine-ocr-usage')).toHaveText(
    t('engines.ocrPages', { pages: 0, fallbacks: 0, input: '0', output: '0', cost: '0.00' }),
  );
  await checkA11y('engine settings');
});
