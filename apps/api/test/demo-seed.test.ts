import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../account/src/modules/auth/passwords.ts';
import { DEMO_LOGINS_FILE, seedDemo } from '../src/seed.ts';
import { createTestPlatform, type TestPlatform } from './helpers.ts';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

async function login(username: string, password: string): Promise<number> {
  const response = await p.app.inject({
    method: 'POST',
    url: '/account/user/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  return response.statusCode;
}

function passwordsIn(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^\s*(demo-[a-z]+) \/ (\S+) /gm)].map((m) => [m[1]!, m[2]!]),
  );
}

describe('the demo school', () => {
  it('gets random passwords, printed once and kept owner-only under DATA_DIR; the published one never works', async () => {
    const printed = await seedDemo(p.db, p.config);
    const file = path.join(p.config.dataDir, DEMO_LOGINS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const passwords = passwordsIn(await readFile(file, 'utf8'));
    expect(Object.keys(passwords).sort()).toEqual(['demo-admin', 'demo-student', 'demo-teacher']);
    expect(passwordsIn(printed.join('\n'))).toEqual(passwords);
    expect(new Set(Object.values(passwords)).size).toBe(3);
    for (const [username, password] of Object.entries(passwords)) {
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(await login(username, password)).toBe(200);
      expect(await login(username, 'demo-password')).toBe(401);
    }

    // demo-student has a homework to hand in (student side of issue 13), seeded once.
    const studentHomework = await p.db.query<{ name: string }>(
      "SELECT h.name FROM api.homeworks h WHERE h.submission_method = 'student'",
    );
    expect(studentHomework.map((h) => h.name)).toEqual(['我的志願']);

    const again = await seedDemo(p.db, p.config);
    expect(
      (await p.db.query("SELECT 1 FROM api.homeworks WHERE submission_method = 'student'")).length,
    ).toBe(1);
    expect(again).toEqual([`Demo logins: see ${file} (printed at first start)`]);
    expect(passwordsIn(await readFile(file, 'utf8'))).toEqual(passwords);
  });

  it('replaces the password earlier versions published', async () => {
    await p.db.query("UPDATE account.users SET password_hash = $1 WHERE username = 'demo-admin'", [
      await hashPassword('demo-password'),
    ]);
    const printed = passwordsIn((await seedDemo(p.db, p.config)).join('\n'));
    expect(Object.keys(printed)).toEqual(['demo-admin']);
    expect(await login('demo-admin', 'demo-password')).toBe(401);
    expect(await login('demo-admin', printed['demo-admin']!)).toBe(200);
  });
});
