import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SCHOOL, DEMO_USERS, createAccountContext, seedAccountDemo } from '@essay/account';
import type { Db } from '@essay/db';
import type { ApiConfig } from './config.ts';
import {
  insertStudentDemoHomework,
  insertTeacherDemoHomework,
} from './modules/homeworks/demo-homeworks.repository.ts';

export const DEMO_LOGINS_FILE = 'demo-logins.txt';

/**
 * First start: the demo school (account side) and a demo homework. Answers what to print: the
 * demo logins when their passwords were set now (they are also written, owner-only, to
 * DATA_DIR/demo-logins.txt), else where to find them.
 */
export async function seedDemo(db: Db, config: ApiConfig): Promise<string[]> {
  const ctx = createAccountContext(db, config.account);
  const demo = await seedAccountDemo(ctx, { fixedPassword: config.demoPassword });
  const teacher = {
    schoolId: demo.schoolId,
    teacherId: demo.users['demo-teacher'],
    classId: demo.classId,
  };
  await insertTeacherDemoHomework(
    db,
    {
      ...teacher,
      name: '我最難忘的一件事',
      instructions: '請以「我最難忘的一件事」為題，寫一篇文章，敘述事情經過並說明你的感受。',
    },
    ['王小明', '陳美玲'],
  );
  // Issue 13: a homework demo-student hands in from the student side (class Class 701, revisions allowed).
  await insertStudentDemoHomework(db, {
    ...teacher,
    name: '我的志願',
    instructions: '請以「我的志願」為題，寫一篇文章，說明你的志願和原因。',
  });
  const file = path.join(config.dataDir, DEMO_LOGINS_FILE);
  const logins = DEMO_USERS.flatMap((user) => {
    const password = demo.newPasswords[user.username];
    return password ? [`${user.username} / ${password} (${DEMO_SCHOOL}, role ${user.role})`] : [];
  });
  if (logins.length === 0) return [`Demo logins: see ${file} (printed at first start)`];
  await writeFile(file, `${logins.join('\n')}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return ['Demo logins (shown once; also in ' + file + '):', ...logins.map((line) => `  ${line}`)];
}
