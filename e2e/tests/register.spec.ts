import {
  accountCall,
  demoInviteCode,
  uniqueUsername,
  DEMO_SCHOOL,
  userInfo,
} from '../support/account-api.ts';
import { storageItem } from '../support/in-page.ts';
import { expect, expectReachable, openMainWithToken, test } from '../support/fixtures.ts';

test('register with the teacher invitation -> nickname -> teacher tiles', async ({ page, t }) => {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: t('landing.register') })
    .click();
  await expect(page).toHaveURL(/\/account\/register\?redirect=(\/|%2F)main/);

  const username = uniqueUsername('reg');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('violet-harbour-42');
  await page.locator('input[name=email]').fill(`${username}@example.edu.tw`);
  await page.locator('input[name=sch_name]').fill(DEMO_SCHOOL);
  await page.locator('input[name=invite_code]').fill(await demoInviteCode());
  await page.locator('button[type=submit]').click();

  // The one-time code is exchanged for a token, which is stored; neither stays in the address.
  // The teacher invitation says the role (issue 27): no role is asked for.
  const nicknameDialog = page.getByRole('dialog', { name: t('nicknameDialog.title') });
  await expect(nicknameDialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('roleDialog.title') })).toHaveCount(0);
  await expect(page).toHaveURL(/\/main$/);
  const token = await page.evaluate(storageItem, 'token');
  expect(token).toBeTruthy();
  expect(await userInfo(token!)).toMatchObject({ user_roler: 22, member_status: 'active' });

  await nicknameDialog.getByRole('button', { name: t('nicknameDialog.confirm') }).click();
  await expect(nicknameDialog.getByRole('alert')).toHaveText(t('nicknameDialog.required'));
  await nicknameDialog.getByLabel(t('nicknameDialog.label')).fill('Ms Lin');
  await nicknameDialog.getByRole('button', { name: t('nicknameDialog.confirm') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: 'Ms Lin', count: 0 }),
  );
  const tiles = page.getByRole('list', { name: t('main.tilesLabel') });
  for (const key of ['uploadAndGrade', 'classManagement', 'modelEssays', 'pointPlan', 'profile']) {
    await expect(tiles.getByRole('link', { name: t(`tiles.${key}`) })).toBeVisible();
  }
  await expect(tiles.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('banner.edition.teacher') }),
  ).toHaveAttribute('href', '/profile');

  const info = await userInfo(token!);
  expect(info.user_roler).toBe(22);
  expect(info.nickname).toBe('Ms Lin');

  // The role is chosen once: coming back shows no dialog.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: 'Ms Lin', count: 0 }),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Tiles lead to their pages.
  await tiles.getByRole('link', { name: t('tiles.uploadAndGrade') }).click();
  await expect(page).toHaveURL(/\/assignment$/);
  await expectReachable(page, t);
});

test('student tiles: all four lead to their pages (issue 13)', async ({ page, t, loginAs }) => {
  const student = await loginAs('student');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.student', { name: student.nickname, count: 0 }),
  );
  const tiles = page.getByRole('list', { name: t('main.tilesLabel') });
  for (const key of ['homeworkSubmit', 'myClass', 'modelEssays', 'profile']) {
    await expect(tiles.getByRole('link', { name: t(`tiles.${key}`) })).toBeVisible();
  }
  await tiles.getByRole('link', { name: t('tiles.myClass') }).click();
  await expect(page).toHaveURL(/\/class$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.class'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('banner.edition.student') }),
  ).toBeVisible();
});

test('admin tiles are all enabled and the welcome counts pending point requests', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('admin');
  const pattern = t('main.welcome.admin', { name: 'Demo Admin', count: 999_999 })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('999999', '\\d+');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${pattern}$`));
  const tiles = page.getByRole('list', { name: t('main.tilesLabel') });
  await expect(tiles.getByRole('link')).toHaveCount(7);
  for (const [key, path] of [
    ['adminReport', '/admin-report'],
    ['classManagement', '/class-manage'],
    ['members', '/school-members'],
    ['uploadAndGrade', '/assignment'],
    ['pointManagement', '/point-manage'],
    ['profile', '/profile'],
    ['customerService', '/customer-service'],
  ] as const) {
    await expect(tiles.getByRole('link', { name: t(`tiles.${key}`) })).toHaveAttribute(
      'href',
      path,
    );
  }
  await expect(tiles.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('banner.edition.admin') }),
  ).toBeVisible();
});

test('a new member of an existing school sees only that they wait for approval', async ({
  page,
  t,
}) => {
  const username = uniqueUsername('wait');
  const registered = await accountCall('/user/register', {
    username,
    password: 'password-123-long',
    email: `${username}@example.edu.tw`,
    sch_name: 'demo  SCHOOL',
  });
  const token = String(registered.data?.token);
  await saveNickname(token);
  await openMainWithToken(page, token);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.membership.pending.title', { name: 'Waiting Wu' }),
  );
  await expect(page.getByRole('status')).toHaveText(
    t('main.membership.pending.text', { school: DEMO_SCHOOL }),
  );
  await expect(page.getByRole('list', { name: t('main.tilesLabel') })).toHaveCount(0);
});

/** A pending member may still pick a role and a name (they are about the user alone). */
async function saveNickname(token: string): Promise<void> {
  const role = await accountCall('/user/save_ms_roler', { new_roler: 22 }, token);
  if (!role.state) throw new Error(`role failed: ${role.message}`);
  const saved = await accountCall('/user/save', { nickname: 'Waiting Wu' }, token);
  if (!saved.state) throw new Error(`nickname failed: ${saved.message}`);
}
