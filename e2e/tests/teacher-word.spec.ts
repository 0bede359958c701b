import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { accountCall, createAccount, DEMO_PASSWORD, login } from '../support/account-api.ts';
import { api } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { clearStorage } from '../support/in-page.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { correctAll, createClass } from '../support/student.ts';

/**
 * Issue 29 item 3: one level everywhere, the teacher's where set. A teacher overrides an essay's
 * level and one dimension's score; the same level, in the rubric's one format (會考: "5級分"),
 * shows on the teacher's report and PDF, the correction list, the model-essay pages, the
 * student's released report, the admin's chart legend and table and the usage CSV; the engine's
 * words for the overridden dimension are nowhere.
 */
const ESSAY = readFileSync(
  path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures', 'docx-zh.txt'),
  'utf8',
);
const LANGUAGE = '遣詞造句'; // the 會考 dimension the teacher scores (a Chinese essay's name for it)

interface ReportJson {
  report: {
    level: number;
    dimensions: { key: string; score: number; comment: { 'zh-tw': string } }[];
  };
}

/** The rubric grade of the two scores used (of 6) and the teacher's mark, in the interface's words. */
const WORDS = {
  'zh-tw': { 5: '中上', 2: '差', by: '教師評分' },
  'en-us': { 5: 'Above average', 2: 'Poor', by: 'scored by the teacher' },
} as const;

/** The report's level line and the overridden dimension say the teacher's word only. */
async function showsTheTeachersWord(
  report: Locator,
  expected: { levelLine: string; score: number; grade: string; by: string; engineWords: string },
) {
  await expect(report.locator('.report-rating .level')).toHaveText(expected.levelLine);
  const dimension = report.locator('.dimension').filter({ hasText: LANGUAGE });
  await expect(dimension.locator('h4')).toHaveText(
    new RegExp(
      `${LANGUAGE}\\s*${expected.grade}\\s*${expected.score} / 6\\s*[（(]${expected.by}[）)]`,
    ),
  );
  await expect(report).not.toContainText(expected.engineWords);
}

async function openAs(page: Page, token: string, url: string) {
  await page.evaluate(clearStorage);
  await openMainWithToken(page, token);
  await page.goto(url);
}

test('an overridden level and dimension read the same on the report, PDF, model essays, student view, admin charts and CSV', async ({
  page,
  t,
  lang,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const suffix = `${lang} ${Date.now() % 100000}`;
  const teacher = await createAccount({ role: 'teacher' });
  const student = await createAccount({ role: 'student' });
  const cls = await createClass(teacher.token, `Word ${suffix}`);
  const joined = await accountCall('/schoolclass/join', { code: cls.code }, student.token);
  expect(joined.state).toBe(true);
  const homeworkName = `Teacher word ${suffix}`;
  const now = Date.now();
  const { id: homeworkId } = await api<{ id: number }>(
    teacher.token,
    'POST',
    '/teacher/homeworks',
    {
      name: homeworkName,
      instructions:
        '寫一次和家人去爬山的經驗：路上遇到什麼困難？站上山頂時看見什麼風景？你從中明白了什麼道理？',
      submission_method: 'student',
      submission_begin_at: new Date(now - 60_000).toISOString(),
      submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
      assigned_classes: [cls.id],
      students: [],
      rubric: 'auto',
    },
  );
  const title = `難忘的登山 ${Date.now() % 10000}`;
  const handedIn = await api<{ id: number }>(
    student.token,
    'POST',
    `/student/homeworks/${homeworkId}/submission`,
    { title, content: ESSAY },
  );
  const [graded] = await correctAll(teacher.token, homeworkId);
  expect(graded?.status).toBe('graded');
  const articleId = handedIn.id;
  const engine = await api<ReportJson>(teacher.token, 'GET', `/articles/${articleId}/report.json`);
  const engineLevel = engine.report.level;
  const level = engineLevel <= 4 ? engineLevel + 2 : engineLevel - 2;
  const engineLanguage = engine.report.dimensions.find((d) => d.key === 'language')!;
  // A score whose grade is not the engine's: 5 (中上) for a weak one, 2 (差) for a strong one.
  const score = engineLanguage.score <= 3 ? 5 : 2;
  const label = `${level}級分`;
  const levelLine = lang === 'zh-tw' ? `${label}（${level} / 6）` : `${label} (${level} / 6)`;
  // The engine's comment on its own score: a stretch of it, without punctuation the view may change.
  const engineWords = engineLanguage.comment['zh-tw'].split(/[，。；、「」]/)[0]!;
  expect(engineWords.length).toBeGreaterThan(4);
  const word = {
    levelLine,
    score,
    grade: WORDS[lang][score],
    by: WORDS[lang].by,
    engineWords,
  };

  // The teacher sets the level and the dimension's score on the report.
  await openMainWithToken(page, teacher.token);
  await page.goto(`/aipaper/${homeworkId}/${articleId}`);
  const report = page.getByRole('region', { name: t('report.regionLabel') });
  await expect(report.locator('.dimension').filter({ hasText: LANGUAGE })).toContainText(
    engineWords,
  );
  await page.getByLabel(t('report.override.level')).selectOption(String(level));
  await page
    .getByLabel(t('report.override.dimension', { name: LANGUAGE, max: 6 }))
    .fill(String(score));
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/teacher/articles/${articleId}/override`) && r.status() === 200,
  );
  await page.getByRole('button', { name: t('report.override.save') }).click();
  await saved;
  await showsTheTeachersWord(report, word);
  await checkA11y('/aipaper teacher, overridden');

  // The PDF says the same.
  const href = await page
    .getByRole('link', { name: t('report.downloadReport') })
    .getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  const pdfPath = path.join(mkdtempSync(path.join(tmpdir(), 'teacher-word-')), 'report.pdf');
  writeFileSync(pdfPath, await pdf.body());
  const pdfText = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    '',
  );
  expect(pdfText).toContain(levelLine.replace(/\s+/g, ''));
  expect(pdfText).toContain(`${LANGUAGE}${word.grade}${score}/6`.replace(/\s+/g, ''));
  expect(pdfText).not.toContain(engineWords);

  // The correction list.
  await page.goto(`/aicheck/${homeworkId}`);
  const listed = lang === 'zh-tw' ? label : t('correction.levelOf', { level, full: 6 });
  await expect(page.getByRole('row').filter({ hasText: graded!.student_name })).toContainText(
    listed,
  );
  await checkA11y('/aicheck with an overridden level');

  // Model essays: the teacher's page, its viewing dialog, and the student's page.
  await api(teacher.token, 'PUT', '/teacher/model_articles', { articles_id: [articleId] });
  await page.goto('/model-essay-setting');
  const models = page.getByRole('table', { name: t('modelEssay.table.caption') });
  const model = models.getByRole('row').filter({ hasText: title });
  await expect(model.getByRole('cell', { name: label, exact: true })).toBeVisible();
  await model.getByRole('button', { name: t('modelEssay.table.view') }).click();
  const viewing = page.getByRole('dialog', { name: title });
  await expect(viewing).toContainText(label);
  await expect(viewing).not.toContainText(`${engineLevel}級分`);
  await checkA11y('/model-essay-setting viewing an overridden essay');

  // The student reads the released report, and the class's model essays.
  await api(teacher.token, 'PUT', `/teacher/homeworks/${homeworkId}/release`, { released: true });
  await openAs(page, student.token, `/aipaper/${homeworkId}/${articleId}`);
  const own = page.getByRole('region', { name: t('report.regionLabel') });
  await showsTheTeachersWord(own, word);
  await checkA11y('student report, overridden');
  await page.goto('/model-essays');
  const list = page.getByRole('table', { name: t('modelEssay.student.caption') });
  const studentModel = list.getByRole('row').filter({ hasText: homeworkName });
  await expect(studentModel).toContainText(label);
  await expect(studentModel).not.toContainText(`${engineLevel}級分`);
  await checkA11y('/model-essays student');

  // The admin's chart: one series per level in the rubric's format, the teacher's level counted;
  // one chart per scale, named by it (issue 41): the level's chart has 級分 only.
  await openAs(page, await login('demo-admin', DEMO_PASSWORD), '/admin-report');
  const levelsTitle = t('adminReport.levelsOn', {
    title: t('adminReport.levels'),
    scale: t('adminReport.scale.cap'),
  });
  const legend = page.getByRole('list', {
    name: t('adminReport.legendOf', { title: levelsTitle }),
    exact: true,
  });
  await expect(legend.getByRole('listitem').filter({ hasText: label })).toHaveCount(1);
  const series = await legend.getByRole('listitem').allTextContents();
  expect(new Set(series).size).toBe(series.length);
  for (const name of series) expect(name).toMatch(/^\d+級分$/);
  await checkA11y('/admin-report chart view');
  await page.getByRole('button', { name: t('adminReport.tableView') }).click();
  const levels = page.getByRole('table', { name: levelsTitle, exact: true });
  const headers = await levels.getByRole('columnheader').allTextContents();
  expect(headers.slice(1)).toEqual(series);
  await checkA11y('/admin-report table view');
  const cells = await levels
    .getByRole('row')
    .filter({ hasText: `${homeworkName} · ${cls.cls_name}` })
    .getByRole('cell')
    .allTextContents();
  expect(
    Object.fromEntries(cells.map((n, i) => [headers[i + 1], n]).filter(([, n]) => n !== '0')),
  ).toEqual({
    [label]: '1',
  });

  // The usage CSV: the same label on the homework's level line.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('adminReport.downloadCsv') }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const ours = csv
    .trim()
    .split('\r\n')
    .filter((line) => line.startsWith(`level,,,${cls.cls_name},${homeworkName},`));
  expect(ours).toEqual([`level,,,${cls.cls_name},${homeworkName},${label},,,1`]);
});
