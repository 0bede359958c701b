import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accountCall, createAccount, DEMO_PASSWORD, login } from '../support/account-api.ts';
import { arrange, homeworkArticles, uploadFixture } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { createHomeworkByApi } from '../support/homework.ts';
import { BASE_URL } from '../support/paths.ts';
import { clearStorage } from '../support/in-page.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function balance(token: string): Promise<number> {
  const answer = await accountCall('/point/get_info', { pro_key: 'essay_chk' }, token);
  return Number(answer.data?.user_point);
}

async function openTile(page: Page, tiles: string, name: string): Promise<void> {
  await page.getByRole('list', { name: tiles }).getByRole('link', { name }).click();
}

test('an admin approves a teacher’s point request with a note and grants points; the balance changes', async ({
  page,
  t,
  loginAs,
  checkA11y,
}) => {
  const teacher = await createAccount({ role: 'teacher', nickname: `Teacher ${unique()}` });
  const note = `e2e admin approve ${unique()}`;
  const asked = await accountCall(
    '/pointask/add',
    { ask_point: 30, ask_note: note },
    teacher.token,
  );
  expect(asked.state).toBe(true);
  expect(await balance(teacher.token)).toBe(0);

  await loginAs('admin');
  await openTile(page, t('main.tilesLabel'), t('tiles.pointManagement'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.pointManage'));
  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText(t('point.status.0'));
  await row
    .getByRole('button', {
      name: t('pointManage.approveFor', { name: teacher.nickname, count: 30 }),
      exact: true,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: t('pointManage.approveTitle') });
  await expect(dialog).toContainText(
    t('pointManage.approveConfirm', { name: teacher.nickname, count: 30 }),
  );
  await checkA11y('point-manage approve dialog');
  await dialog.getByLabel(t('pointManage.reviewNote')).fill('Enjoy the essay unit');
  await dialog.getByRole('button', { name: t('pointManage.approve') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('pointManage.approved') }),
  ).toBeVisible();
  // Processed requests sort after the unprocessed ones (other journeys add those to the shared
  // demo school), so the row may leave page 1: it offers no decision any more either way.
  await expect(row.getByRole('button', { name: t('pointManage.approve') })).toHaveCount(0);
  expect(await balance(teacher.token)).toBe(30);

  // The teacher reads the decision and its note.
  const own = await accountCall('/pointask/get_ask_list', {}, teacher.token);
  expect(own.rows?.find((r) => r.ask_note === note)).toMatchObject({
    ask_ok: '1',
    review_note: 'Enjoy the essay unit',
  });

  await page.getByRole('tab', { name: t('pointManage.tabs.grant') }).click();
  await page.getByLabel(t('pointManage.teacher')).selectOption({
    label: t('pointManage.teacherOption', {
      name: teacher.nickname,
      username: teacher.username,
      count: 30,
    }),
  });
  await page.getByLabel(t('pointManage.grantAmount')).fill('0');
  await page.getByRole('button', { name: t('pointManage.grant') }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(t('point.amountInvalid'));
  await page.getByLabel(t('pointManage.grantAmount')).fill('5');
  await page.getByLabel(t('point.note')).fill('Writing contest');
  await page.getByRole('button', { name: t('pointManage.grant') }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: t('pointManage.granted', { count: 5, name: teacher.nickname, balance: 35 }),
    }),
  ).toBeVisible();
  expect(await balance(teacher.token)).toBe(35);

  await page.getByRole('tab', { name: t('pointManage.tabs.ledger') }).click();
  const ledger = page.getByRole('tabpanel');
  await expect(
    ledger.getByRole('row').filter({ hasText: teacher.nickname }).filter({ hasText: '+5' }),
  ).toContainText('Writing contest');
  await expect(
    ledger.getByRole('row').filter({ hasText: teacher.nickname }).filter({ hasText: '+30' }),
  ).toContainText(t('pointManage.service.point_ask'));
});

test('the admin report shows the essays just corrected, and its CSV has the same numbers', async ({
  page,
  t,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  const teacher = await createAccount({ role: 'teacher', nickname: `Reporter ${unique()}` });
  const className = `Report ${unique()}`;
  const classId = Number(
    (await accountCall('/schoolclass/add', { cls_name: className }, teacher.token)).data?.id,
  );
  const homework = await createHomeworkByApi(teacher.token, `Usage ${unique()}`, ['王小明']);
  const assign = await fetch(`${BASE_URL}/api/teacher/homeworks/${homework.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${teacher.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: homework.name,
      instructions: '',
      submission_method: 'teacher',
      submission_begin_at: new Date().toISOString(),
      submission_deadline_at: new Date(Date.now() + 86_400_000).toISOString(),
      assigned_classes: [classId],
      students: ['王小明'],
    }),
  });
  expect(assign.status).toBe(200);
  const fileId = await uploadFixture(teacher.token, homework.id, 'docx-zh.docx');
  await arrange(teacher.token, homework.id, [{ student_name: '王小明', file_ids: [fileId] }]);
  const grade = await fetch(`${BASE_URL}/api/teacher/homeworks/${homework.id}/articles/all/grade`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${teacher.token}` },
  });
  expect(grade.status).toBe(200);
  await expect
    .poll(async () => (await homeworkArticles(teacher.token, homework.id)).map((a) => a.status), {
      timeout: 180_000,
    })
    .toEqual(['graded']);

  await loginAs('admin');
  await openTile(page, t('main.tilesLabel'), t('tiles.adminReport'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.adminReport'));
  await expect(page.getByRole('img', { name: t('adminReport.byWeek') })).toBeVisible();
  await page.getByRole('button', { name: t('adminReport.tableView') }).click();
  await expect(page.getByRole('button', { name: t('adminReport.tableView') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One free correction (FREE_IMAGE_ARTICLE_GRADE_TIMES=1): 1 essay, 0 points.
  const teacherTable = page.getByRole('table', { name: t('adminReport.byTeacher') });
  await expect(teacherTable.getByRole('row').filter({ hasText: teacher.nickname })).toHaveText(
    new RegExp(`^${teacher.nickname}\\s*1\\s*0$`),
  );
  const classTable = page.getByRole('table', { name: t('adminReport.byClass') });
  await expect(classTable.getByRole('row').filter({ hasText: className })).toHaveText(
    new RegExp(`^${className}\\s*1\\s*0$`),
  );
  const levelsTable = page.getByRole('table', { name: t('adminReport.levels') });
  const levelRow = levelsTable.getByRole('row').filter({ hasText: homework.name });
  await expect(levelRow).toContainText(className);
  await checkA11y('admin-report table view');

  const total = Number(await page.getByTestId('usage-essays').textContent());
  expect(total).toBeGreaterThanOrEqual(1);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('adminReport.downloadCsv') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'section,week,teacher,class,homework,level,essays_corrected,points_spent,essays',
  );
  expect(lines).toContain(`teacher,,${teacher.nickname},,,,1,0,`);
  expect(lines).toContain(`class,,,${className},,,1,0,`);
  const levelLines = lines.filter((line) =>
    line.startsWith(`level,,,${className},${homework.name},`),
  );
  expect(levelLines).toHaveLength(1);
  expect(levelLines[0]).toMatch(/,1$/);
});

test('class management: paste a list, print the sheet, move, remove and reset a password', async ({
  page,
  t,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  const teacher = await loginAs('teacher');
  const [first, second] = [`7A ${unique()}`, `7B ${unique()}`];
  await openTile(page, t('main.tilesLabel'), t('tiles.classManagement'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.classManage'));
  for (const name of [first, second]) {
    await page.getByLabel(t('classManage.newClass')).fill(name);
    await page.getByRole('button', { name: t('classManage.create') }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(teacher.nickname);
  }
  await page.getByRole('link', { name: t('classManage.manageClass', { name: first }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('classEdit.title', { name: first }),
  );

  // Issue 29: the class code on the class page, with a join sheet that prints alone.
  const joinSheet = page.getByRole('region', { name: t('joinSheet.title', { name: first }) });
  const code = (await joinSheet.locator('.join-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  await expect(joinSheet).toContainText(t('joinSheet.step3', { code }));
  const joiner = await createAccount({ role: 'student' });
  expect((await accountCall('/schoolclass/join', { code }, joiner.token)).state).toBe(true);
  await checkA11y('class-edit with the join sheet');
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printedJoinSheet: boolean }).printedJoinSheet =
        document.querySelector('.join-sheet.printing') !== null;
    };
  });
  await joinSheet.getByRole('button', { name: t('joinSheet.print') }).click();
  expect(
    await page.evaluate(
      () => (window as unknown as { printedJoinSheet: boolean }).printedJoinSheet,
    ),
  ).toBe(true);
  await expect(page.locator('.join-sheet.printing')).toHaveCount(0);

  await page.getByLabel(t('classEdit.pasteList')).fill('王小明\n陳美玲，林大同\n\n');
  await page.getByRole('button', { name: t('classEdit.addList') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('classEdit.added', { count: 3 }) }),
  ).toBeVisible();
  const sheet = page.getByRole('region', { name: t('classEdit.sheetTitle', { name: first }) });
  await expect(sheet.getByRole('row')).toHaveCount(4);
  const sheetRow = (name: string) => sheet.getByRole('row').filter({ hasText: name }).first();
  const cells = async (name: string) => sheetRow(name).getByRole('cell').allTextContents();
  const [username, password] = await cells('林大同');
  expect(
    (await accountCall('/user/login', { username: username!, password: password! })).state,
  ).toBe(true);

  await checkA11y('class-edit with the account sheet');
  // Print: the browser's print runs, and the print stylesheet shows the sheet alone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await sheet.getByRole('button', { name: t('classEdit.print') }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(sheet.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(sheetRow('王小明')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const roster = page.getByRole('table', { name: t('classEdit.rosterCaption', { name: first }) });
  // The three new accounts and the student who joined by the code.
  await expect(roster.getByRole('row')).toHaveCount(5);
  await roster
    .getByLabel(t('classEdit.moveTo', { name: '王小明' }))
    .selectOption({ label: second });
  await roster
    .getByRole('button', { name: t('classEdit.moveStudent', { name: '王小明' }), exact: true })
    .click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: t('classEdit.moved', { name: '王小明', cls: second }) }),
  ).toBeVisible();
  await expect(roster.getByRole('row').filter({ hasText: '王小明' })).toHaveCount(0);

  await roster
    .getByRole('button', { name: t('classEdit.removeStudent', { name: '陳美玲' }), exact: true })
    .click();
  const remove = page.getByRole('dialog', { name: t('classEdit.removeTitle') });
  await remove.getByRole('button', { name: t('classEdit.remove') }).click();
  await expect(roster.getByRole('row').filter({ hasText: '陳美玲' })).toHaveCount(0);

  await roster
    .getByRole('button', { name: t('classEdit.resetStudent', { name: '林大同' }), exact: true })
    .click();
  const reset = page.getByRole('dialog', { name: t('classEdit.resetTitle') });
  await reset.getByRole('button', { name: t('classEdit.reset') }).click();
  await expect(sheet.getByRole('row').filter({ hasText: '林大同' })).toHaveCount(2);
  const newPassword = (
    await sheet
      .getByRole('row')
      .filter({ hasText: '林大同' })
      .nth(1)
      .getByRole('cell')
      .allTextContents()
  )[1]!;
  expect(newPassword).not.toBe(password);
  expect(
    (await accountCall('/user/login', { username: username!, password: password! })).state,
  ).toBe(false);
  expect(
    (await accountCall('/user/login', { username: username!, password: newPassword })).state,
  ).toBe(true);

  await page.goto('/class-manage');
  // Students column (after the teacher): one left of the pasted list in each class, and in the
  // first the student who joined by its code.
  for (const [name, count] of [
    [first, '2'],
    [second, '1'],
  ] as const) {
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1),
    ).toHaveText(count);
  }

  // The school admin sees the teacher's classes too.
  await page.evaluate(clearStorage);
  await openMainWithToken(page, await login('demo-admin', DEMO_PASSWORD));
  await page.goto('/class-manage');
  await expect(page.getByRole('row').filter({ hasText: second })).toContainText(teacher.nickname);
});

test('customer service shows the contact configured for the deployment', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('admin');
  await openTile(page, t('main.tilesLabel'), t('tiles.customerService'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('customerService.title'));
  await expect(page.getByRole('link', { name: 'support@example.edu.tw' })).toHaveAttribute(
    'href',
    'mailto:support@example.edu.tw',
  );
  await expect(page.getByText('Demo Support Desk')).toBeVisible();
});
