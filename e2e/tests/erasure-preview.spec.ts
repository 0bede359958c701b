import { accountCall, createAccount, DEMO_PASSWORD, login } from '../support/account-api.ts';
import { api } from '../support/correction.ts';
import { expect, test } from '../support/fixtures.ts';
import { createClass, createStudentHomework } from '../support/student.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Issue 41: two students of one name. The admin opens the erasure of one, reads exactly what will
 * be deleted (by homework), confirms, and the namesake's essay stays.
 */
test('an admin erases one of two namesakes after reading what will be deleted; the other’s essay stays', async ({
  page,
  t,
  loginAs,
  checkA11y,
}) => {
  const name = `Namesake ${unique()}`;
  const teacher = await createAccount({ role: 'teacher' });
  const leaving = await createAccount({ role: 'student', nickname: name });
  const staying = await createAccount({ role: 'student', nickname: name });
  const cls = await createClass(teacher.token, `Namesakes ${unique()}`);
  for (const student of [leaving, staying])
    expect((await accountCall('/schoolclass/join', { code: cls.code }, student.token)).state).toBe(
      true,
    );
  const homeworkName = `Namesake homework ${unique()}`;
  const homeworkId = await createStudentHomework(teacher.token, homeworkName, cls.id, false);
  const handIn = (student: typeof leaving, title: string) =>
    api<{ id: number }>(student.token, 'POST', `/student/homeworks/${homeworkId}/submission`, {
      title,
      content: `${title}: a morning walk to school past the river, told in a few sentences so that it counts.`,
    });
  const gone = await handIn(leaving, 'Leaving essay');
  const kept = await handIn(staying, 'Staying essay');
  const admin = await login('demo-admin', DEMO_PASSWORD);
  const { students } = await api<{ students: { id: number; username: string }[] }>(
    admin,
    'GET',
    '/admin/students',
  );
  const idOf = (username: string) => students.find((s) => s.username === username)!.id;

  await loginAs('admin');
  await page.goto('/admin-students');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.adminStudents'));
  // Two rows carry the name; the username and the number tell them apart.
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(2);
  await page
    .getByRole('row')
    .filter({ hasText: leaving.username })
    .getByRole('button', { name: t('studentData.eraseOf', { name }), exact: true })
    .click();

  const dialog = page.getByRole('dialog', { name: t('studentData.eraseTitle', { name }) });
  await expect(
    dialog.getByText(t('studentData.preview.summary', { essays: 1, files: 0, reports: 0 })),
  ).toBeVisible();
  const list = dialog.getByRole('list', { name: t('studentData.preview.listLabel') });
  await expect(list).toContainText(homeworkName);
  await expect(list).toContainText('Leaving essay');
  await expect(list).not.toContainText('Staying essay');
  await expect(
    dialog.getByText(t('studentData.preview.account', { id: idOf(leaving.username) })),
  ).toBeVisible();
  await checkA11y('erasure preview');
  await dialog.getByRole('button', { name: t('studentData.continue') }).click();
  await dialog.getByLabel(t('studentData.typeName', { name })).fill(name);
  await dialog.getByRole('button', { name: t('studentData.eraseForGood') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('studentData.erased', { essays: 1, files: 0 }) }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: leaving.username })).toHaveCount(0);

  // The namesake's essay stays: her own erasure would still list it, and her teacher still has it.
  await page
    .getByRole('row')
    .filter({ hasText: staying.username })
    .getByRole('button', { name: t('studentData.eraseOf', { name }), exact: true })
    .click();
  const hers = page
    .getByRole('dialog', { name: t('studentData.eraseTitle', { name }) })
    .getByRole('list', { name: t('studentData.preview.listLabel') });
  await expect(hers).toContainText('Staying essay');
  await page.getByRole('button', { name: t('modal.cancel') }).click();
  const homework = await api<{ articles: { id: number }[] }>(
    teacher.token,
    'GET',
    `/teacher/homeworks/${homeworkId}`,
  );
  expect(homework.articles.map((a) => a.id)).toEqual([kept.id]);
  expect(homework.articles.map((a) => a.id)).not.toContain(gone.id);
});
