import { accountCall } from '../support/account-api.ts';
import { api, arrange, grantPoints, uploadFixture } from '../support/correction.ts';
import { expect, test } from '../support/fixtures.ts';
import { createHomeworkByApi } from '../support/homework.ts';
import { correctAll } from '../support/student.ts';

/** Issue 31 item 2: the teacher levels three essays; the fourth follows, free. */
const STUDENTS = ['王小明', '陳美玲', '林志豪', '張雅婷'];

async function useLog(token: string): Promise<number> {
  const log = await accountCall('/point/get_point_user_log', {}, token);
  if (!log.rows) throw new Error(`use log: ${log.message}`);
  return log.rows.length;
}

test('three teacher levels → preview → apply: the other essay’s level moves, no point charged', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
  snapshot,
}) => {
  test.setTimeout(300_000);
  const account = await loginAs('teacher');
  await grantPoints(account.token, 10);
  const homework = await createHomeworkByApi(
    account.token,
    `Relevel ${lang} ${Date.now()}`,
    STUDENTS,
  );
  // One Word essay handed in by four students: the engine gives all four one level.
  const groups = [];
  for (const [i, student] of STUDENTS.entries())
    groups.push({
      student_name: student,
      file_ids: [
        await uploadFixture(account.token, homework.id, 'docx-zh.docx', `essay-${i}.docx`),
      ],
    });
  await arrange(account.token, homework.id, groups);
  const graded = await correctAll(account.token, homework.id);
  const { articles } = await api<{ articles: { id: number; score: number }[] }>(
    account.token,
    'GET',
    `/teacher/homeworks/${homework.id}`,
  );
  expect(graded.map((a) => a.status)).toEqual(['graded', 'graded', 'graded', 'graded']);
  const engine = articles[0]!.score;
  expect(articles.map((a) => a.score)).toEqual([engine, engine, engine, engine]);
  const move = engine <= 4 ? 2 : -2;
  const level = (value: number) =>
    lang === 'zh-tw' ? `${value}級分` : t('correction.levelOf', { level: value, full: 6 });

  // The offer is not there before the teacher has levelled three essays.
  await page.goto(`/aicheck/${homework.id}`);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: t('correction.relevel.open') })).toHaveCount(0);

  // The teacher sets the level of three essays on their reports.
  for (const article of articles.slice(0, 3)) {
    await page.goto(`/aipaper/${homework.id}/${article.id}`);
    await page.getByLabel(t('report.override.level')).selectOption(String(engine + move));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/teacher/articles/${article.id}/override`) && r.status() === 200,
    );
    await page.getByRole('button', { name: t('report.override.save') }).click();
    await saved;
  }
  await page.goto('/point');
  // the balance once loaded (a placeholder stands there while it is fetched)
  await expect(page.getByTestId('point-balance')).toHaveText(/\d/);
  const balance = await page.getByTestId('point-balance').textContent();
  const spent = await useLog(account.token);

  // Preview: the rule in words, and the one essay whose level would change.
  await page.goto(`/aicheck/${homework.id}`);
  await page.getByRole('button', { name: t('correction.relevel.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('correction.relevel.title') });
  await expect(dialog.getByText(t('correction.relevel.intro', { count: 3 }))).toBeVisible();
  const shift = move > 0 ? 'correction.relevel.shiftUp' : 'correction.relevel.shiftDown';
  await expect(dialog.getByText(t(shift, { count: Math.abs(move) }))).toBeVisible();
  await expect(dialog.getByText(t('correction.relevel.free'))).toBeVisible();
  const changes = dialog.getByRole('table', { name: t('correction.relevel.caption') });
  await expect(changes.getByRole('row')).toHaveCount(2);
  await expect(changes.getByRole('row', { name: STUDENTS[3] })).toContainText(level(engine));
  await expect(changes.getByRole('row', { name: STUDENTS[3] })).toContainText(level(engine + move));
  await checkA11y('/aicheck re-level preview');
  await snapshot('relevel-preview');

  // Apply: the list shows the new level; the report says it too.
  await dialog.getByRole('button', { name: t('correction.relevel.apply', { count: 1 }) }).click();
  await expect(page.getByText(t('correction.relevel.applied', { count: 1 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: STUDENTS[3]! });
  await expect(row).toContainText(level(engine + move));
  await expect(row).not.toContainText(t('correction.changedByTeacher'));
  await page.goto(`/aipaper/${homework.id}/${articles[3]!.id}`);
  // The report's brackets follow the interface language (issue 29): （） in zh-tw, ( ) in en-us.
  const moved = engine + move;
  await expect(page.locator('.report-rating .level')).toHaveText(
    lang === 'zh-tw' ? `${moved}級分（${moved} / 6）` : `${moved}級分 (${moved} / 6)`,
  );

  // No charge: the balance and the use record are as before.
  await page.goto('/point');
  await expect(page.getByTestId('point-balance')).toHaveText(balance ?? '');
  expect(await useLog(account.token)).toBe(spent);
});
