import { accountCall, login } from '../support/account-api.ts';
import { api } from '../support/correction.ts';
import { expect, openMainWithToken, test } from '../support/fixtures.ts';
import { dragTo, fixtureAs } from '../support/homework.ts';
import { createClass } from '../support/student.ts';

/**
 * Issue 41 (b): a teacher uploads a class's paper essays, links each to a roster student by the
 * name suggestions (two namesakes told apart by seat number), corrects and releases; the linked
 * student reads the report on a phone.
 */

interface RosterAccount {
  id: number;
  username: string;
  nickname: string;
  seat_no: number | null;
  password: string;
}

test('paper essays linked to roster students reach them on a phone', async ({
  page,
  browser,
  t,
  lang,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const teacher = await loginAs('teacher');
  const cls = await createClass(teacher.token, `Paper ${lang} ${Date.now() % 100000}`);
  const added = await accountCall(
    '/schoolclass/add_students',
    { id: cls.id, names: '1 王小明\n2 王小明\n3 陳美玲' },
    teacher.token,
  );
  expect(added.state, added.message).toBe(true);
  const [wang1, wang2, chen] = added.rows as unknown as RosterAccount[];
  const name = `Paper essays ${lang} ${Date.now() % 100000}`;
  const now = Date.now();
  const homework = await api<{ id: number }>(teacher.token, 'POST', '/teacher/homeworks', {
    name,
    instructions: '',
    submission_method: 'teacher',
    submission_begin_at: new Date(now - 60_000).toISOString(),
    submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
    assigned_classes: [cls.id],
    students: [],
    rubric: 'auto',
  });

  // Upload three Word essays (the papers typed up) and arrange one essay each.
  await page.goto(`/assignment-status/${homework.id}`);
  await page.getByRole('button', { name: t('homework.status.upload') }).click();
  const upload = page.getByRole('dialog', { name: t('homework.upload.title') });
  await upload
    .locator('input[type=file]')
    .setInputFiles([
      fixtureAs('docx-zh.docx', 'paper-a.docx'),
      fixtureAs('docx-zh.docx', 'paper-b.docx'),
      fixtureAs('docx-zh.docx', 'paper-c.docx'),
    ]);
  await upload.getByRole('button', { name: t('homework.upload.confirm') }).click();
  const arrange = page.getByRole('dialog', { name: t('homework.arrange.title') });
  await expect(arrange).toBeVisible();
  for (const fileName of ['paper-a.docx', 'paper-b.docx', 'paper-c.docx'])
    await dragTo(
      page,
      arrange.getByTestId(`file-chip-${fileName}`),
      arrange.getByTestId('drop-new-group'),
    );
  const nameField = (n: number) =>
    arrange.getByRole('combobox', {
      name: t('homework.arrange.studentNameOf', { title: `homework_${n}` }),
    });
  const option = (seat: number, student: string) =>
    arrange.getByRole('option', {
      name: t('homework.roster.option', { seat, name: student, cls: cls.cls_name }),
    });

  // By keyboard: the seat number finds the first 王小明; Enter picks the highlighted suggestion.
  await nameField(1).fill('1');
  await nameField(1).press('ArrowDown');
  await expect(option(1, '王小明')).toHaveAttribute('aria-selected', 'true');
  await nameField(1).press('Enter');
  await expect(
    arrange.getByText(
      t('homework.roster.linked', {
        place: t('homework.roster.option', { seat: 1, name: '王小明', cls: cls.cls_name }),
      }),
    ),
  ).toBeVisible();
  // By pointer: the name shows both namesakes with their seats; the second is picked.
  await nameField(2).fill('小明');
  await expect(option(1, '王小明')).toBeHidden(); // already given to essay 1
  await option(2, '王小明').click();
  await nameField(3).fill('陳');
  await option(3, '陳美玲').click();
  await checkA11y('arrangement with roster suggestions');
  await arrange.getByRole('button', { name: t('homework.arrange.save') }).click();
  await expect(arrange).toBeHidden();

  // The table shows each essay linked; the hand-in list has everyone in.
  const rows = page.locator('.articles-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('.articles-table')).not.toContainText(t('homework.roster.notLinked'));
  await expect(page.locator('.hand-in-list')).toContainText(
    t('homework.handIn.classSummary', { cls: cls.cls_name, handedIn: 3, total: 3 }),
  );

  // Correct all on the correction page (the class column fills from the link), then release.
  await page.goto(`/aicheck/${homework.id}`);
  await expect(page.locator('tbody tr').first()).toContainText(cls.cls_name);
  await page.getByRole('button', { name: t('correction.correctAll') }).click();
  await page
    .getByRole('dialog', { name: t('correction.correctAll') })
    .getByRole('button', { name: t('modal.confirm') })
    .click();
  await expect(
    page.locator('tbody tr').filter({ hasText: t('correction.articleStatus.graded') }),
  ).toHaveCount(3, { timeout: 120_000 });
  await page.getByRole('switch', { name: t('release.label') }).click();
  await expect(page.getByRole('switch', { name: t('release.label') })).toBeChecked();

  // The second 王小明 (seat 2), with the password the teacher printed, reads it on a phone.
  const { articles } = await api<{ articles: { id: number; student_user_id: number | null }[] }>(
    teacher.token,
    'GET',
    `/teacher/homeworks/${homework.id}`,
  );
  const theirs = articles.find((a) => a.student_user_id === wang2!.id);
  expect(theirs).toBeDefined();
  expect(articles.map((a) => a.student_user_id).sort()).toEqual(
    [wang1!.id, wang2!.id, chen!.id].sort(),
  );
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: lang === 'zh-tw' ? 'zh-TW' : 'en-US',
  });
  const student = await phone.newPage();
  await openMainWithToken(student, await login(wang2!.username, wang2!.password));
  await student.goto('/assignment-upload');
  const card = student.getByRole('article', { name });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().tap();
  await expect(student).toHaveURL(new RegExp(`/aipaper/${homework.id}/${theirs!.id}$`));
  await expect(student.getByRole('region', { name: t('report.regionLabel') })).toBeVisible();
  const width = await student.evaluate(() => [
    document.scrollingElement!.scrollWidth,
    document.scrollingElement!.clientWidth,
  ]);
  expect(width[0]).toBeLessThanOrEqual(width[1]!);
  await checkA11y('linked student report on a phone', student);
  await phone.close();
});
