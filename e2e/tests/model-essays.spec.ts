import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { accountCall, createAccount, type Account } from '../support/account-api.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { clearStorage } from '../support/in-page.ts';
import { BASE_URL, REPO_ROOT } from '../support/paths.ts';

/** Model essay journey: graded essays (set up through the APIs) become models through the UI. */
const FIXTURES = path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures');
const MIME: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

interface GradedArticle {
  id: number;
  student_name: string;
  status: string;
  score: number | null;
  level_label: string | null;
  extraction: { pending: number };
}
interface ModelRow {
  id: number;
  student_name: string;
  strengths: { 'zh-tw': string; en: string }[];
}

async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${BASE_URL}/api${url}`, init);
  const json = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.error ?? ''}`);
  return json;
}

async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not finish in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** A homework whose essays (one fixture per student) are uploaded, arranged and graded. */
async function gradedHomework(
  token: string,
  name: string,
  classes: number[],
  essays: [student: string, fixture: string][],
): Promise<{ id: number; articles: GradedArticle[] }> {
  const now = Date.now();
  const { id } = await api<{ id: number }>(token, 'POST', '/teacher/homeworks', {
    name,
    instructions: '',
    submission_method: 'teacher',
    submission_begin_at: new Date(now).toISOString(),
    submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
    assigned_classes: classes,
    students: [],
  });
  const groups = [];
  for (const [student, fixture] of essays) {
    const form = new FormData();
    const type = MIME[fixture.split('.').pop() ?? ''] ?? 'application/octet-stream';
    form.append('file', new Blob([readFileSync(path.join(FIXTURES, fixture))], { type }), fixture);
    const file = await api<{ id: number }>(token, 'POST', `/teacher/homeworks/${id}/files`, form);
    groups.push({ student_name: student, file_ids: [file.id] });
  }
  await api(token, 'POST', `/teacher/homeworks/${id}/articles`, { articles: groups });
  const articles = () =>
    api<{ articles: GradedArticle[] }>(token, 'GET', `/teacher/homeworks/${id}`).then(
      (homework) => homework.articles,
    );
  await poll('extraction', articles, (list) => list.every((a) => a.extraction.pending === 0));
  await api(token, 'PATCH', `/teacher/homeworks/${id}/articles/all/grade`);
  return {
    id,
    articles: await poll('grading', articles, (l) => l.every((a) => a.status === 'graded')),
  };
}

/** A teacher with two graded homework; the first is assigned to a class a student joined. */
async function setUp() {
  const teacher = await createAccount({ role: 'teacher' });
  const created = await accountCall(
    '/schoolclass/add',
    { cls_name: `Model ${teacher.username}` },
    teacher.token,
  );
  const classId = Number(created.data?.id);
  const student = await createAccount({ role: 'student' });
  const joined = await accountCall(
    '/schoolclass/join',
    { code: String(created.data?.code) },
    student.token,
  );
  if (!joined.state) throw new Error(`join failed: ${joined.message}`);
  const suffix = teacher.username.slice(-5);
  const [first, second] = await Promise.all([
    gradedHomework(
      teacher.token,
      `Mountain ${suffix}`,
      [classId],
      [
        ['Amy', 'docx-zh.docx'],
        ['Ben', 'pdf-text-en.pdf'],
      ],
    ),
    gradedHomework(teacher.token, `Notebook ${suffix}`, [], [['Cara', 'pdf-text-en.pdf']]),
  ]);
  const byName = (name: string) => {
    const article = [...first.articles, ...second.articles].find((a) => a.student_name === name);
    if (!article) throw new Error(`no essay of ${name}`);
    return article;
  };
  return { teacher, student, first, second, amy: byName('Amy'), ben: byName('Ben') };
}

const row = (table: Locator, student: string) =>
  table.getByRole('row').filter({ hasText: student });

async function openAs(page: Page, account: Account, path: string) {
  await page.evaluate(clearStorage);
  await openMainWithToken(page, account.token);
  await page.goto(path);
}

test('model essays: add two through the dialog, filter, view, show a name, delete', async ({
  page,
  t,
  lang,
  checkA11y,
  snapshot,
}) => {
  test.setTimeout(300_000);
  const { teacher, student, first, second, amy, ben } = await setUp();
  const firstName = `Mountain ${teacher.username.slice(-5)}`;

  // The /main tile leads to the page, which has its breadcrumb and an empty table.
  await openMainWithToken(page, teacher.token);
  await page
    .getByRole('list', { name: t('main.tilesLabel') })
    .getByRole('link', { name: t('tiles.modelEssays') })
    .click();
  await expect(page).toHaveURL(/\/model-essay-setting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.modelEssaySetting'));
  const crumbs = page.getByRole('navigation', { name: t('breadcrumb.label') });
  await expect(crumbs.getByRole('link', { name: t('breadcrumb.home') })).toHaveAttribute(
    'href',
    '/main',
  );
  const table = page.getByRole('table', { name: t('modelEssay.table.caption') });
  await expect(table).toContainText(t('modelEssay.table.empty'));
  await checkA11y('/model-essay-setting empty');

  // Add dialog: all three graded essays are offered; nothing ticked cannot be added.
  await page.getByRole('button', { name: t('modelEssay.add.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('modelEssay.add.title') });
  const tick = (essay: GradedArticle, title: string) =>
    dialog.getByRole('checkbox', {
      name: t('modelEssay.add.chooseOf', { title, student: essay.student_name }),
    });
  const addible = dialog.getByRole('table', { name: t('modelEssay.add.listLabel') });
  await expect(addible.getByRole('row')).toHaveCount(4);
  await dialog.getByRole('button', { name: t('modelEssay.add.submit', { count: 0 }) }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('modelEssay.add.chooseOne'));
  await checkA11y('/model-essay-setting add dialog');
  await snapshot('model-essay-add-dialog');

  // Ticking, then changing the filter, clears the ticks (spec §4).
  const amyTitle = (await row(addible, 'Amy').getByRole('cell').nth(1).textContent()) ?? '';
  const benTitle = (await row(addible, 'Ben').getByRole('cell').nth(1).textContent()) ?? '';
  await tick(amy, amyTitle).check();
  await expect(dialog.getByText(t('modelEssay.add.chosen', { count: 1 }))).toBeVisible();
  await dialog
    .getByLabel(t('modelEssay.filter.homework'), { exact: true })
    .selectOption(String(first.id));
  await expect(addible.getByRole('row')).toHaveCount(3);
  await expect(tick(amy, amyTitle)).not.toBeChecked();
  await expect(dialog.getByText(t('modelEssay.add.chosen', { count: 0 }))).toBeVisible();
  // The score filter narrows the list, and clears the ticks again.
  await tick(ben, benTitle).check();
  await dialog
    .getByLabel(t('modelEssay.filter.score'), { exact: true })
    .selectOption(String(amy.score));
  await expect(addible.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByText(t('modelEssay.add.chosen', { count: 0 }))).toBeVisible();
  await dialog.getByLabel(t('modelEssay.filter.score'), { exact: true }).selectOption('');
  await tick(amy, amyTitle).check();
  await tick(ben, benTitle).check();
  await dialog.getByRole('button', { name: t('modelEssay.add.submit', { count: 2 }) }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('modelEssay.add.added', { count: 2 }))).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  // The models are stored; the dialog no longer offers them, only Cara's essay.
  const models = await api<{ articles: ModelRow[] }>(
    teacher.token,
    'GET',
    '/teacher/model_articles',
  );
  expect(models.articles.map((m) => m.student_name).sort()).toEqual(['Amy', 'Ben']);
  await page.getByRole('button', { name: t('modelEssay.add.open') }).click();
  await expect(addible.getByRole('row')).toHaveCount(2);
  await expect(row(addible, 'Cara')).toBeVisible();
  await dialog.getByRole('button', { name: t('modal.cancel') }).click();
  await expect(dialog).toBeHidden();

  // Filters: by homework, by score, a homework without models.
  const filters = page.getByRole('group', { name: t('modelEssay.filter.label') });
  await filters
    .getByLabel(t('modelEssay.filter.homework'), { exact: true })
    .selectOption(String(first.id));
  await filters
    .getByLabel(t('modelEssay.filter.score'), { exact: true })
    .selectOption(String(ben.score));
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row(table, 'Ben')).toBeVisible();
  await filters
    .getByLabel(t('modelEssay.filter.homework'), { exact: true })
    .selectOption(String(second.id));
  await expect(table).toContainText(t('modelEssay.table.empty'));
  await filters.getByLabel(t('modelEssay.filter.homework'), { exact: true }).selectOption('');
  await expect(table.getByRole('row')).toHaveCount(3);

  // Viewing dialog: essay, level and the report's strengths in the current locale.
  await row(table, 'Amy')
    .getByRole('button', { name: t('modelEssay.table.view') })
    .click();
  const view = page.getByRole('dialog', { name: amyTitle });
  await expect(view).toContainText(amy.level_label ?? String(amy.score));
  await expect(view).toContainText(firstName);
  await expect(view).toContainText('合歡山');
  const [strength] = models.articles.find((m) => m.student_name === 'Amy')?.strengths ?? [];
  if (!strength) throw new Error("Amy's report names no strengths");
  const [shown, hidden] =
    lang === 'zh-tw' ? [strength['zh-tw'], strength.en] : [strength.en, strength['zh-tw']];
  await expect(view.getByRole('listitem').first()).toHaveText(shown);
  await expect(view).not.toContainText(hidden);
  await checkA11y('/model-essay-setting viewing dialog');
  await snapshot('model-essay-view-dialog');
  await view.getByRole('button', { name: t('modal.close') }).click();
  await expect(view).toBeHidden();

  // Show Ben's name to students.
  const showBen = row(table, 'Ben').getByRole('checkbox');
  await showBen.check();
  await expect(page.getByText(t('success.update'))).toBeVisible();
  await expect(showBen).toBeChecked();
  await snapshot('model-essay-setting');

  // The student sees both models of the class's homework; only Ben's name.
  await openAs(page, student, '/model-essays');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.modelEssays'));
  const list = page.getByRole('table', { name: t('modelEssay.student.caption') });
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list).toContainText('Ben');
  await expect(list).not.toContainText('Amy');
  await expect(list).toContainText(t('modelEssay.nameHidden'));
  await checkA11y('/model-essays student');
  await list
    .getByRole('button', {
      name: t('modelEssay.student.viewOf', { title: amyTitle, homework: firstName }),
    })
    .click();
  await expect(page.getByRole('dialog', { name: amyTitle })).toContainText(
    t('modelEssay.nameHidden'),
  );
  await checkA11y('/model-essays viewing dialog');
  await snapshot('model-essays-student');

  // Back as the teacher: delete Amy's model after confirming.
  await openAs(page, teacher, '/model-essay-setting');
  await row(table, 'Amy')
    .getByRole('button', { name: t('modelEssay.table.delete') })
    .click();
  const confirm = page.getByRole('dialog', { name: t('modelEssay.remove.title') });
  await expect(confirm).toBeVisible();
  await checkA11y('/model-essay-setting delete confirmation');
  await confirm.getByRole('button', { name: t('modelEssay.table.delete') }).click();
  await expect(page.getByText(t('success.delete'))).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row(table, 'Amy')).toHaveCount(0);
  const left = await api<{ articles: ModelRow[] }>(teacher.token, 'GET', '/teacher/model_articles');
  expect(left.articles.map((m) => m.student_name)).toEqual(['Ben']);
});
