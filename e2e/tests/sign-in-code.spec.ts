import { createAccount } from '../support/account-api.ts';
import { clearStorage, storageItem } from '../support/in-page.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

/** Fills the account service's sign-in page (already open) and submits it. */
async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
}

test('a hostile redirect signs in on this site, and no token ever travels in the address', async ({
  page,
  baseURL,
}) => {
  const user = await createAccount({ role: 'teacher' });
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  await page.goto('/account/login?redirect=%2F%09%2Fevil.example%2Fsteal');
  await submitSignIn(page, user.username, user.password);
  await expect(page.locator('h1.welcome')).toBeVisible();
  await expect(page).toHaveURL(/\/main$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  const token = await page.evaluate(storageItem, 'token');
  expect(token).toBeTruthy();
  expect(
    visited.some((url) => url.includes('evil.example') && !url.includes('/account/login')),
  ).toBe(false);
  expect(visited.some((url) => url.includes(token!))).toBe(false);
  expect(visited.some((url) => /[?&]code=/.test(url))).toBe(true);
});

test('another user signed in is asked before the account is switched', async ({ page, t }) => {
  const first = await createAccount({ role: 'teacher', nickname: 'First Teacher' });
  const second = await createAccount({ role: 'teacher', nickname: 'Second Teacher' });
  await openMainWithToken(page, first.token);
  const firstToken = await page.evaluate(storageItem, 'token');

  // Keeping the current account: the new session is not used.
  await page.goto('/account/login?redirect=/main');
  await submitSignIn(page, second.username, second.password);
  const dialog = page.getByRole('dialog', { name: t('signIn.switchTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(first.username);
  await expect(dialog).toContainText(second.username);
  await dialog.getByRole('button', { name: t('modal.cancel') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: 'First Teacher', count: 0 }),
  );
  expect(await page.evaluate(storageItem, 'token')).toBe(firstToken);

  // Switching.
  await page.goto('/account/login?redirect=/main');
  await submitSignIn(page, second.username, second.password);
  await dialog.getByRole('button', { name: t('signIn.switchConfirm') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: 'Second Teacher', count: 0 }),
  );
  expect(await page.evaluate(storageItem, 'token')).not.toBe(firstToken);
});

test('a used sign-in code is refused', async ({ page, t }) => {
  const user = await createAccount({ role: 'teacher' });
  let codeUrl = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && /[?&]code=/.test(request.url())) codeUrl = request.url();
  });
  await page.goto('/account/login?redirect=/main');
  await submitSignIn(page, user.username, user.password);
  await expect(page.locator('h1.welcome')).toBeVisible();
  expect(codeUrl).not.toBe('');

  await page.evaluate(clearStorage);
  await page.goto(codeUrl);
  await expect(page.getByText(t('signIn.codeRefused'))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(storageItem, 'token')).toBeNull();
});
