import { accountCall, userInfo } from '../support/account-api.ts';
import { storageItem } from '../support/in-page.ts';
import { expect, test } from '../support/fixtures.ts';

// 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('profile: read-only fields, bad e-mail refused, good e-mail and avatar saved', async ({
  page,
  t,
  loginAs,
}) => {
  const teacher = await loginAs('teacher');
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('banner.edition.teacher') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile.title'));

  await expect(page.getByLabel(t('profile.school'), { exact: true })).toHaveValue('Demo School');
  await expect(page.getByLabel(t('profile.school'), { exact: true })).not.toBeEditable();
  await expect(page.getByLabel(t('profile.accountType'), { exact: true })).toHaveValue(
    t('profile.accountTypes.teacher'),
  );
  await expect(page.getByLabel(t('profile.username'), { exact: true })).toHaveValue(
    teacher.username,
  );
  await expect(page.getByLabel(t('profile.username'), { exact: true })).not.toBeEditable();

  const name = page.getByLabel(t('profile.realName'), { exact: true });
  const email = page.getByLabel(t('profile.email'), { exact: true });
  await expect(name).toHaveValue(teacher.nickname);

  // Real name is required.
  await name.fill('  ');
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByText(t('profile.realNameRequired'))).toBeVisible();

  // A bad e-mail is refused and nothing is saved.
  await name.fill('Mr Chen');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByText(t('profile.emailInvalid'))).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect((await userInfo(teacher.token)).email).toBe(teacher.email);
  expect((await userInfo(teacher.token)).nickname).toBe(teacher.nickname);

  // A non-image avatar is rejected in the browser.
  const avatarInput = page.locator('input[type=file]');
  await avatarInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: t('profile.avatarMustBeImage') }),
  ).toBeVisible();

  // A good e-mail, a new name and an image avatar are saved.
  await avatarInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const newEmail = `chen.${teacher.username}@example.org`;
  await email.fill(newEmail);
  await page.getByRole('button', { name: t('profile.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('success.update') })).toBeVisible();
  await expect(page.getByText(t('profile.emailInvalid'))).toHaveCount(0);
  const saved = await userInfo(teacher.token);
  expect(saved.email).toBe(newEmail);
  expect(saved.nickname).toBe('Mr Chen');
  expect(String(saved.avatar)).toMatch(/^\/account\/avatars\/.+\.png$/);

  await page.reload();
  await expect(page.getByLabel(t('profile.email'), { exact: true })).toHaveValue(newEmail);
  await expect(page.getByRole('img', { name: t('profile.avatarAlt') })).toHaveAttribute(
    'src',
    String(saved.avatar),
  );
  await page.getByRole('button', { name: t('profile.back') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: 'Mr Chen', count: 0 }),
  );
});

test('password change: wrong old password shows the server message, right one works at sign-in; logout', async ({
  page,
  t,
  loginAs,
}) => {
  const teacher = await loginAs('teacher');
  await page.goto('/profile');
  await page.getByRole('button', { name: t('profile.changePassword') }).click();
  const dialog = page.getByRole('dialog', { name: t('password.title') });
  const oldField = dialog.getByLabel(t('password.old'), { exact: true });
  const newField = dialog.getByLabel(t('password.new'), { exact: true });

  // Show/hide toggles.
  await expect(oldField).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: `${t('password.show')}: ${t('password.old')}` }).click();
  await expect(oldField).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: `${t('password.hide')}: ${t('password.old')}` }).click();
  await expect(oldField).toHaveAttribute('type', 'password');

  await oldField.fill('wrong-password');
  await newField.fill('brand-new-pass-1');
  await dialog.getByRole('button', { name: t('password.confirm') }).click();
  // The account service's message (word for word in en-us, translated in zh-tw).
  await expect(dialog.getByRole('alert')).toHaveText(t('serverMessages.oldPasswordIncorrect'));
  expect(
    (await accountCall('/user/login', { username: teacher.username, password: teacher.password }))
      .state,
  ).toBe(true);

  await oldField.fill(teacher.password);
  await dialog.getByRole('button', { name: t('password.confirm') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('success.update') })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Logout from the header menu (issue 29): token gone, back on the landing page.
  await expect(
    page.getByRole('main').getByRole('button', { name: t('profile.logout') }),
  ).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('profile.logout') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(storageItem, 'token')).toBeNull();
  await page.goto('/main');
  await expect(page).toHaveURL(/\/$/);

  // The old password no longer works; the new one does, through the sign-in page.
  expect(
    (await accountCall('/user/login', { username: teacher.username, password: teacher.password }))
      .state,
  ).toBe(false);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/account\/login\?redirect=(\/|%2F)main/);
  await page.locator('input[name=username]').fill(teacher.username);
  await page.locator('input[name=password]').fill('brand-new-pass-1');
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: teacher.nickname, count: 0 }),
  );
});
