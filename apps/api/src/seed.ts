import { DEMO_PASSWORD, DEMO_SCHOOL, DEMO_USERS, createAccountContext, readAccountConfig, seedAccountDemo } from '@essay/account';
import type { Db } from '@essay/db';
import type { ApiConfig } from './config.ts';

/** First start: the demo school (account side) and a demo homework; answers the demo logins. */
export async function seedDemo(db: Db, config: ApiConfig): Promise<string[]> {
  const ctx = createAccountContext(db, readAccountConfig({ ...process.env, DATA_DIR: config.dataDir }));
  const demo = await seedAccountDemo(ctx);
  const existing = await db.query('SELECT 1 FROM api.homeworks WHERE school_id = $1 LIMIT 1', [demo.schoolId]);
  if (existing.length === 0) {
    await db.query(
      `INSERT INTO api.homeworks (school_id, teacher_id, name, instructions, submission_begin_at, submission_deadline_at, assigned_classes, students)
       VALUES ($1, $2, $3, $4, now(), now() + interval '14 days', $5, $6)`,
      [demo.schoolId, demo.users['demo-teacher'], '我最難忘的一件事', '請以「我最難忘的一件事」為題，寫一篇文章，敘述事情經過並說明你的感受。', [demo.classId], ['王小明', '陳美玲']],
    );
  }
  return DEMO_USERS.map((user) => `${user.username} / ${DEMO_PASSWORD} (${DEMO_SCHOOL}, role ${user.role})`);
}
