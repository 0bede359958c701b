import { accountCall, createAccount } from '../support/account-api.ts';
import { api, arrange, grantPoints, uploadFixture } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { correctAll, createClass, createStudentHomework } from '../support/student.ts';

/**
 * Issue 29 items 2 and 4: after fixing a task the teacher re-corrects every essay of the homework,
 * told the price first; and the correction list keeps up with hand-ins and corrections made
 * elsewhere, without a reload.
 */
const STUDENTS = ['王小明', '陳美玲'];
// The essays (a mountain climb) are suspected off-topic for the first task and on-topic for the fixed one.
const WRONG_TASK =
  '有人認為國中生不應該帶手機到學校。請以「手機該不該帶進校園」為題，寫一篇議論文。';
const FIXED_TASK =
  '寫一次和家人去爬山的經驗：路上遇到什麼困難？站上山頂時看見什麼風景？你從中明白了什麼道理？';

interface Scored {
  id: number;
  student_name: string;
  status: string;
  score: number | null;
  grading_count: number;
}

async function essays(token: string, homeworkId: number): Promise<Scored[]> {
  return (await api<{ articles: Scored[] }>(token, 'GET', `/teacher/homeworks/${homeworkId}`))
    .articles;
}

test('the teacher fixes the task and re-corrects every essay, the cost shown first; the levels follow', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(400_000);
  const teacher = await loginAs('teacher');
  await grantPoints(teacher.token, 3);
  const now = Date.now();
  const name = `Re-correct ${lang} ${now % 100000}`;
  const { id } = await api<{ id: number }>(teacher.token, 'POST', '/teacher/homeworks', {
    name,
    instructions: WRONG_TASK,
    submission_method: 'teacher',
    submission_begin_at: new Date(now).toISOString(),
    submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
    assigned_classes: [],
    students: STUDENTS,
    rubric: 'auto',
  });
  const groups = [];
  for (const [i, student] of STUDENTS.entries())
    groups.push({
      student_name: student,
      file_ids: [await uploadFixture(teacher.token, id, 'docx-zh.docx', `essay-${i}.docx`)],
    });
  await arrange(teacher.token, id, groups);
  await correctAll(teacher.token, id);
  // Suspected off-topic (issue 42): scored, flagged for the teacher, and not charged.
  const before = await essays(teacher.token, id);
  expect(before.map((e) => e.status)).toEqual(['graded', 'graded']);
  for (const essay of before) expect(essay.score).toBeGreaterThan(0);
  const level = (value: number) =>
    lang === 'zh-tw' ? `${value}級分` : t('correction.levelOf', { level: value, full: 6 });
  const row = (student: string) => page.getByRole('row').filter({ hasText: student });

  // Everything is corrected: correct-all has nothing to do; re-correct-all offers the essays, and
  // with the wrong task they would be suspected off-topic again, at no cost.
  await page.goto(`/aicheck/${id}`);
  for (const essay of before)
    await expect(row(essay.student_name)).toContainText(level(essay.score!));
  await expect(page.getByRole('button', { name: t('correction.correctAll') })).toBeDisabled();
  const recorrect = page.getByRole('button', { name: t('correction.recorrectAll') });
  const dialog = page.getByRole('dialog', { name: t('correction.recorrectAll') });
  await recorrect.click();
  await expect(dialog).toContainText(
    t('correction.quote.essays', { count: 2, free: 0, points: 0 }),
  );
  await expect(dialog).toContainText(t('correction.quote.uncharged', { count: 2 }));
  await expect(dialog).toContainText(t('correction.quote.balance', { count: 3 }));
  await checkA11y('/aicheck re-correct-all dialog, off-topic');
  await dialog.getByRole('button', { name: t('modal.cancel') }).click();
  await expect(dialog).toBeHidden();

  // The teacher fixes the task on the homework's edit page.
  await page.goto(`/assignment/edit/${id}`);
  const task = page.getByLabel(t('homework.form.instructions'));
  await expect(task).toHaveValue(WRONG_TASK);
  await checkA11y('/assignment/edit with essays');
  await task.fill(FIXED_TASK);
  await page.getByRole('button', { name: t('homework.form.save') }).click();
  await expect(page).toHaveURL(/\/assignment$/);
  await checkA11y('/assignment after saving the task');

  // Now both essays are on the task: each costs a point (their free correction is used).
  await page.goto(`/aicheck/${id}`);
  await recorrect.click();
  const quote = t('correction.quote.essays', { count: 2, free: 0, points: 2 });
  await expect(dialog).toContainText(quote);
  await expect(dialog).not.toContainText(t('correction.quote.uncharged', { count: 2 }));
  await expect(dialog).not.toContainText(t('correction.quote.uncharged', { count: 1 }));
  await expect(dialog).toContainText(t('correction.quote.balance', { count: 3 }));
  await checkA11y('/aicheck re-correct-all dialog, on the task');
  await dialog.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(
    page.getByText(t('correction.startedPoints', { count: 2, points: 2 })),
  ).toBeVisible();

  // The list follows the new levels in place; the points charged are the ones quoted.
  await expect
    .poll(async () => (await essays(teacher.token, id)).map((e) => [e.status, e.grading_count]), {
      timeout: 240_000,
      intervals: [1000, 2000],
    })
    .toEqual([
      ['graded', 2],
      ['graded', 2],
    ]);
  const after = await essays(teacher.token, id);
  for (const essay of after) {
    expect(essay.score).toBeGreaterThan(0);
    await expect(row(essay.student_name)).toContainText(level(essay.score!));
  }
  await expect(page.locator('.correction-progress')).toHaveText(
    t('correction.progress', { done: 2, total: 2 }),
  );
  await checkA11y('/aicheck after re-correcting');
  await page.goto(`/aipaper/${id}/${after[0]!.id}`);
  await expect(page.locator('.report-rating .level')).toContainText(`${after[0]!.score}級分`);
  await checkA11y('/aipaper re-corrected');
  await page.goto('/point');
  await expect(page.getByTestId('point-balance')).toHaveText(t('point.balanceValue', { count: 1 }));
  await checkA11y('/point after re-correcting');
});

test('the correction list shows a hand-in and its correction without a reload', async ({
  page,
  context,
  t,
  lang,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const teacher = await createAccount({ role: 'teacher' });
  const student = await createAccount({ role: 'student', nickname: `Kim ${Date.now() % 100000}` });
  const cls = await createClass(teacher.token, `Live ${lang} ${Date.now() % 100000}`);
  const joined = await accountCall('/schoolclass/join', { code: cls.code }, student.token);
  expect(joined.state).toBe(true);
  const homeworkId = await createStudentHomework(
    teacher.token,
    `Live list ${Date.now() % 100000}`,
    cls.id,
    false,
  );

  // The page's clock runs on, and can be moved past the 30 s poll of a homework open to hand-ins.
  await page.clock.install();
  await openMainWithToken(page, teacher.token);
  await page.goto(`/aicheck/${homeworkId}`);
  await expect(page.getByRole('heading', { level: 2, name: /Live list/ })).toBeVisible();
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  const row = page.getByRole('row').filter({ hasText: student.nickname });
  await expect(row).toHaveCount(0);
  await checkA11y('/aicheck waiting for hand-ins');

  // The student hands in; the teacher's open list shows it at its next poll.
  await api(student.token, 'POST', `/student/homeworks/${homeworkId}/submission`, {
    content:
      'Last year I started to keep a notebook. Every evening I wrote three sentences in English about my day, and slowly it changed how I learn: I notice new words, I ask my teacher about them, and I am no longer afraid to write.',
  });
  await page.clock.runFor(31_000);
  await expect(row.locator('.status-label')).toHaveText(t('correction.articleStatus.submitted'));

  // The teacher starts the correction in another tab; this list turns to graded by itself.
  const other = await context.newPage();
  await other.goto(`/assignment-status/${homeworkId}`);
  await checkA11y('/assignment-status with a hand-in', other);
  await other.getByRole('button', { name: t('correction.correctAll') }).click();
  const confirm = other.getByRole('dialog', { name: t('correction.correctAll') });
  await expect(confirm).toContainText(
    t('correction.quote.essays', { count: 1, free: 1, points: 0 }),
  );
  await checkA11y('/assignment-status correct-all dialog', other);
  await confirm.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(other.getByText(t('correction.started', { count: 1 }))).toBeVisible();
  await other.close();
  await page.clock.runFor(31_000);
  await expect(row.locator('.status-label')).toHaveText(t('correction.articleStatus.graded'), {
    timeout: 120_000,
  });
  await expect(
    row.getByRole('link', { name: t('correction.table.reportLabel', { name: student.nickname }) }),
  ).toBeVisible();
  expect(reloads).toBe(0);
  await checkA11y('/aicheck after a hand-in was corrected');
});
