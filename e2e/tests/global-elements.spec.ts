import { arrange, homeworkArticles, uploadFixture } from '../support/correction.ts';
import { createHomeworkByApi } from '../support/homework.ts';
import { translator } from '../support/i18n.ts';
import { storageItem } from '../support/in-page.ts';
import { expect, test } from '../support/fixtures.ts';

test('the narrow-window warning stays dismissed after reload', async ({ page, t }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await page.goto('/');
  const warning = page.getByRole('alertdialog', { name: t('screenWarning.title') });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: t('screenWarning.dismiss') }).click();
  await expect(warning).toBeHidden();
  expect(await page.evaluate(storageItem, 'screenSizeWarningDismissed')).toBe('true');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.title'));
  await expect(warning).toHaveCount(0);
});

test('no warning on a wide window', async ({ page, t }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('landing.title'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('landing page: logo, login and register links to the account service, footer', async ({
  page,
  t,
  lang,
}) => {
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img', { name: t('app.logoAlt') });
  await expect(logo).toBeVisible();
  // Issue 29: the brand in the reader's language (the zh-tw logo reads 作文作業平台).
  await expect(logo).toHaveAttribute('src', lang === 'zh-tw' ? '/logo-zh-tw.svg' : '/logo.svg');
  const suffix = lang === 'zh-tw' ? '&lang=zh-tw' : '';
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('banner.login') }),
  ).toHaveAttribute('href', `/account/login?redirect=/main${suffix}`);
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('banner.register') }),
  ).toHaveAttribute('href', `/account/register?redirect=/main${suffix}`);
  await expect(page.getByRole('contentinfo').getByRole('paragraph').first()).toHaveText(
    t('app.footer'),
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: t('pages.privacy') }),
  ).toHaveAttribute('href', '/privacy');
  await page
    .getByRole('main')
    .getByRole('link', { name: t('landing.login') })
    .click();
  await expect(page).toHaveURL(/\/account\/login\?redirect=(\/|%2F)main/);
});

test('the language switcher changes every text and is remembered', async ({ page, t, lang }) => {
  const other = lang === 'zh-tw' ? 'en-us' : 'zh-tw';
  await page.goto('/');
  await page.getByLabel(t('language.label')).selectOption(other);
  const o = translator(other);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(o('landing.title'));
  await expect(page.locator('html')).toHaveAttribute(
    'lang',
    other === 'zh-tw' ? 'zh-Hant-TW' : 'en',
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(o('landing.title'));
  expect(await page.evaluate(storageItem, 'locale')).toBe(other);
});

test('breadcrumb: home link to /main, last item plain text', async ({ page, t, loginAs }) => {
  await loginAs('teacher');
  await page.goto('/point');
  const crumbs = page.getByRole('navigation', { name: t('breadcrumb.label') });
  await expect(crumbs.getByRole('link', { name: t('breadcrumb.home') })).toHaveAttribute(
    'href',
    '/main',
  );
  await expect(crumbs.getByRole('link')).toHaveCount(1);
  await expect(crumbs.locator('[aria-current=page]')).toHaveText(t('point.title'));
});

test('the report route shows the essay-report title in the banner', async ({
  page,
  t,
  loginAs,
}) => {
  // The teacher's own essay: another's (or a missing one) gets the not-found page.
  const account = await loginAs('teacher');
  const homework = await createHomeworkByApi(account.token, `Banner ${Date.now()}`, ['王小明']);
  const fileId = await uploadFixture(account.token, homework.id, 'docx-zh.docx');
  await arrange(account.token, homework.id, [{ student_name: '王小明', file_ids: [fileId] }]);
  const [article] = await homeworkArticles(account.token, homework.id);
  await page.goto(`/aipaper/${homework.id}/${article!.id}`);
  await expect(page.getByRole('banner')).toContainText(t('banner.essayReport'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: t('banner.edition.teacher') }),
  ).toHaveCount(0);
});
