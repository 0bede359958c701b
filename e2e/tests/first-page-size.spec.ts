import { gzipSync } from 'node:zlib';
import { createAccount } from '../support/account-api.ts';
import { expect, storeToken, test } from '../support/fixtures.ts';

/**
 * Issue 30: the script a signed-in student's first page loads, as the browser fetches it. The
 * build's size report (apps/web/size-budget.ts) counts the chunks a page imports statically; this
 * counts what /main really downloads, so a page that loads a chunk of its own on arrival (a
 * toast, a dialog) is counted too.
 */
const FIRST_PAGE_KB = 120; // apps/web/vite.config.ts, firstPageKb

test("a signed-in student's first page downloads at most 120 KB of script (gzip)", async ({
  page,
}) => {
  const student = await createAccount({ role: 'student' });
  await storeToken(page, student.token);
  // Routing turns the browser's cache off, so the landing page's scripts are fetched again.
  await page.route('**/*', (route) => route.continue());
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      sizes.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
  });
  await page.goto('/main');
  await expect(page.locator('h1.welcome')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({ type: 'first page (gzip)', description: `${bytes} bytes` });
  expect(sizes.size).toBeGreaterThan(1);
  expect(bytes / 1024).toBeLessThanOrEqual(FIRST_PAGE_KB);
});
