import type { Page } from '@playwright/test';
import { accountCall, uniqueUsername, userInfo } from '../support/account-api.ts';
import { clearStorage, storageItem } from '../support/in-page.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';

/**
 * Issue 41, part 2 (decision 0071): the code decides the school. A teacher and a student who
 * register with codes land in the code's school whatever school name they type (台 for 臺, a
 * shortened name, none); a new school is an explicit choice that warns of a look-alike and asks
 * to confirm its exact name.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface School {
  name: string;
  tag: string;
  token: string;
  teacherCode: string;
  classCode: string;
}

/** 臺北市立明德…國民中學, started through the account service, with a class and its codes. */
async function mingde(): Promise<School> {
  const tag = unique();
  const name = `臺北市立明德${tag}國民中學`;
  const username = uniqueUsername('founder');
  const registered = await accountCall('/user/register', {
    username,
    password: 'violet-harbour-42',
    email: `${username}@example.edu.tw`,
    sch_name: name,
    new_school: '1',
  });
  const token = String(registered.data?.token);
  await accountCall('/user/save', { nickname: `Principal ${tag}` }, token);
  const made = await accountCall('/schoolclass/add', { cls_name: '八年三班' }, token);
  const invite = await accountCall('/school/get_invite_code', {}, token);
  return {
    name,
    tag,
    token,
    teacherCode: String(invite.data?.invite_code),
    classCode: String(made.data?.code),
  };
}

/** The register page, filled as a person would. */
async function fillRegister(
  page: Page,
  fields: { school: string; code?: string; newSchool?: boolean },
): Promise<string> {
  const username = uniqueUsername('reg');
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('violet-harbour-42');
  await page.locator('input[name=email]').fill(`${username}@example.edu.tw`);
  await page.locator('input[name=invite_code]').fill(fields.code ?? '');
  await page.locator('input[name=sch_name]').fill(fields.school);
  if (fields.newSchool) await page.locator('input[name=new_school]').check();
  await page.locator('button[type=submit]').click();
  return username;
}

/** The user the page signed in: the token /main stored after exchanging the one-time code. */
async function signedInUser(page: Page) {
  await expect(page).toHaveURL(/\/main$/);
  await expect.poll(() => page.evaluate(storageItem, 'token')).toBeTruthy();
  return userInfo((await page.evaluate(storageItem, 'token'))!);
}

test('a teacher and students register with codes, whatever school name they type, and land in the code’s school', async ({
  page,
  t,
}) => {
  const school = await mingde();
  const registrations = [
    { school: `明德${school.tag}國中`, code: school.teacherCode, role: 22 },
    { school: `台北市立明德${school.tag}國民中學`, code: school.classCode, role: 21 },
    { school: '', code: school.classCode.toLowerCase(), role: 21 },
  ];
  for (const registration of registrations) {
    await page.goto('/account/register?redirect=/main');
    // The previous registration's session goes: the token read below is this one's.
    await page.evaluate(clearStorage);
    await fillRegister(page, registration);
    expect(await signedInUser(page), registration.school).toMatchObject({
      sch_name: school.name,
      user_roler: registration.role,
      member_status: 'active',
    });
    await expect(page.getByRole('dialog', { name: t('nicknameDialog.title') })).toBeVisible();
  }
  const members = await accountCall('/school/member_list', {}, school.token);
  expect(members.rows).toHaveLength(4);
});

test('a new school warns of a look-alike and asks to confirm its exact name; its members page shows it', async ({
  page,
  t,
}) => {
  const school = await mingde();
  const lookAlike = `台北市立明德${school.tag}國民中學`;
  await page.goto('/account/register?redirect=/main');
  await fillRegister(page, { school: lookAlike, newSchool: true });

  await expect(page.getByRole('alert')).toHaveText(t('serverMessages.lookAlikeSchool'));
  await expect(page.getByRole('listitem').filter({ hasText: school.name })).toBeVisible();
  await expect(page).not.toHaveURL(/\/main/);
  const confirm = page.locator('input[name=confirm_school]');
  await expect(confirm).toHaveValue(lookAlike);
  await expect(page.locator('input[name=new_school]')).toBeChecked();
  await expect(page.locator('input[name=sch_name]')).toHaveValue(lookAlike);

  // Confirmed: the new school is made with the exact name typed, its founder its administrator.
  await page.locator('input[name=password]').fill('violet-harbour-42');
  await confirm.check();
  await page.locator('button[type=submit]').click();
  const founder = await signedInUser(page);
  expect(founder).toMatchObject({ sch_name: lookAlike, user_roler: 23, member_status: 'active' });

  // The real school's members page names it exactly.
  await openMainWithToken(page, school.token);
  await page
    .getByRole('list', { name: t('main.tilesLabel') })
    .getByRole('link', { name: t('tiles.members') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.members'));
  await expect(page.locator('.school-exact-name')).toContainText(school.name);
});
