import {
  api,
  arrange,
  homeworkArticles,
  uploadFixture,
  waitForExtraction,
} from '../support/correction.ts';
import { accountCall, createAccount } from '../support/account-api.ts';
import { createHomeworkByApi, dragTo, pasteInto } from '../support/homework.ts';
import { correctAll, createClass, createStudentHomework } from '../support/student.ts';
import { expect, test } from '../support/fixtures.ts';

/** Issue 12: the rough edges a new teacher hits (both locales). */

/** Three Word essays (no OCR), extracted and ready to correct. */
async function readyHomework(token: string, lang: string) {
  const homework = await createHomeworkByApi(token, `Workflow ${lang} ${Date.now()}`, [
    '王小明',
    '李大華',
    '陳美玲',
  ]);
  const files: number[] = [];
  for (let i = 0; i < 3; i += 1)
    files.push(await uploadFixture(token, homework.id, 'docx-zh.docx'));
  await arrange(
    token,
    homework.id,
    ['王小明', '李大華', '陳美玲'].map((student_name, i) => ({
      student_name,
      file_ids: [files[i]!],
    })),
  );
  await waitForExtraction(token, homework.id);
  return homework;
}

test('live correction progress: "n of m corrected" in seconds, not after the 30 s poll', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  const account = await loginAs('teacher');
  const homework = await readyHomework(account.token, lang);
  await page.goto(`/aicheck/${homework.id}`);
  const progress = page.locator('.correction-progress');
  await expect(progress).toHaveText('');
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  await page
    .getByRole('dialog', { name: t('correction.correctAll') })
    .getByRole('button', { name: t('modal.confirm') })
    .click();
  // The spec's 30 s poll alone would show the result only after 30 s.
  await expect(progress).toHaveText(t('correction.progress', { done: 3, total: 3 }), {
    timeout: 15_000,
  });
  await expect(page.getByText(t('correction.complete'), { exact: true })).toHaveCount(1);
  await expect(
    page.locator('tbody tr').filter({ hasText: t('correction.articleStatus.graded') }),
  ).toHaveCount(3);
});

test('status page: correct all while text is being read, with the cost first; corrected when ready', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  test.setTimeout(300_000);
  const account = await loginAs('teacher');
  // Text extraction runs one page at a time, Word files ahead of pages to OCR (decision 0058):
  // three photos of another homework read first keep this homework's photo waiting, while its
  // Word file is read at once.
  const other = await createHomeworkByApi(account.token, `Queue ${lang} ${Date.now()}`, []);
  await uploadFixture(account.token, other.id, 'photo-en.jpg');
  await uploadFixture(account.token, other.id, 'photo-zh.jpg');
  await uploadFixture(account.token, other.id, 'photo-zh.jpg', 'photo-zh-2.jpg');
  const homework = await createHomeworkByApi(account.token, `Reading ${lang} ${Date.now()}`, [
    '王小明',
    '李大華',
  ]);
  const photo = await uploadFixture(account.token, homework.id, 'photo-zh.jpg');
  const docx = await uploadFixture(account.token, homework.id, 'docx-zh.docx');
  await arrange(account.token, homework.id, [
    { student_name: '王小明', file_ids: [photo] },
    { student_name: '李大華', file_ids: [docx] },
  ]);
  await expect
    .poll(
      async () =>
        (await homeworkArticles(account.token, homework.id)).map((a) => a.extraction.pending),
      { timeout: 60_000 },
    )
    .toEqual([1, 0]);

  await page.goto(`/assignment-status/${homework.id}`);
  // Item 8: "1 file left", by the language's plural rules.
  await expect(page.getByRole('row').filter({ hasText: 'photo-zh.jpg' })).toContainText(
    t('homework.status.extractionPending', { count: 1 }),
  );
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  const confirm = page.getByRole('dialog', { name: t('correction.correctAll') });
  await expect(confirm).toContainText(t('correction.waitingForText', { count: 1 }));
  await expect(confirm).toContainText(t('correction.quote.balance', { count: 0 }));
  await confirm.getByRole('button', { name: t('modal.confirm') }).click();
  // The Word essay (free) is corrected now; the photo's when its text is read.
  await expect(
    page.getByText(
      `${t('correction.started', { count: 1 })} ${t('correction.waitingForText', { count: 1 })}`,
    ),
  ).toBeVisible();
  const progress = page.locator('.correction-progress');
  // No second click: the photo's essay is taken up when its text is read, but its text holds words
  // the OCR doubted, so it waits for the teacher to confirm them (issue 28).
  await expect(progress).toHaveText(t('correction.progress', { done: 1, total: 2 }), {
    timeout: 240_000,
  });
  await expect
    .poll(
      async () =>
        (await homeworkArticles(account.token, homework.id)).map((a) => [
          a.student_name,
          a.status,
          a.extraction.pending,
          a.transcript_unconfirmed,
        ]),
      { timeout: 240_000, intervals: [1000, 2000] },
    )
    .toEqual([
      ['王小明', 'submitted', 0, true],
      ['李大華', 'graded', 0, false],
    ]);
  // Confirmed, it is corrected by the next correct-all.
  const [photoEssay] = await homeworkArticles(account.token, homework.id);
  await api(account.token, 'PATCH', `/teacher/articles/${photoEssay!.id}/images/confirm-all`);
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  await confirm.getByRole('button', { name: t('modal.confirm') }).click();
  await expect(
    page.getByRole('row').filter({ hasText: t('correction.articleStatus.graded') }),
  ).toHaveCount(2, { timeout: 240_000 });
});

test('correct-all confirmation says how many essays are free and what they cost', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  const account = await loginAs('teacher');
  const homework = await readyHomework(account.token, lang);
  await page.goto(`/aicheck/${homework.id}`);
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  const confirm = page.getByRole('dialog', { name: t('correction.correctAll') });
  await expect(confirm).toContainText(
    t('correction.quote.essays', { count: 3, free: 3, points: 0 }),
  );
  await expect(confirm).toContainText(t('correction.quote.balance', { count: 0 }));
  await expect(confirm).not.toContainText(t('correction.quote.short', { points: 0, balance: 0 }));
  await confirm.getByRole('button', { name: t('modal.cancel') }).click();
  await expect(confirm).toBeHidden();
});

test('re-correcting with too few points offers the apply-for-points dialog', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  test.setTimeout(240_000);
  const account = await loginAs('teacher');
  const homework = await createHomeworkByApi(account.token, `Short ${lang} ${Date.now()}`, [
    '王小明',
  ]);
  const photo = await uploadFixture(account.token, homework.id, 'photo-zh.jpg');
  await arrange(account.token, homework.id, [{ student_name: '王小明', file_ids: [photo] }]);
  const [essay] = await waitForExtraction(account.token, homework.id);
  // The essay's free correction is used; the teacher has no points for another.
  const [graded] = await correctAll(account.token, homework.id);
  expect(graded?.status).toBe('graded');
  await page.goto(`/aipaper/${homework.id}/${essay!.id}`);
  await page.getByRole('button', { name: t('report.edit'), exact: true }).click();
  await page
    .getByRole('dialog', { name: t('report.dialog.title') })
    .getByRole('button', { name: t('report.dialog.regrade') })
    .click();
  const confirm = page.getByRole('dialog', { name: t('report.dialog.regrade') });
  await expect(confirm).toContainText(
    t('correction.quote.essays', { count: 1, free: 0, points: 1 }),
  );
  await expect(confirm).toContainText(t('correction.quote.short', { points: 1, balance: 0 }));
  await expect(confirm.getByRole('button', { name: t('modal.confirm') })).toHaveCount(0);
  await confirm.getByRole('button', { name: t('point.apply') }).click();
  await expect(page.getByRole('dialog', { name: t('applyDialog.title') })).toBeVisible();
});

test('English rosters: "Amy Chen, Brian Wu" stays two students, shown as tags before saving', async ({
  page,
  t,
  loginAs,
}) => {
  await loginAs('teacher');
  await page.goto('/assignment/create');
  const students = page.getByLabel(t('homework.form.students'), { exact: true });
  const tags = page
    .getByRole('list', { name: t('homework.form.studentList') })
    .getByRole('listitem');
  await pasteInto(students, 'Amy Chen, Brian Wu');
  await expect(tags).toHaveText(['Amy Chen×', 'Brian Wu×']);
  await pasteInto(students, 'Cathy Lin\nDavid Ho');
  await expect(tags).toHaveText(['Amy Chen×', 'Brian Wu×', 'Cathy Lin×', 'David Ho×']);
  // No comma or line break: spaces separate the names.
  await pasteInto(students, '王小明 陳美玲');
  await expect(tags).toHaveCount(6);
  await expect(tags.nth(5)).toHaveText('陳美玲×');
});

// Issue 12 items 5 and 8: each new essay's name field takes the focus (the fifth scrolled into
// view), and a name typed at once, inside @dnd-kit's 50 ms post-drop guard, stays.
test('arrangement: a name typed right after each drop stays', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  await page.clock.install();
  const account = await loginAs('teacher');
  const homework = await createHomeworkByApi(account.token, `Arrange ${lang} ${Date.now()}`, [
    'Amy Chen',
    'Brian Wu',
  ]);
  for (let i = 1; i <= 5; i += 1)
    await uploadFixture(account.token, homework.id, 'docx-zh.docx', `part-${i}.docx`);
  await page.goto(`/assignment-status/${homework.id}`);
  await page.getByRole('button', { name: t('homework.status.arrange', { count: 5 }) }).click();
  const arrange = page.getByRole('dialog', { name: t('homework.arrange.title') });
  const newGroup = arrange.getByTestId('drop-new-group');
  const nameOf = (i: number) =>
    arrange.getByLabel(t('homework.arrange.studentNameOf', { title: `homework_${i}` }));
  // The page's clock stands still while the teacher drags and types: dnd-kit's 50 ms post-drop
  // guard (a timer) is still on when the keys arrive, however fast or slow this machine is.
  await page.clock.pauseAt(Date.now() + 1000);
  for (let i = 1; i <= 5; i += 1) {
    await dragTo(page, arrange.getByTestId(`file-chip-part-${i}.docx`), newGroup, {
      settle: false,
    });
    await expect(nameOf(i)).toBeFocused();
    await page.keyboard.type(`Student ${i}`);
    await expect(nameOf(i)).toHaveValue(`Student ${i}`);
    await expect(nameOf(i)).toBeInViewport({ ratio: 1 });
    await page.clock.runFor(100);
  }
  await page.clock.resume();
  // The fifth essay lies below the groups list's fold: it was scrolled into view, the first not.
  await expect(nameOf(1)).not.toBeInViewport();
  for (let i = 1; i <= 5; i += 1) await expect(nameOf(i)).toHaveValue(`Student ${i}`);
  await arrange.getByRole('button', { name: t('homework.arrange.save') }).click();
  // Every name was typed: nothing was named automatically, so no auto-naming notice.
  await expect(page.getByText(t('success.arranged'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('success.autoNaming'), { exact: true })).toHaveCount(0);
  // The essays take their own title line as title: find the fifth by its file.
  await expect(
    page.getByRole('row').filter({ hasText: 'part-5.docx' }).getByRole('combobox'),
  ).toHaveValue('Student 5');
});

test('fix a saved essay: add a forgotten page, clear a waiting file, delete an essay', async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  const account = await loginAs('teacher');
  const homework = await createHomeworkByApi(account.token, `Fix ${lang} ${Date.now()}`, [
    '王小明',
  ]);
  const first = await uploadFixture(account.token, homework.id, 'photo-zh.jpg', 'page-1.jpg');
  await arrange(account.token, homework.id, [{ student_name: '王小明', file_ids: [first] }]);
  const [essay] = await homeworkArticles(account.token, homework.id);
  await uploadFixture(account.token, homework.id, 'photo-zh.jpg', 'page-2.jpg');
  await uploadFixture(account.token, homework.id, 'docx-zh.docx', 'wrong.docx');

  await page.goto(`/assignment-status/${homework.id}`);
  await page.getByRole('button', { name: t('homework.status.arrange', { count: 2 }) }).click();
  const dialog = page.getByRole('dialog', { name: t('homework.arrange.title') });
  // The saved essay is a drop target: the forgotten page joins it.
  const saved = dialog.getByTestId(`drop-essay-${essay!.id}`);
  await expect(saved).toContainText(t('homework.arrange.savedEssay', { name: '王小明' }));
  // A file uploaded by mistake is deleted from the waiting files.
  await dialog
    .getByRole('button', { name: t('homework.arrange.deleteFile', { name: 'wrong.docx' }) })
    .click();
  await expect(dialog.getByTestId('file-chip-wrong.docx')).toHaveCount(0);
  await dragTo(page, dialog.getByTestId('file-chip-page-2.jpg'), saved);
  await expect(saved.getByTestId('file-chip-page-2.jpg')).toBeVisible();
  // A click right after a drop counts (dnd-kit's guard ends with the drop's own click).
  await dialog.getByRole('button', { name: t('homework.arrange.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: t('homework.status.arrange', { count: 0 }) }),
  ).toBeVisible();
  expect(await homeworkArticles(account.token, homework.id)).toHaveLength(1);

  // Deleting the essay asks first.
  const row = page.getByRole('row').filter({ hasText: 'page-1.jpg' });
  await row.getByRole('button', { name: new RegExp(t('homework.status.deleteEssay')) }).click();
  const confirm = page.getByRole('dialog', { name: t('homework.status.deleteEssay') });
  await expect(confirm).toContainText(
    t('homework.status.deleteEssayConfirm', { title: '' }).slice(0, 4),
  );
  await confirm.getByRole('button', { name: t('homework.status.deleteEssay') }).click();
  await expect(page.getByText(t('homework.status.empty'))).toBeVisible();
  expect(await homeworkArticles(account.token, homework.id)).toHaveLength(0);
});

test("a student opening a teacher's report URL gets the not-found page", async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  const teacher = await loginAs('teacher');
  const homework = await readyHomework(teacher.token, lang);
  const [article] = await homeworkArticles(teacher.token, homework.id);
  await loginAs('student');
  await page.goto(`/aipaper/${homework.id}/${article!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.title'));
});

test("a student's refused hand-in is said in the interface's language, by its code", async ({
  page,
  t,
  lang,
  loginAs,
}) => {
  test.setTimeout(180_000);
  const teacher = await createAccount({ role: 'teacher' });
  const cls = await createClass(teacher.token, `Refusal ${lang} ${Date.now() % 100000}`);
  const name = `No revisions ${lang} ${Date.now() % 100000}`;
  const homeworkId = await createStudentHomework(teacher.token, name, cls.id, false);
  const student = await loginAs('student');
  expect((await accountCall('/schoolclass/join', { code: cls.code }, student.token)).state).toBe(
    true,
  );
  const essay =
    'Every morning I walk my little brother to school. We talk about birds, clouds and the ' +
    'strange dreams he had. Those twenty minutes have become the best part of my day.';
  await api(student.token, 'POST', `/student/homeworks/${homeworkId}/submission`, {
    content: essay,
  });
  await page.goto('/assignment-upload');
  const card = page.getByRole('article', { name });
  const replace = card.getByRole('button', { name: t('assignmentUpload.action.replace') });
  await replace.click();
  await card.getByLabel(t('assignmentUpload.typed.content')).fill(`${essay} I will miss them.`);
  // While the form is open the teacher corrects the essay; this homework takes no revisions.
  const [graded] = await correctAll(teacher.token, homeworkId);
  expect(graded?.status).toBe('graded');
  await replace.click();
  await expect(card.getByRole('alert')).toHaveText(t('errors.api.revision_not_allowed'));
});
