import { expect, test } from '../support/fixtures.ts';

test('screenshots of /, /main (teacher), /profile and /point', async ({
  page,
  t,
  loginAs,
  snapshot,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.title'));
  await snapshot('landing');
  await loginAs('teacher');
  await snapshot('main-teacher');
  await page.goto('/profile');
  await expect(page.getByLabel(t('profile.school'))).toHaveValue('Demo School');
  await snapshot('profile');
  await page.goto('/point');
  await expect(page.getByTestId('point-balance')).toHaveText(t('point.balanceValue', { count: 0 }));
  await snapshot('point');
});
