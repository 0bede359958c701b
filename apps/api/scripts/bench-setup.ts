/** Setup steps the benchmark scripts share (not measured): a scratch database, a bench teacher. */
import pg from 'pg';
import type { Db } from '@essay/db';
import type { buildPlatform } from '../src/server.ts';

type Platform = Awaited<ReturnType<typeof buildPlatform>>;

/** A fresh database on TEST_DATABASE_URL's server (or the local one), dropped by `drop()`. */
export async function scratchDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** Registers a teacher through the account service and gives them a homework of that name. */
export async function benchTeacher(
  { app, account }: Pick<Platform, 'app' | 'account'>,
  db: Db,
  username: string,
  homeworkName: string,
  school = 'Bench',
): Promise<{ token: string; homeworkId: number }> {
  const payload = `username=${username}&password=bench-password&email=b@example.edu.tw&sch_name=${encodeURIComponent(school)}`;
  const post = (body: string) =>
    app.inject({
      method: 'POST',
      url: '/account/user/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  // The school's first user starts it (decision 0071); later ones ask to join it.
  let register = await post(`${payload}&new_school=1&confirm_school=${encodeURIComponent(school)}`);
  if (register.statusCode !== 200) register = await post(payload);
  const token = (register.json() as { data: { token: string } }).data.token;
  const caller = await account.authenticate(token);
  await db.query('UPDATE account.users SET role = 22 WHERE id = $1', [caller.userId]);
  const [homework] = await db.query<{ id: number }>(
    "INSERT INTO api.homeworks (school_id, teacher_id, name, submission_begin_at, submission_deadline_at) VALUES ($1, $2, $3, now(), now() + interval '1 day') RETURNING id",
    [caller.schoolId, caller.userId, homeworkName],
  );
  return { token, homeworkId: homework!.id };
}
