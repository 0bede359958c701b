import { readFileSync } from 'node:fs';
import { api, arrange, grantPoints, uploadFixture } from '../support/correction.ts';
import { expect, test } from '../support/fixtures.ts';
import { createClass, correctAll } from '../support/student.ts';

/**
 * Issue 41 §5, journey (d): the teacher sets one essay's level on its report, downloads the
 * homework's grades from the correction page, and the CSV (in the interface's language, ready
 * for a grade book) holds the level the teacher confirmed, the engine's for the other essay.
 */
const STUDENTS = ['王小明', '陳美玲'];

/** The words the CSV is written in, per interface language (the grade book's columns). */
const CSV_WORDS = {
  'en-us': {
    header: ['Student', 'Seat number', 'Class', 'Essay', 'Version', 'Level', 'Score'],
    levelBy: 'Level set by',
    teacher: 'Teacher',
    engine: 'Engine',
    status: 'Status',
    graded: 'Correction complete',
  },
  'zh-tw': {
    header: ['學生', '座號', '班級', '作文', '版本', '等級', '分數'],
    levelBy: '評定者',
    teacher: '教師',
    engine: '系統',
    status: '狀態',
    graded: '批改完成',
  },
} as const;

/** A CSV text's cells (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

test('the teacher’s level on a report → Download grades (CSV) → the CSV holds that level', async ({
  page,
  t,
  lang,
  loginAs,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const account = await loginAs('teacher');
  await grantPoints(account.token, 10);
  const className = `8C ${lang} ${Date.now()}`;
  const cls = await createClass(account.token, className);
  const now = Date.now();
  const homework = await api<{ id: number; name: string }>(
    account.token,
    'POST',
    '/teacher/homeworks',
    {
      name: `Grades ${lang} ${now}`,
      instructions: '',
      submission_method: 'teacher',
      submission_begin_at: new Date(now).toISOString(),
      submission_deadline_at: new Date(now + 7 * 86_400_000).toISOString(),
      assigned_classes: [cls.id],
      students: STUDENTS,
      rubric: 'auto',
    },
  );
  const groups = [];
  for (const [i, student] of STUDENTS.entries())
    groups.push({
      student_name: student,
      file_ids: [
        await uploadFixture(account.token, homework.id, 'docx-zh.docx', `essay-${i}.docx`),
      ],
    });
  await arrange(account.token, homework.id, groups);
  await correctAll(account.token, homework.id);
  const { articles } = await api<{
    articles: { id: number; student_name: string; score: number }[];
  }>(account.token, 'GET', `/teacher/homeworks/${homework.id}`);
  const first = articles.find((a) => a.student_name === STUDENTS[0])!;
  const other = articles.find((a) => a.student_name === STUDENTS[1])!;
  const confirmed = first.score <= 3 ? first.score + 2 : first.score - 2;

  // The teacher sets 王小明's level on the report.
  await page.goto(`/aipaper/${homework.id}/${first.id}`);
  await page.getByLabel(t('report.override.level')).selectOption(String(confirmed));
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/teacher/articles/${first.id}/override`) && r.status() === 200,
  );
  await page.getByRole('button', { name: t('report.override.save') }).click();
  await saved;

  // The correction page offers the grades; the file is the CSV of both essays.
  await page.goto(`/aicheck/${homework.id}`);
  await expect(page.getByRole('table')).toBeVisible();
  const button = page.getByRole('button', { name: t('correction.downloadGrades') });
  await checkA11y('/aicheck with the grades download');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(
    t('correction.gradesFileName', { name: homework.name }),
  );
  const bytes = readFileSync(await download.path());
  // UTF-8 with a BOM: a spreadsheet program reads the Chinese names as they are.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  const words = CSV_WORDS[lang];
  const [header, ...rows] = lines;
  expect(header!.slice(0, 7)).toEqual([...words.header]);
  const column = (name: string) => header!.indexOf(name);
  expect(header!.at(-1)).toBe(words.status);
  expect(rows.map((row) => row[0])).toEqual(STUDENTS);
  const [firstRow, otherRow] = rows;
  expect(firstRow![column(words.header[2])]).toBe(className);
  expect(firstRow![column(words.header[5])]).toBe(`${confirmed}級分`);
  expect(firstRow![column(words.header[6])]).toBe(String(confirmed));
  expect(firstRow![column(words.levelBy)]).toBe(words.teacher);
  expect(otherRow![column(words.header[6])]).toBe(String(other.score));
  expect(otherRow![column(words.levelBy)]).toBe(words.engine);
  for (const row of rows) {
    expect(row).toHaveLength(header!.length);
    expect(row.at(-1)).toBe(words.graded);
  }
});
