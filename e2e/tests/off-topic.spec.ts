import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accountCall, createAccount } from '../support/account-api.ts';
import { api } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { clearStorage } from '../support/in-page.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { correctAll, createClass } from '../support/student.ts';

/**
 * Issue 42 §1: off-topic is the teacher's call. Two students hand in a mountain climb for a task on
 * phones at school: each is suspected off-topic, keeps its computed level and shows what was
 * measured. The teacher clears one — the report, its PDF and the student's view carry no trace —
 * and confirms the other: 0級分 with the reason.
 */
const ESSAY = readFileSync(
  path.join(REPO_ROOT, 'packages', 'ingest', 'test', 'fixtures', 'docx-zh.txt'),
  'utf8',
);
const TASK = '有人認為國中生不應該帶手機到學校。請以「手機該不該帶進校園」為題，寫一篇議論文。';

interface ReportJson {
  report: {
    level: number;
    offTopicSuspect?: { evidence: { 'zh-tw': string; en: string } } | null;
  };
}

async function openAs(page: Page, token: string, url: string) {
  await page.evaluate(clearStorage);
  await openMainWithToken(page, token);
  await page.goto(url);
}

async function pdfTextOf(page: Page, linkName: string): Promise<string> {
  const href = await page.getByRole('link', { name: linkName }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'off-topic-')), 'report.pdf');
  writeFileSync(file, await pdf.body());
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

test('a suspected off-topic essay keeps its level with the evidence; cleared it leaves no trace, confirmed it is 0級分 with the reason', async ({
  page,
  t,
  lang,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const suffix = `${lang} ${Date.now() % 100000}`;
  const teacher = await createAccount({ role: 'teacher' });
  const cls = await createClass(teacher.token, `Off-topic ${suffix}`);
  const students = [
    await createAccount({ role: 'student' }),
    await createAccount({ role: 'student' }),
  ];
  for (const student of students) {
    const joined = await accountCall('/schoolclass/join', { code: cls.code }, student.token);
    expect(joined.state).toBe(true);
  }
  const now = Date.now();
  const { id: homeworkId } = await api<{ id: number }>(
    teacher.token,
    'POST',
    '/teacher/homeworks',
    {
      name: `Phones ${suffix}`,
      instructions: TASK,
      submission_method: 'student',
      submission_begin_at: new Date(now - 60_000).toISOString(),
      submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
      assigned_classes: [cls.id],
      students: [],
      rubric: 'cap-writing',
    },
  );
  const ids: number[] = [];
  for (const [i, student] of students.entries()) {
    const handedIn = await api<{ id: number }>(
      student.token,
      'POST',
      `/student/homeworks/${homeworkId}/submission`,
      { title: `登山 ${i + 1}`, content: ESSAY },
    );
    ids.push(handedIn.id);
  }
  await correctAll(teacher.token, homeworkId);
  const [cleared, confirmed] = ids as [number, number];
  const engine = await api<ReportJson>(teacher.token, 'GET', `/articles/${cleared}/report.json`);
  // the report's comments follow the essay's language; the teacher's panel the interface's
  const evidence = engine.report.offTopicSuspect?.evidence['zh-tw'] ?? '';
  const panelEvidence = engine.report.offTopicSuspect?.evidence[lang === 'zh-tw' ? 'zh-tw' : 'en'];
  expect(evidence).toContain('切題程度');
  const level = engine.report.level;
  expect(level).toBeGreaterThan(0);

  // The suspected essay shows its computed level and what was measured, and the teacher's two choices.
  await openMainWithToken(page, teacher.token);
  await page.goto(`/aipaper/${homeworkId}/${cleared}`);
  const report = page.getByRole('region', { name: t('report.regionLabel') });
  await expect(report.locator('.report-rating .level')).toContainText(`${level}級分`);
  await expect(report.locator('.off-topic-flag')).toContainText(evidence);
  const decision = page.getByRole('region', { name: t('report.offTopic.title') });
  await expect(decision).toContainText(panelEvidence ?? '');
  await checkA11y('/aipaper suspected off-topic');

  // Clear: the level stays; the report, its PDF and the student's view say nothing of off-topic.
  await decision.getByRole('button', { name: t('report.offTopic.clear') }).click();
  await expect(decision).toBeHidden();
  await expect(report.locator('.off-topic-flag')).toHaveCount(0);
  await expect(report).not.toContainText(t('report.offTopic.title'));
  await expect(report).not.toContainText(evidence);
  await expect(report.locator('.report-rating .level')).toContainText(`${level}級分`);
  const clearedPdf = await pdfTextOf(page, t('report.downloadReport'));
  expect(clearedPdf).toContain(`${level}級分`);
  expect(clearedPdf).not.toMatch(/離題|off-topic/i);
  await checkA11y('/aipaper off-topic cleared');

  // Confirm the other: 0級分 with the measured reason.
  await page.goto(`/aipaper/${homeworkId}/${confirmed}`);
  const other = page.getByRole('region', { name: t('report.offTopic.title') });
  await other.getByRole('button', { name: t('report.offTopic.confirm') }).click();
  await expect(other).toBeHidden();
  await expect(report.locator('.report-rating .level')).toContainText('0級分');
  await expect(report.locator('.zero-gate')).toContainText('教師確認離題');
  await expect(report.locator('.zero-gate')).toContainText(evidence);
  const confirmedPdf = await pdfTextOf(page, t('report.downloadReport'));
  expect(confirmedPdf).toContain('0級分');
  expect(confirmedPdf).toContain('教師確認離題');
  await checkA11y('/aipaper off-topic confirmed');

  // The student of the cleared essay reads the released report: no trace of the flag.
  await api(teacher.token, 'PUT', `/teacher/homeworks/${homeworkId}/release`, { released: true });
  await openAs(page, students[0]!.token, `/aipaper/${homeworkId}/${cleared}`);
  const own = page.getByRole('region', { name: t('report.regionLabel') });
  await expect(own.locator('.report-rating .level')).toContainText(`${level}級分`);
  await expect(own).not.toContainText(/離題|off-topic/i);
  await checkA11y('student report, off-topic cleared');
});
