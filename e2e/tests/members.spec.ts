import type { Page } from '@playwright/test';
import { accountCall, uniqueUsername, userInfo } from '../support/account-api.ts';
import type { Translate } from '../support/i18n.ts';
import { clearStorage, storageItem } from '../support/in-page.ts';
import { expect, openMainWithToken, storeToken, test } from '../support/fixtures.ts';

/**
 * Issue 27: a school runs its own members. A new school's creator teaches; teachers come in with
 * the teacher invitation, students with a class code or by the admin's approval, and a student's
 * code never makes a teacher.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

interface Creator {
  school: string;
  token: string;
  nickname: string;
}

/** Signs a new school up through the account service (explicitly, decision 0071): its first user is its admin. */
async function newSchool(): Promise<Creator> {
  const username = uniqueUsername('founder');
  const school = `Members School ${unique()}`;
  const registered = await accountCall('/user/register', {
    username,
    password: 'violet-harbour-42',
    email: `${username}@example.edu.tw`,
    sch_name: school,
    new_school: '1',
  });
  const token = String(registered.data?.token);
  const nickname = `Principal ${unique()}`;
  await accountCall('/user/save', { nickname }, token);
  return { school, token, nickname };
}

/** The account service's register page, filled as a person would; `code` is the optional invitation. */
async function registerOnPage(page: Page, school: string, code?: string): Promise<string> {
  await page.goto('/account/register?redirect=/main');
  const username = uniqueUsername('joiner');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('violet-harbour-42');
  await page.locator('input[name=email]').fill(`${username}@example.edu.tw`);
  await page.locator('input[name=sch_name]').fill(school);
  if (code !== undefined) await page.locator('input[name=invite_code]').fill(code);
  await page.locator('button[type=submit]').click();
  return username;
}

async function fillNickname(page: Page, t: Translate, nickname: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t('nicknameDialog.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t('nicknameDialog.label')).fill(nickname);
  await dialog.getByRole('button', { name: t('nicknameDialog.confirm') }).click();
}

async function openMembersPage(page: Page, t: Translate, creator: Creator): Promise<void> {
  await openMainWithToken(page, creator.token);
  await page
    .getByRole('list', { name: t('main.tilesLabel') })
    .getByRole('link', { name: t('tiles.members') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.members'));
}

test("a new school's creator makes a class and a homework", async ({ page, t }) => {
  const creator = await newSchool();
  await openMainWithToken(page, creator.token);
  const tiles = page.getByRole('list', { name: t('main.tilesLabel') });
  await tiles.getByRole('link', { name: t('tiles.classManagement') }).click();
  const className = `8A ${unique()}`;
  await page.getByLabel(t('classManage.newClass')).fill(className);
  await page.getByRole('button', { name: t('classManage.create') }).click();
  await expect(page.getByRole('row').filter({ hasText: className })).toContainText(
    creator.nickname,
  );

  await page.goto('/main');
  await tiles.getByRole('link', { name: t('tiles.uploadAndGrade') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.assignment'));
  await page.getByRole('link', { name: t('homework.list.create') }).click();
  const name = `First homework ${unique()}`;
  await page.getByLabel(t('homework.form.name'), { exact: true }).fill(name);
  await page.getByLabel(t('homework.form.instructions')).fill('Write about your school.');
  await page.getByRole('checkbox', { name: className }).check();
  await page.getByLabel(t('homework.form.beginAt')).fill('2026-12-01T08:00');
  await page.getByLabel(t('homework.form.deadlineAt')).fill('2026-12-31T17:30');
  await page.getByRole('button', { name: t('homework.form.create') }).click();
  await expect(toast(page, t('success.homeworkCreated'))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('a teacher registers with the teacher invitation shown on the members page', async ({
  page,
  t,
}) => {
  const creator = await newSchool();
  await openMembersPage(page, t, creator);
  const code = page.getByLabel(t('members.teacherInvitation'), { exact: true });
  await expect(code).toHaveText(/^[A-Z2-9]{10}$/);
  const invitation = (await code.textContent())!;
  // Someone else registers on this browser: the admin's session is not theirs to switch from.
  await page.evaluate(clearStorage);

  const username = await registerOnPage(page, creator.school, invitation);
  // The invitation says the role: no role is asked for, and the teacher is in at once.
  await fillNickname(page, t, 'Ms Lin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.teacher', { name: 'Ms Lin', count: 0 }),
  );

  await openMembersPage(page, t, creator);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(
    row.getByRole('combobox', { name: t('members.roleOf', { name: 'Ms Lin' }) }),
  ).toHaveValue('22');
});

test('a student registers with no code, waits, and is approved on the admin page', async ({
  page,
  t,
}) => {
  const creator = await newSchool();
  const username = await registerOnPage(page, creator.school);
  const roleDialog = page.getByRole('dialog', { name: t('roleDialog.title') });
  await expect(roleDialog).toBeVisible();
  await roleDialog.getByRole('radio', { name: t('roleDialog.student') }).check();
  await roleDialog.getByRole('button', { name: t('roleDialog.confirm') }).click();
  await fillNickname(page, t, 'Amy Wu');

  // The waiting page says what for and who decides.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.membership.pending.title', { name: 'Amy Wu' }),
  );
  await expect(
    page.getByText(
      t('main.membership.pending.asked', {
        school: creator.school,
        role: t('profile.accountTypes.student'),
      }),
    ),
  ).toBeVisible();
  await expect(
    page.getByText(t('main.membership.pending.decides', { school: creator.school })),
  ).toBeVisible();

  // Joining a class while waiting is refused in the interface's language.
  await page.goto('/class');
  await page.getByLabel(t('studentClass.code')).fill('ABC123');
  await page.getByRole('button', { name: t('studentClass.join') }).click();
  await expect(page.getByText(t('serverMessages.schoolPending'))).toBeVisible();
  const studentToken = await page.evaluate(storageItem, 'token');

  await openMembersPage(page, t, creator);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(t('members.roles.student'));
  await row.getByRole('button', { name: t('members.approveOf', { name: 'Amy Wu' }) }).click();
  await expect(
    toast(page, t('members.approved', { name: 'Amy Wu', role: t('members.roles.student') })),
  ).toBeVisible();
  await expect(page.getByText(t('members.pendingEmpty'))).toBeVisible();

  await storeToken(page, studentToken!);
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.student', { name: 'Amy Wu', count: 0 }),
  );
});

test("a student's class code cannot make a teacher", async ({ page, t }) => {
  const creator = await newSchool();
  const made = await accountCall('/schoolclass/add', { cls_name: `9C ${unique()}` }, creator.token);
  const username = await registerOnPage(page, creator.school, String(made.data?.code));
  // The class code says the role: a student, never asked to choose.
  await fillNickname(page, t, 'Ben Chen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('main.welcome.student', { name: 'Ben Chen', count: 0 }),
  );
  await expect(page.getByRole('dialog', { name: t('roleDialog.title') })).toHaveCount(0);
  const token = (await page.evaluate(storageItem, 'token'))!;
  const chosen = await accountCall('/user/save_ms_roler', { new_roler: 22 }, token);
  expect(chosen.status).toBe(409);
  expect(await userInfo(token)).toMatchObject({
    username,
    user_roler: 21,
    member_status: 'active',
  });
});
