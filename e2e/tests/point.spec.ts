import { accountCall, DEMO_PASSWORD, login, reviewAskByNote } from '../support/account-api.ts';
import { expect, test } from '../support/fixtures.ts';

const DATE_TO_MINUTE = /\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}/;

test('point application approved by an admin updates balance and records', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('teacher');
  await page
    .getByRole('list', { name: t('main.tilesLabel') })
    .getByRole('link', { name: t('tiles.pointPlan') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('point.title'));
  const balance = page.getByTestId('point-balance');
  await expect(balance).toHaveText(t('point.balanceValue', { count: 0 }));
  await expect(page.getByText(t('pagination.pageOf', { page: 1, total: 1 }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('pagination.previous') })).toBeDisabled();
  await expect(page.getByRole('button', { name: t('pagination.next') })).toBeDisabled();

  // Numeric amount only.
  await page.getByRole('button', { name: t('point.apply') }).click();
  const dialog = page.getByRole('dialog', { name: t('applyDialog.title') });
  const note = `e2e approve ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;
  await dialog.getByLabel(t('point.amount')).fill('0');
  await dialog.getByRole('button', { name: t('applyDialog.confirm') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('point.amountInvalid'));
  await dialog.getByLabel(t('point.amount')).fill('1000001');
  await dialog.getByRole('button', { name: t('applyDialog.confirm') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    t('point.amountTooLarge', { max: '1,000,000' }),
  );
  await dialog.getByLabel(t('point.amount')).fill('30');
  await dialog.getByLabel(t('point.note')).fill(note);
  await dialog.getByRole('button', { name: t('applyDialog.confirm') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('point.applied') })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: t('point.tabs.apply') }).click();
  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText(t('point.status.0'));
  await expect(row.getByRole('cell').nth(3)).toHaveText(DATE_TO_MINUTE);
  await expect(row.getByRole('button', { name: t('point.withdraw') })).toBeVisible();

  // The admin approves through the account API.
  await reviewAskByNote(await login('demo-admin', DEMO_PASSWORD), note, 1);

  await page.reload();
  await expect(balance).toHaveText(t('point.balanceValue', { count: 30 }));
  const gotRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: '+30' });
  await expect(gotRow).toHaveCount(1);
  await expect(gotRow.getByRole('cell').nth(2)).toHaveText(DATE_TO_MINUTE);
  await page.getByRole('tab', { name: t('point.tabs.apply') }).click();
  await expect(row).toContainText(t('point.status.1'));
  await expect(row.getByRole('button', { name: t('point.withdraw') })).toHaveCount(0);
  await page.getByRole('tab', { name: t('point.tabs.use') }).click();
  await expect(page.getByRole('tabpanel')).toContainText(t('point.empty'));
});

test('an unprocessed point application can be withdrawn', async ({ page, t, loginAs }) => {
  await loginAs('teacher');
  await page.goto('/point');
  await page.getByRole('button', { name: t('point.apply') }).click();
  const dialog = page.getByRole('dialog', { name: t('applyDialog.title') });
  const note = `e2e withdraw ${Date.now()}`;
  await dialog.getByLabel(t('point.amount')).fill('5');
  await dialog.getByLabel(t('point.note')).fill(note);
  await dialog.getByRole('button', { name: t('applyDialog.confirm') }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: t('point.tabs.apply') }).click();
  const row = page.getByRole('row').filter({ hasText: note });
  await row.getByRole('button', { name: t('point.withdraw') }).click();
  const confirm = page.getByRole('dialog', { name: t('point.withdrawTitle') });
  await expect(confirm).toContainText(t('point.withdrawConfirm', { count: 5 }));
  await confirm.getByRole('button', { name: t('point.withdraw') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('success.delete') })).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('point-balance')).toHaveText(t('point.balanceValue', { count: 0 }));
});

test('apply record pages ten at a time', async ({ page, t, loginAs }) => {
  const teacher = await loginAs('teacher');
  for (let i = 1; i <= 11; i += 1) {
    const added = await accountCall(
      '/pointask/add',
      { pro_key: 'essay_chk', ask_point: i, ask_note: `page test ${i}` },
      teacher.token,
    );
    expect(added.state).toBe(true);
  }
  await page.goto('/point');
  await page.getByRole('tab', { name: t('point.tabs.apply') }).click();
  const panel = page.getByRole('tabpanel');
  const rows = panel.getByRole('row').filter({ hasText: 'page test' });
  await expect(panel.getByText(t('pagination.pageOf', { page: 1, total: 2 }))).toBeVisible();
  await expect(rows).toHaveCount(10);
  await expect(panel.getByRole('button', { name: t('pagination.previous') })).toBeDisabled();
  await panel.getByRole('button', { name: t('pagination.next') }).click();
  await expect(panel.getByText(t('pagination.pageOf', { page: 2, total: 2 }))).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(panel.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
  await panel.getByRole('button', { name: t('pagination.previous') }).click();
  await expect(panel.getByText(t('pagination.pageOf', { page: 1, total: 2 }))).toBeVisible();
});
