import { ROLE } from '@essay/contracts';
import type { Db } from '@essay/db';
import type { Platform } from '../src/server.ts';

/**
 * The benchmarks' teacher: registered through the account service like anyone (a new school),
 * made a teacher, with one open homework named `homeworkName`. Scripts may write the database
 * directly; this is set-up, not what they measure.
 */
export async function benchTeacherWithHomework(
  platform: Pick<Platform, 'app' | 'account'>,
  db: Db,
  username: string,
  homeworkName: string,
): Promise<{ token: string; homeworkId: number }> {
  const register = await platform.app.inject({
    method: 'POST',
    url: '/account/user/register',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `username=${username}&password=bench-password&email=b@example.edu.tw&sch_name=Bench`,
  });
  const token = (register.json() as { data: { token: string } }).data.token;
  const caller = await platform.account.authenticate(token);
  await db.query('UPDATE account.users SET role = $2 WHERE id = $1', [caller.userId, ROLE.teacher]);
  const [homework] = await db.query<{ id: number }>(
    "INSERT INTO api.homeworks (school_id, teacher_id, name, submission_begin_at, submission_deadline_at) VALUES ($1, $2, $3, now(), now() + interval '1 day') RETURNING id",
    [caller.schoolId, caller.userId, homeworkName],
  );
  return { token, homeworkId: homework!.id };
}
