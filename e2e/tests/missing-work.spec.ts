import { readFileSync } from 'node:fs';
import { accountCall, login } from '../support/account-api.ts';
import { api, uploadFixture } from '../support/correction.ts';
import { expect, test } from '../support/fixtures.ts';
import { createClass, createStudentHomework } from '../support/student.ts';

/**
 * Issue 41 (c): a homework students hand in themselves. One student hands in, the teacher
 * uploads another's paper essay and links it; the status page names the student who has not
 * handed in (王小明), the list's tab is the students' one, and the list exports as CSV.
 */

interface RosterAccount {
  id: number;
  username: string;
  password: string;
}

test('the missing-work list names the student who has not handed in', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const teacher = await loginAs('teacher');
  const cls = await createClass(teacher.token, `八年三班 ${lang} ${Date.now() % 100000}`);
  const added = await accountCall(
    '/schoolclass/add_students',
    { id: cls.id, names: '1 林大同\n2 陳美玲\n3 王小明' },
    teacher.token,
  );
  expect(added.state, added.message).toBe(true);
  const [lin, chen] = added.rows as unknown as RosterAccount[];
  const name = `Missing work ${lang} ${Date.now() % 100000}`;
  const homeworkId = await createStudentHomework(teacher.token, name, cls.id, false);

  // 林大同 hands in on their own; 陳美玲's paper essay is uploaded by the teacher and linked.
  await api(
    await login(lin!.username, lin!.password),
    'POST',
    `/student/homeworks/${homeworkId}/submission`,
    {
      content: '我最難忘的一件事是第一次參加校外教學。那天我們去了動物園，看見了很多動物。',
    },
  );
  const file = await uploadFixture(teacher.token, homeworkId, 'docx-zh.docx', 'chen.docx');
  await api(teacher.token, 'POST', `/teacher/homeworks/${homeworkId}/articles`, {
    articles: [{ student_name: '陳美玲', student_user_id: chen!.id, file_ids: [file] }],
  });

  // The list: this homework is under the students' tab, not the teacher upload one.
  await page.goto('/assignment');
  const tabs = page.getByRole('tablist', { name: t('homework.list.tabsLabel') });
  await expect(page.getByRole('main')).not.toContainText(name);
  await tabs.getByRole('tab', { name: t('homework.list.studentTab') }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(t('homework.list.handedIn', { submitted: 2, required: 3 }));

  await page.goto(`/assignment-status/${homeworkId}`);
  const list = page.getByRole('region', { name: t('homework.handIn.title') });
  await expect(list).toContainText(
    t('homework.handIn.classSummary', { cls: cls.cls_name, handedIn: 2, total: 3 }),
  );
  const missing = list.getByRole('list', {
    name: t('homework.handIn.state.missing', { count: 1 }),
  });
  await expect(missing).toHaveText(t('homework.handIn.seated', { seat: 3, name: '王小明' }));
  const handedIn = list.getByRole('list', {
    name: t('homework.handIn.state.handed_in', { count: 2 }),
  });
  await expect(handedIn).toContainText(t('homework.handIn.via.student'));
  await expect(handedIn).toContainText(t('homework.handIn.via.teacher'));
  await expect(page.getByText(t('homework.status.noneRemaining'))).toHaveCount(0);
  await checkA11y('hand-in list');

  // The export: the same list as CSV, in the interface's words.
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: t('homework.handIn.export') }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const missingWord = lang === 'zh-tw' ? '未繳交' : 'Not handed in';
  expect(csv).toContain(`${cls.cls_name},3,王小明,${missingWord},,`);
});
