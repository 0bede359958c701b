import { createAccount } from '../support/account-api.ts';
import { storageItem, pushPath } from '../support/in-page.ts';
import { expect, expectReachable, storeToken, test } from '../support/fixtures.ts';

test('a teacher opening admin and student routes sees Page404', async ({ page, t, loginAs }) => {
  await loginAs('teacher');
  for (const path of [
    '/point-manage',
    '/admin-report',
    '/school-members',
    '/assignment-upload',
    '/class',
    '/model-essays',
    '/term',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  }
  // Nothing to go back to in this tab's SPA history: back goes home.
  await page.getByRole('button', { name: t('notFound.back') }).click();
  await expect(page).toHaveURL(/\/main$/);
  // Teacher routes and shared routes are reachable.
  for (const path of [
    '/assignment',
    '/aicheck-list',
    '/model-essay-setting',
    '/class-manage',
    '/class-edit',
  ]) {
    await page.goto(path);
    await expectReachable(page, t);
  }
});

test('a teacher opening the term of a class or student not theirs sees Page404 (issue 44)', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('teacher');
  for (const path of ['/class-term/999999999', '/class-term/999999999/student/999999999']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  }
});

test('back on Page404 returns to the previous page', async ({ page, t, loginAs }) => {
  await loginAs('student');
  await page
    .getByRole('list', { name: t('main.tilesLabel') })
    .getByRole('link', { name: t('tiles.profile') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile.title'));
  await page.evaluate(pushPath, '/point');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  await page.getByRole('button', { name: t('notFound.back') }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('unknown paths and guests land on Page404; /main without a token goes to /', async ({
  page,
  t,
}) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  await page.goto('/main');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.title'));
});

test('an account-side 401 removes the token and goes through /login to the sign-in page', async ({
  page,
}) => {
  await storeToken(page, 'not-a-real-token');
  await page.goto('/main');
  await expect(page).toHaveURL(/\/account\/login\?redirect=(\/|%2F)main/);
  expect(await page.evaluate(storageItem, 'token')).toBeNull();
});

test('a product-API 401 leads to Page404; 500 and network failures show their messages', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('teacher');
  await page.route('**/api/product', (route) =>
    route.fulfill({ status: 500, json: { error: 'boom', code: 'internal' } }),
  );
  await page.goto('/point');
  await expect(page.getByRole('alert').filter({ hasText: t('errors.server') })).toBeVisible();

  await page.unroute('**/api/product');
  await page.route('**/api/product', (route) => route.abort('connectionrefused'));
  await page.goto('/point');
  await expect(page.getByRole('alert').filter({ hasText: t('errors.network') })).toBeVisible();

  await page.unroute('**/api/product');
  await page.route('**/api/product', (route) =>
    route.fulfill({ status: 401, json: { error: 'Sign in required', code: 'unauthorized' } }),
  );
  await page.goto('/point');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  // Unlike the account side's 401, this one keeps the session (docs/decisions/0005).
  expect(await page.evaluate(storageItem, 'token')).toBeTruthy();
});

test('/main returns to / when the user info call fails', async ({ page, t }) => {
  const teacher = await createAccount({ role: 'teacher' });
  await page.route('**/account/user/info', (route) =>
    route.fulfill({ status: 500, json: { state: false, message: 'boom', code: 'internal' } }),
  );
  await storeToken(page, teacher.token);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.title'));
});
