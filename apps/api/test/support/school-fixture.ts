import { expect } from 'vitest';
import { openForFile, postForm } from '../../../account/test/helpers.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  givePoints,
  signUp,
  waitForGraded,
  type TestPlatform,
  type TestUser,
} from '../helpers.ts';

/**
 * The set-up test files wrote again and again (issue 45): the platform a file's tests share, a
 * school's teacher with points and a homework, a class (by code or by roster), an account form,
 * correct-all (and its wait), a submission window open now, the teacher's point log.
 */

/** The platform the file's tests share: opened before them, closed after them (openForFile). */
export function platformForFile(
  env: Parameters<typeof createTestPlatform>[0] = {},
  options: Parameters<typeof createTestPlatform>[1] = {},
): TestPlatform {
  return openForFile(() => createTestPlatform(env, options));
}

/** A teacher of `school` given `points` the way a school gives them (a request its admin approves). */
export async function teacherWithPoints(
  p: TestPlatform,
  school: string,
  points: number,
): Promise<TestUser> {
  const teacher = await signUp(p, school, 'teacher');
  await givePoints(p, teacher, school, points);
  return teacher;
}

/**
 * A teacher of `school` and a homework of theirs (`homework` overrides the default one's fields);
 * with `points`, the teacher is given them first.
 */
export async function teacherWithHomework(
  p: TestPlatform,
  school: string,
  { points, homework = {} }: { points?: number; homework?: Record<string, unknown> } = {},
): Promise<{ teacher: TestUser; homeworkId: number }> {
  const teacher =
    points === undefined
      ? await signUp(p, school, 'teacher')
      : await teacherWithPoints(p, school, points);
  return { teacher, homeworkId: await createHomework(p, teacher.token, homework) };
}

/**
 * A form POST to the account service (`/account` + `path`), as the SPA sends it: status and body.
 */
export function accountForm(
  p: TestPlatform,
  token: string,
  path: string,
  fields: Record<string, string | number>,
) {
  return postForm(p.app, `/account${path}`, fields, token);
}

/** Makes a class of the caller's through the account service, as the class page does; its id. */
export async function createClass(p: TestPlatform, token: string, name: string): Promise<number> {
  return (await classWithCode(p, token, name)).id;
}

async function classWithCode(p: TestPlatform, token: string, name: string) {
  const made = await accountForm(p, token, '/schoolclass/add', { cls_name: name });
  expect(made.body.state, JSON.stringify(made.body)).toBe(true);
  return made.body.data as { id: number; code: string };
}

/** A class of the teacher's that each of `students` joined with its code, as they do; its id and code. */
export async function classJoinedBy(
  p: TestPlatform,
  teacher: TestUser,
  name: string,
  students: TestUser[],
): Promise<{ id: number; code: string }> {
  const made = await classWithCode(p, teacher.token, name);
  for (const student of students) {
    const joined = await accountForm(p, student.token, '/schoolclass/join', { code: made.code });
    expect(joined.body.state, JSON.stringify(joined.body)).toBe(true);
  }
  return made;
}

/** A student of a class's roster, as adding names (or the roster list) answers them. */
export interface Seated {
  id: number;
  nickname: string;
  seat_no: number | null;
}

/** A class of the teacher's with `names` added to its roster (one a line); its id and the students. */
export async function classWithRoster(
  p: TestPlatform,
  teacher: TestUser,
  name: string,
  names: string,
): Promise<{ id: number; students: Seated[] }> {
  const { id } = await classWithCode(p, teacher.token, name);
  const added = await accountForm(p, teacher.token, '/schoolclass/add_students', { id, names });
  expect(added.body.state, JSON.stringify(added.body)).toBe(true);
  return { id, students: added.body.rows as Seated[] };
}

/** A hand-in window that opened a minute ago and closes in a week (a homework's fields). */
export function openWindow(): { submission_begin_at: string; submission_deadline_at: string } {
  return {
    submission_begin_at: new Date(Date.now() - 60_000).toISOString(),
    submission_deadline_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  };
}

/** The teacher's "correct all" on a homework. */
export function correctAll(p: TestPlatform, token: string, homeworkId: number) {
  return api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, token);
}

/** "Correct all", accepted, and the wait until every essay is graded (or failed); the homework then. */
export async function correctAllAndWait(
  p: TestPlatform,
  token: string,
  homeworkId: number,
): Promise<Record<string, any>> {
  const started = await correctAll(p, token, homeworkId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return waitForGraded(p, token, homeworkId);
}

/** The teacher's point use log (what each correction cost), newest first. */
export async function pointUseLog(
  p: TestPlatform,
  token: string,
): Promise<{ use_point: number; service_type: string }[]> {
  const res = await p.app.inject({
    method: 'POST',
    url: '/account/point/get_point_user_log',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().rows as { use_point: number; service_type: string }[];
}

/** A class of the teacher's with these students joined by its code, as the class page does; its id. */
export async function classWithStudents(
  p: TestPlatform,
  teacher: TestUser,
  name: string,
  students: readonly TestUser[],
): Promise<number> {
  const post = async (url: string, token: string, fields: Record<string, string>) =>
    (
      await p.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      })
    ).json() as { state: boolean; data: { id: number; code: string } };
  const created = (await post('/account/schoolclass/add', teacher.token, { cls_name: name })).data;
  for (const student of students) {
    const joined = await post('/account/schoolclass/join', student.token, { code: created.code });
    if (!joined.state) throw new Error(`${student.username} could not join ${name}`);
  }
  return created.id;
}
