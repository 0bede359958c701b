import { openForFile } from '../../../account/test/helpers.ts';
import {
  api,
  createHomework,
  createTestPlatform,
  givePoints,
  signUp,
  type TestPlatform,
  type TestUser,
} from '../helpers.ts';

/**
 * The set-up test files wrote again and again (issue 45): the platform a file's tests share, a
 * school's teacher with points and a homework, a class, correct-all, the teacher's point log.
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

/** Makes a class of the caller's through the account service, as the class page does; its id. */
export async function createClass(p: TestPlatform, token: string, name: string): Promise<number> {
  const res = await p.app.inject({
    method: 'POST',
    url: '/account/schoolclass/add',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: `cls_name=${encodeURIComponent(name)}`,
  });
  return res.json().data.id as number;
}

/** The teacher's "correct all" on a homework. */
export function correctAll(p: TestPlatform, token: string, homeworkId: number) {
  return api(p, 'PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, token);
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
