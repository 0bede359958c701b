import type { Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * Failure paths of /model-essay-setting with the product API answers replaced in the browser:
 * no grading needed, and each refusal is one the real server cannot be made to give on demand.
 */
const MODEL = {
  id: 901,
  article_id: 9001,
  homework_id: 77,
  homework_name: 'Stubbed homework',
  title: 'homework_1',
  student_name: 'Dora',
  content: 'A stubbed essay.',
  score: 4,
  level_label: '4級分',
  show_name: false,
  strengths: [{ 'zh-tw': '結構清楚。', en: 'Clear structure.' }],
};
const ADDIBLE = {
  article_id: 9002,
  homework_id: 77,
  homework_name: 'Stubbed homework',
  title: 'homework_1',
  student_name: 'Eli',
  content: 'Another stubbed essay.',
  score: 5,
  level_label: '5級分',
  strengths: [],
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test('model essays: refused delete, toggle and add show their messages', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('teacher');
  await page.route(
    (url) => url.pathname.startsWith('/api/teacher/model_articles'),
    (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.endsWith('/addible')) return json(route, 200, { articles: [ADDIBLE] });
      if (pathname.endsWith('/901')) return json(route, 500, { error: 'boom', code: 'internal' });
      if (route.request().method() === 'PUT')
        return json(route, 404, {
          error: 'Essay not found or not graded: 9002',
          code: 'article_not_found',
          details: { ids: '9002' },
        });
      return json(route, 200, { articles: [MODEL] });
    },
  );
  await page.goto('/model-essay-setting');
  const table = page.getByRole('table', { name: t('modelEssay.table.caption') });
  const dora = table.getByRole('row').filter({ hasText: 'Dora' });

  // A refused show-name change says so and the box returns to the stored value.
  await dora.getByRole('checkbox').click();
  await expect(page.getByText(t('errors.updateFailed'))).toBeVisible();
  await expect(dora.getByRole('checkbox')).not.toBeChecked();

  // A refused delete says so and the model essay stays.
  await dora.getByRole('button', { name: t('modelEssay.table.delete') }).click();
  const confirm = page.getByRole('dialog', { name: t('modelEssay.remove.title') });
  await confirm.getByRole('button', { name: t('modelEssay.table.delete') }).click();
  await expect(page.getByText(t('errors.deleteFailed'))).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dora).toBeVisible();

  // A refused add shows the server's message and keeps the dialog and its ticks.
  await page.getByRole('button', { name: t('modelEssay.add.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('modelEssay.add.title') });
  const eli = dialog.getByRole('checkbox', {
    // An untitled essay is named by its student (issue 41), never 「homework_1」.
    name: t('modelEssay.add.chooseOf', {
      title: t('essayLabel.untitledOf', { name: 'Eli' }),
      student: 'Eli',
    }),
  });
  await eli.check();
  await dialog.getByRole('button', { name: t('modelEssay.add.submit', { count: 1 }) }).click();
  // Worded by its code in the interface's language (issue 12 item 7), not the server's English text.
  await expect(page.getByText(t('errors.api.article_not_found'))).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(eli).toBeChecked();
});
