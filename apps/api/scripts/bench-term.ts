/**
 * npm run bench:term — issue 44's term pages on PGlite: a student with 40 corrected essays (GET
 * /api/student/term) and a class of 35 students × 12 homework (GET /api/teacher/classes/{id}/term,
 * and its CSV). The essays' reports are the built-in engine's own reports of varied essays (so
 * their corrections and size are real), a third of the corrections decided by the teacher. Prints
 * p50 / p95 / max of `--runs` requests each after five unmeasured ones (target: p95 < 300 ms),
 * and the process's CPU time per request (PGlite runs in the process: on a shared machine the
 * wall time is mostly waiting for a core).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Report } from '@essay/contracts';
import { openPglite, type Db } from '@essay/db';
import { correct } from '@essay/grader';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    essays: { type: 'string', default: '40' },
    students: { type: 'string', default: '35' },
    homeworks: { type: 'string', default: '12' },
  },
});
const RUNS = Number(values.runs);
const STUDENT_ESSAYS = Number(values.essays);
const STUDENTS = Number(values.students);
const HOMEWORKS = Number(values.homeworks);

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/grader/test/fixtures');
const ZH = (await readFile(path.join(FIXTURES, 'zh-trad-dream.txt'), 'utf8'))
  .split('\n')
  .filter((line) => line.trim());
/** Miswritings a student makes, put into the source text so the engine has 錯別字 to find. */
const SLIPS: [string, string][] = [
  ['在', '再'],
  ['的', '得'],
  ['已經', '以經'],
  ['應該', '因該'],
  ['需要', '須要'],
  ['，', ','],
];

/** A Chinese essay of about 600 characters, varied by `seed`, with some slips. */
function essayText(seed: number): string {
  const out: string[] = [];
  for (let i = seed, n = 0; n < 600; i++) {
    let paragraph = ZH[i % ZH.length]!;
    for (const [k, [right, wrong]] of SLIPS.entries())
      if ((seed + k) % 3 === 0) paragraph = paragraph.replace(right, wrong);
    out.push(paragraph);
    n += paragraph.length;
  }
  return out.join('\n');
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-term-'));
const db: Db = await openPglite(path.join(dataDir, 'pglite'));
const config = readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
const { app, account } = await buildPlatform(db, config, { logger: false, workers: false });
await app.ready();

// --- set-up (not measured) ----------------------------------------------------------------------
const REPORTS = 24;
const reports: { text: string; report: Report }[] = [];
for (let seed = 0; seed < REPORTS; seed++) {
  const text = essayText(seed * 7);
  const report = await correct(
    { text },
    { name: '我的夢想', instructions: '寫一篇文章，談談你的夢想。' },
    'cap-writing',
  );
  reports.push({ text, report });
}

let users = 0;
async function register(
  role: 21 | 22,
): Promise<{ token: string; userId: number; schoolId: number }> {
  users += 1;
  const username = `bench_${role}_${users}`;
  const form = `username=${username}&password=bench-password&email=${username}@example.edu.tw&sch_name=Bench`;
  const post = (payload: string) =>
    app.inject({
      method: 'POST',
      url: '/account/user/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  let res = await post(`${form}&new_school=1&confirm_school=Bench`);
  if (res.statusCode !== 200) res = await post(form);
  const token = (res.json() as { data: { token: string } }).data.token;
  const caller = await account.authenticate(token);
  await db.query("UPDATE account.users SET role = $2, member_status = 'active' WHERE id = $1", [
    caller.userId,
    role,
  ]);
  return { token, userId: caller.userId, schoolId: caller.schoolId };
}

async function accountForm(url: string, token: string, payload: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload,
  });
  return res.json() as { state: boolean; data: { id: number; code: string } };
}

const teacher = await register(22);
async function classOf(name: string, students: { token: string }[]): Promise<number> {
  const made = (
    await accountForm(
      '/account/schoolclass/add',
      teacher.token,
      `cls_name=${encodeURIComponent(name)}`,
    )
  ).data;
  for (const s of students)
    if (!(await accountForm('/account/schoolclass/join', s.token, `code=${made.code}`)).state)
      throw new Error('a bench student could not join the class');
  return made.id;
}

let written = 0;
/** Homework set for the class, with one corrected essay per student, a third of its corrections decided. */
async function homeworkWithEssays(classId: number, n: number, students: { userId: number }[]) {
  const [homework] = await db.query<{ id: number }>(
    `INSERT INTO api.homeworks (school_id, teacher_id, name, submission_begin_at, submission_deadline_at,
       assigned_classes, released, created_at)
     VALUES ($1, $2, $3, now(), now(), $4, true, now() - make_interval(days => $5)) RETURNING id`,
    [teacher.schoolId, teacher.userId, `作文 ${n}`, [classId], 200 - n],
  );
  for (const student of students) {
    const { text, report } = reports[(written += 1) % REPORTS]!;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO api.articles (homework_id, title, student_name, student_user_id, status, content,
         graded_content, report, level_label, score, grading_count, submitted_at, graded_at)
       VALUES ($1, $2, '', $3, 'graded', $4, $4, $5, $6, $7, 1, now() - make_interval(days => $8), now())
       RETURNING id`,
      [
        homework!.id,
        `essay ${written}`,
        student.userId,
        text,
        JSON.stringify(report),
        report.levelLabel,
        report.level,
        200 - n,
      ],
    );
    for (const [index, c] of report.corrections.entries()) {
      if (index % 3 !== 0) continue;
      await db.query(
        `INSERT INTO api.correction_decisions (article_id, grading_number, correction_index, decision,
           span_start, span_end, original, suggestion, kind, teacher_id)
         VALUES ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          row!.id,
          index,
          index % 2 === 0 ? 'accept' : 'reject',
          c.span.start,
          c.span.end,
          c.original,
          c.suggestion,
          c.kind,
          teacher.userId,
        ],
      );
    }
  }
}

const setUp = performance.now();
const classStudents = [];
for (let i = 0; i < STUDENTS; i++) classStudents.push(await register(21));
const classId = await classOf('七年一班', classStudents);
for (let n = 1; n <= HOMEWORKS; n++) await homeworkWithEssays(classId, n, classStudents);
const loner = await register(21);
const lonerClass = await classOf('寫作社', [loner]);
for (let n = 1; n <= STUDENT_ESSAYS; n++) await homeworkWithEssays(lonerClass, n, [loner]);
const corrections = reports.reduce((sum, r) => sum + r.report.corrections.length, 0) / REPORTS;
console.log(
  `set-up ${((performance.now() - setUp) / 1000).toFixed(1)} s: ${STUDENTS} students × ${HOMEWORKS} homework, ` +
    `a student with ${STUDENT_ESSAYS} essays; ${corrections.toFixed(1)} corrections per essay on average`,
);

// --- measured ------------------------------------------------------------------------------------
async function measure(label: string, url: string, token: string): Promise<void> {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (i >= 5) cpuTimes.push((used.user + used.system) / 1000);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    bytes = res.rawPayload.length;
    if (i >= 5) times.push(ms);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const at = (q: number, xs = times) => xs[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;
  console.log(
    `${label.padEnd(40)} p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${times[times.length - 1]!.toFixed(1)} ms; CPU p50 ${at(0.5, cpuTimes).toFixed(1)} p95 ${at(0.95, cpuTimes).toFixed(1)} ms  (${(bytes / 1024).toFixed(0)} KB, ${RUNS} runs)`,
  );
}

await measure(`student term (${STUDENT_ESSAYS} essays)`, '/api/student/term', loner.token);
await measure(
  `teacher's view of that student`,
  `/api/teacher/students/${loner.userId}/term`,
  teacher.token,
);
await measure(
  `class term (${STUDENTS} × ${HOMEWORKS})`,
  `/api/teacher/classes/${classId}/term`,
  teacher.token,
);
await measure(
  `class term CSV`,
  `/api/teacher/classes/${classId}/term?format=csv&locale=zh-tw`,
  teacher.token,
);

await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
