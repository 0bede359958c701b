import { createAccount, DEMO_PASSWORD, login } from '../support/account-api.ts';
import {
  expect,
  expectReachable,
  openMainWithToken,
  storeToken,
  test,
} from '../support/fixtures.ts';

// axe takes a few seconds per page on two cores; each test checks several pages. Measured with
// --repeat-each 10, a core kept busy and the machine shared (issue 45): at most 60 s (the admin's pages).
test.describe.configure({ timeout: 120_000 });

test('accessibility: guest pages', async ({ page, t, checkA11y }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.title'));
  await checkA11y('/');
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  await checkA11y('Page404');
  await page.setViewportSize({ width: 800, height: 700 });
  await page.reload();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await checkA11y('screen-size warning');
});

test('accessibility: role and nickname dialogs', async ({ page, t, checkA11y }) => {
  const fresh = await createAccount({ nickname: null });
  await storeToken(page, fresh.token);
  await page.goto('/main');
  const roleDialog = page.getByRole('dialog', { name: t('roleDialog.title') });
  await expect(roleDialog).toBeVisible();
  await checkA11y('role dialog');
  await roleDialog.getByRole('radio', { name: t('roleDialog.student') }).check();
  await roleDialog.getByRole('button', { name: t('roleDialog.confirm') }).click();
  await expect(page.getByRole('dialog', { name: t('nicknameDialog.title') })).toBeVisible();
  await checkA11y('nickname dialog');
});

test('accessibility: teacher pages', async ({ page, t, loginAs, checkA11y }) => {
  await loginAs('teacher');
  await checkA11y('/main teacher');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('profile.title'));
  await checkA11y('/profile');
  await page.getByRole('button', { name: t('profile.changePassword') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkA11y('password dialog');

  await page.goto('/point');
  await expect(page.getByTestId('point-balance')).toHaveText(t('point.balanceValue', { count: 0 }));
  await checkA11y('/point get record');
  for (const tab of ['use', 'apply'] as const) {
    await page.getByRole('tab', { name: t(`point.tabs.${tab}`) }).click();
    await expect(page.getByRole('tabpanel')).toContainText(t('point.empty'));
    await checkA11y(`/point ${tab} record`);
  }
  await page.getByRole('button', { name: t('point.apply') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkA11y('apply dialog');
});

// Issue 45: one test per role's set of pages; together they took up to 71 s of the 120 s under load.
test('accessibility: teacher routes without an id', async ({ page, t, loginAs, checkA11y }) => {
  await loginAs('teacher');
  for (const path of [
    '/assignment',
    '/assignment/create',
    '/aicheck-list',
    '/model-essay-setting',
    '/class-manage',
    '/class-edit',
  ]) {
    await page.goto(path);
    await expectReachable(page, t);
    await page.waitForLoadState('networkidle');
    await checkA11y(path);
  }
});

test('accessibility: teacher routes with an id, and Page404 for a teacher', async ({
  page,
  t,
  loginAs,
  checkA11y,
}) => {
  await loginAs('teacher');
  // Routes with an id may show a missing-homework state.
  for (const path of ['/assignment/edit/1', '/assignment-status/1', '/aicheck/1', '/aipaper/1/1']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await checkA11y(path);
  }
  await page.goto('/point-manage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
  await checkA11y('Page404 for a teacher');
});

test('accessibility: student pages', async ({ page, t, checkA11y }) => {
  const student = await createAccount({ role: 'student' });
  await openMainWithToken(page, student.token);
  await checkA11y('/main student');
  for (const [path, title] of [
    ['/profile', 'profile.title'],
    ['/assignment-upload', 'pages.assignmentUpload'],
    ['/class', 'pages.class'],
    ['/model-essays', 'pages.modelEssays'],
    ['/term', 'pages.term'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(title));
    await checkA11y(`${path} student`);
  }
});

test('accessibility: admin pages', async ({ page, t, checkA11y }) => {
  await openMainWithToken(page, await login('demo-admin', DEMO_PASSWORD));
  await checkA11y('/main admin');
  for (const [path, title] of [
    ['/profile', 'profile.title'],
    ['/admin-report', 'pages.adminReport'],
    ['/point-manage', 'pages.pointManage'],
    ['/class-manage', 'pages.classManage'],
    ['/school-members', 'pages.members'],
    ['/customer-service', 'customerService.title'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(title));
    await checkA11y(`${path} admin`);
  }
});
