/**
 * npm run bench:scale — the docker-compose.yml setup as processes on this machine: PostgreSQL
 * (TEST_DATABASE_URL's server, a fresh database), an S3-protocol server (s3rver), two web
 * processes (`npm run web`'s command) and two worker processes (`npm run worker`'s, with
 * `--queues extract,grade,retention`), the same commands and environment variables as the compose
 * file. Ten schools upload and correct 200 essays (school 10 also uploads a 500-page PDF first);
 * one worker is killed with SIGKILL half-way. Photo essays wait for their transcript (issue 28):
 * the teacher confirms it when the photo is read and corrects the essay, as the review screen
 * does. Prints progress every 10 s; essays corrected exactly once and charged once, p95
 * upload→extracted text for the nine other schools (when the text was stored, from the queue's
 * record; and when the teachers' screens saw it), and the peak RSS and CPU seconds of every
 * process and of the machine. Exits 1, saying what is missing, when the essays are not all
 * corrected within `--limit` seconds (default 600) or one was not corrected or charged exactly
 * once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { registrationRequest } from '@essay/contracts';
import { startS3TestServer } from './s3-test-server.ts';
import { serverArgs, serverEnv } from './server-command.ts';
import { CLOCK_TICKS, cpuSeconds, rssMb } from './proc-stats.ts';
import { scratchDatabase } from './bench-setup.ts';
import { describeState, readScaleState } from './bench-scale-state.ts';

const { values } = parseArgs({ options: { limit: { type: 'string', default: '600' } } });
const LIMIT_MS = Number(values.limit) * 1000;

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const FIXTURES = path.join(ROOT, 'packages', 'ingest', 'test', 'fixtures');
const SCHOOLS = 10;
const ESSAYS_PER_SCHOOL = 20;
const BASE_PORT = 3900 + Math.floor(Math.random() * 50) * 2;
const started = Date.now();
/** The machine's busy and all CPU seconds so far (/proc/stat's first line: every core). */
function machineCpu(): { busy: number; all: number } {
  const ticks = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const all = ticks.reduce((sum, t) => sum + (t || 0), 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (all - idle) / CLOCK_TICKS, all: all / CLOCK_TICKS };
}
const machineAtStart = machineCpu();
const log = (line: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

// --- shared parts -------------------------------------------------------------------------------
const s3 = await startS3TestServer('bench');
const scratchDb = await scratchDatabase('bench_scale');
// A pool: the ten schools' setup steps run at once.
const db = new pg.Pool({ connectionString: scratchDb.url, max: 4 });
const scratch = await mkdtemp(path.join(tmpdir(), 'bench-scale-'));

// --- processes, as in docker-compose.yml ----------------------------------------------------------
/** A process of the run: its peak RSS and its CPU seconds so far (user + system, all threads). */
type Proc = {
  name: string;
  child: ChildProcess;
  peakRssMb: number;
  cpuSeconds: number;
  port: number;
};
const procs: Proc[] = [];
// A failed run (an error thrown anywhere below) must not leave web or worker processes behind.
process.on('exit', () => {
  for (const proc of procs) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
});
const env = (name: string, port: number) => ({
  ...process.env,
  ...s3.env,
  DATABASE_URL: scratchDb.url,
  DATA_DIR: path.join(scratch, name),
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  GRADE_POINT_PER_ARTICLE: '1',
  FREE_IMAGE_ARTICLE_GRADE_TIMES: '0',
  REGISTER_MAX_PER_ADDRESS_PER_HOUR: '1000',
  SCHOOL_CREATE_MAX_PER_RANGE_PER_HOUR: '1000',
  NODE_NO_WARNINGS: '1',
});
async function startProcess(
  name: string,
  script: 'web' | 'worker',
  args: string[],
  port: number,
): Promise<Proc> {
  const child = spawn(process.execPath, [...serverArgs(script), ...args], {
    env: { ...env(name, port), ...serverEnv(script) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) =>
    process.stderr.write(`[${name}] ${d.toString().slice(0, 500)}`),
  );
  const proc = { name, child, peakRssMb: 0, cpuSeconds: 0, port };
  procs.push(proc);
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return proc;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not become healthy`);
}
const rssSampler = setInterval(() => {
  for (const proc of procs) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null || !proc.child.pid) continue;
    try {
      proc.peakRssMb = Math.max(proc.peakRssMb, rssMb(proc.child.pid));
      proc.cpuSeconds = cpuSeconds(proc.child.pid);
    } catch {
      // exited between the check and the read
    }
  }
}, 250);

const web1 = await startProcess('web-1', 'web', [], BASE_PORT);
const web2 = await startProcess('web-2', 'web', [], BASE_PORT + 1);
const worker1 = await startProcess(
  'worker-1',
  'worker',
  ['--queues', 'extract,grade,retention', '--port', String(BASE_PORT + 2)],
  BASE_PORT + 2,
);
await startProcess(
  'worker-2',
  'worker',
  ['--queues', 'extract,grade,retention', '--port', String(BASE_PORT + 3)],
  BASE_PORT + 3,
);
log('PostgreSQL, s3rver, web ×2 and worker ×2 are up');

// --- schools ------------------------------------------------------------------------------------
const webs = [web1, web2];
let turn = 0;
/** The load balancer: requests alternate between the two web processes. */
async function call(
  method: string,
  url: string,
  token: string,
  body?: unknown,
  form?: FormData,
): Promise<any> {
  const web = webs[turn++ % webs.length]!;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${web.port}${url}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok)
    throw Object.assign(new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`), {
      status: response.status,
      body: json,
    });
  return json;
}

async function register(
  school: string,
  username: string,
): Promise<{ token: string; userId: number }> {
  const form = {
    username,
    password: 'bench-password-1',
    email: `${username}@example.edu.tw`,
    sch_name: school,
  };
  const url = `http://127.0.0.1:${web1.port}/account/user/register`;
  // The school's first user starts it (decision 0071); later ones ask to join it.
  let response = await fetch(url, {
    method: 'POST',
    ...registrationRequest({ ...form, new_school: '1', confirm_school: school }),
  });
  if (!response.ok) response = await fetch(url, { method: 'POST', ...registrationRequest(form) });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  const [row] = (
    await db.query<{ id: number }>('SELECT id FROM account.users WHERE username = $1', [username])
  ).rows;
  // Setup, not measured: an active teacher with 100 points (a school admin would approve both).
  await db.query("UPDATE account.users SET role = 22, member_status = 'active' WHERE id = $1", [
    row!.id,
  ]);
  await db.query(
    "INSERT INTO account.point_ledger (user_id, delta, service_type, idempotency_key, note) VALUES ($1, 100, 'point_ask', $2, 'bench')",
    [row!.id, `bench:${row!.id}`],
  );
  await db.query(
    'INSERT INTO account.point_balances (user_id, points) VALUES ($1, 100) ON CONFLICT (user_id) DO UPDATE SET points = account.point_balances.points + 100',
    [row!.id],
  );
  return { token, userId: row!.id };
}

async function bigBlankPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let i = 0; i < pages; i++) doc.addPage();
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const fixtures = {
  docx: await readFile(path.join(FIXTURES, 'docx-zh.docx')),
  pdf: await readFile(path.join(FIXTURES, 'pdf-text-zh.pdf')),
  photo: await readFile(path.join(FIXTURES, 'photo-zh.jpg')),
};
const big = await bigBlankPdf(500);
/** Per school: mostly Word and PDF files, three phone photos (OCR). */
const plan = (i: number): [string, Buffer][] =>
  Array.from({ length: ESSAYS_PER_SCHOOL }, (_, n) => {
    if (n % 7 === 3) return [`IMG_${i}_${n}.jpg`, fixtures.photo];
    return n % 2 === 0
      ? [`essay-${i}-${n}.docx`, fixtures.docx]
      : [`essay-${i}-${n}.pdf`, fixtures.pdf];
  });

type Upload = {
  school: number;
  fileId: number;
  uploadedAt: number;
  extractedAt?: number;
  status?: string;
  error?: string | null;
};
const uploads: Upload[] = [];
const homeworks: { school: number; id: number; token: string }[] = [];
let bigPdfOutcome = '';

async function runSchool(i: number): Promise<void> {
  const teacher = await register(`Bench School ${i}`, `bench_t${i}_${Date.now().toString(36)}`);
  const { id: homeworkId } = await call('POST', '/api/teacher/homeworks', teacher.token, {
    name: '一次難忘的經驗',
    instructions: '請以「一次難忘的經驗」為題，寫一篇文章，記敘事情經過並說明你的感受。',
    submission_method: 'teacher',
    submission_begin_at: '2026-09-01T08:00:00+08:00',
    submission_deadline_at: '2026-12-15T17:00:00+08:00',
    assigned_classes: [],
    students: [],
  });
  homeworks.push({ school: i, id: homeworkId, token: teacher.token });
  /** Uploads one file as the teacher's screen does and records when it was sent. */
  const upload = async (name: string, bytes: Buffer, school: number): Promise<number> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const uploadedAt = Date.now();
    const url = `/api/teacher/homeworks/${homeworkId}/files`;
    const row = await call('POST', url, teacher.token, undefined, form);
    uploads.push({ school, fileId: row.id, uploadedAt });
    return row.id as number;
  };
  if (i === SCHOOLS) await upload('scanned-class-set.pdf', big, -i);
  const ids: number[] = [];
  for (const [name, bytes] of plan(i)) ids.push(await upload(name, bytes, i));
  await call('POST', `/api/teacher/homeworks/${homeworkId}/articles`, teacher.token, {
    articles: ids.map((id) => ({ student_name: '', file_ids: [id] })),
  });
  await call('PATCH', `/api/teacher/homeworks/${homeworkId}/articles/all/grade`, teacher.token, {});
}

/**
 * A photo essay read by OCR waits for its transcript (issue 28): the teacher opens it, confirms
 * the words the OCR doubted and corrects it, as the review screen does. An essay already queued
 * (the remembered correct-all took it) answers 409 `article_grading`.
 */
let transcriptsConfirmed = 0;
const reviews: Promise<void>[] = [];
const reviewErrors: string[] = [];
async function confirmAndCorrect(token: string, articleId: number): Promise<void> {
  const essay = await call('GET', `/api/teacher/articles/${articleId}`, token);
  if (essay.status !== 'submitted' || !essay.transcript_unconfirmed) return;
  await call('PATCH', `/api/teacher/articles/${articleId}/images/confirm-all`, token, {});
  transcriptsConfirmed += 1;
  await call('PATCH', `/api/teacher/articles/${articleId}/grade`, token, {}).catch(
    (error: { body?: { code?: string } }) => {
      if (error.body?.code !== 'article_grading') throw error;
    },
  );
}

/** Teachers' screens: each school's file list, every second, from either web process. */
async function pollExtraction(until: () => boolean): Promise<void> {
  while (!until()) {
    for (const hw of homeworks) {
      const { files } = (await call('GET', `/api/teacher/homeworks/${hw.id}/files`, hw.token).catch(
        () => ({ files: [] }),
      )) as {
        files: {
          id: number;
          file_type: string;
          article_id: number | null;
          extraction_status: string;
          extraction_error: string | null;
        }[];
      };
      for (const file of files) {
        const upload = uploads.find((u) => u.fileId === file.id);
        if (
          upload &&
          upload.extractedAt === undefined &&
          (file.extraction_status === 'done' || file.extraction_status === 'failed')
        ) {
          upload.extractedAt = Date.now();
          upload.status = file.extraction_status;
          upload.error = file.extraction_error;
          if (upload.school < 0)
            bigPdfOutcome = `${file.extraction_status} after ${((upload.extractedAt - upload.uploadedAt) / 1000).toFixed(1)} s: ${file.extraction_error}`;
          if (file.file_type === 'image' && file.extraction_status === 'done' && file.article_id)
            reviews.push(
              confirmAndCorrect(hw.token, file.article_id).catch((error: unknown) => {
                reviewErrors.push(String(error));
              }),
            );
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const total = SCHOOLS * ESSAYS_PER_SCHOOL;
let allUploaded = false;
const schoolsDone = Promise.all(Array.from({ length: SCHOOLS }, (_, k) => runSchool(k + 1))).then(
  () => (allUploaded = true),
);
let finished = false;
const polling = pollExtraction(() => finished);
await schoolsDone;
log(
  `${uploads.length} files uploaded (200 essays + the 500-page PDF), arranged, correct-all asked`,
);

// Waits for every essay, printing where they are every 10 s; past the limit, says what is missing.
let killedAt: number | null = null;
/** When the other worker took worker-1 for dead and handed its jobs back (decision 0063). */
let forgottenAt: number | null = null;
const deadline = started + LIMIT_MS;
let lastProgress = 0;
let timedOut = false;
for (;;) {
  const state = await readScaleState(db);
  const done = state.graded + state.failed;
  if (killedAt !== null && forgottenAt === null) {
    const [row] = (
      await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM api.worker_processes WHERE pid = $1',
        [worker1.child.pid],
      )
    ).rows;
    if (row!.n === 0) forgottenAt = Date.now();
  }
  if (killedAt === null && done >= total / 2) {
    worker1.child.kill('SIGKILL');
    killedAt = Date.now();
    log(`worker-1 killed with SIGKILL at ${done}/${total} corrected`);
  }
  if (allUploaded && done >= total) {
    log(describeState(state, total));
    break;
  }
  if (Date.now() > deadline) {
    log(`TIME LIMIT (${LIMIT_MS / 1000} s) reached; missing: ${describeState(state, total)}`);
    timedOut = true;
    break;
  }
  if (Date.now() - lastProgress >= 10_000) {
    log(describeState(state, total));
    lastProgress = Date.now();
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
// One more look at the file lists: an extraction seen done only now still counts at its time.
finished = true;
await polling;
await pollExtraction(
  () => uploads.every((u) => u.extractedAt !== undefined) || Date.now() > deadline,
);
await Promise.allSettled(reviews);

// --- figures ------------------------------------------------------------------------------------
const counts = (
  await db.query<{
    essays: number;
    graded: number;
    done_once: number;
    charged_once: number;
    charged_twice: number;
    free: number;
  }>(`
    WITH per AS (
      SELECT a.id, a.status,
             (SELECT count(*) FROM api.gradings g WHERE g.article_id = a.id AND g.status = 'done') AS done,
             (SELECT count(*) FROM api.gradings g WHERE g.article_id = a.id) AS gradings,
             (SELECT count(*) FROM account.point_ledger l WHERE l.idempotency_key LIKE 'grade:' || a.id || ':%' AND l.delta < 0) AS charges,
             (SELECT coalesce(sum(points), 0) FROM api.gradings g WHERE g.article_id = a.id) AS price
      FROM api.articles a)
    SELECT count(*)::int AS essays,
           count(*) FILTER (WHERE status = 'graded')::int AS graded,
           count(*) FILTER (WHERE done = 1 AND gradings = 1)::int AS done_once,
           count(*) FILTER (WHERE charges = 1 AND price > 0)::int AS charged_once,
           count(*) FILTER (WHERE charges > 1)::int AS charged_twice,
           count(*) FILTER (WHERE gradings > 0 AND price = 0 AND charges = 0)::int AS free
    FROM per`)
).rows[0]!;
// When each file's text was stored (or its reading failed): the end of the last extraction job of
// the file (its open job, or its last page), as the queue recorded it. The teachers' screens see it
// at their next look.
const readAt = new Map(
  (
    await db.query<{ file_id: number; at: number }>(`
      SELECT (data->>'fileId')::int AS file_id, extract(epoch FROM max(completed_on))::float * 1000 AS at
      FROM pgboss.job WHERE name = 'file.extract.v1' AND state IN ('completed', 'failed') GROUP BY 1`)
  ).rows.map((row) => [row.file_id, row.at]),
);
const nineSchools = uploads.filter((u) => u.school >= 1 && u.school < SCHOOLS);
/** Upload → text in seconds, sorted: when the server stored it, or when a teacher's screen saw it. */
const waitsOf = (files: Upload[], seen: boolean) =>
  files
    .map((u) => ((seen ? u.extractedAt : readAt.get(u.fileId)) ?? NaN) - u.uploadedAt)
    .filter((ms) => !Number.isNaN(ms))
    .map((ms) => ms / 1000)
    .sort((a, b) => a - b);
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? NaN;
const waits = waitsOf(nineSchools, false);
const p95 = percentile(waits, 0.95);
const p50 = waits[Math.floor(waits.length / 2)] ?? NaN;
const seenP95 = percentile(waitsOf(nineSchools, true), 0.95);
const perSchool = Array.from({ length: SCHOOLS }, (_, k) => {
  const times = waitsOf(
    uploads.filter((u) => u.school === k + 1),
    false,
  );
  return `${k + 1}: ${percentile(times, 0.95).toFixed(0)} s`;
});
// Where the extraction time goes: each kind's mean time in a worker (pg-boss start → end), for the
// quick jobs that open a file and the page jobs that read a page by OCR (decision 0058).
const jobTimes = (
  await db.query<{ kind: string; job: string; n: number; mean: number; total: number }>(`
    SELECT f.kind, CASE WHEN j.data ? 'page' THEN 'OCR page' ELSE 'open' END AS job, count(*)::int AS n,
           avg(extract(epoch FROM j.completed_on - j.started_on))::float AS mean,
           sum(extract(epoch FROM j.completed_on - j.started_on))::float AS total
    FROM pgboss.job j JOIN api.homework_files f ON f.id = (j.data->>'fileId')::int
    WHERE j.name = 'file.extract.v1' AND j.state = 'completed'
    GROUP BY 1, 2 ORDER BY 1, 2`)
).rows;
// The slowest tenth of the nine schools' files: when each was sent and when its last job started.
const lastJobs = (
  await db.query<{ file_id: number; kind: string; started: number; retried: number }>(`
    SELECT (j.data->>'fileId')::int AS file_id, f.kind,
           extract(epoch FROM max(j.started_on))::float * 1000 AS started,
           max(j.retry_count)::int AS retried
    FROM pgboss.job j JOIN api.homework_files f ON f.id = (j.data->>'fileId')::int
    WHERE j.name = 'file.extract.v1' AND j.state = 'completed' GROUP BY 1, 2`)
).rows;
const intoRun = (ms: number) => `${((ms - started) / 1000).toFixed(0)} s`;
const slowestTenth = nineSchools
  .map((u) => ({ ...u, wait: (readAt.get(u.fileId) ?? NaN) - u.uploadedAt }))
  .filter((u) => !Number.isNaN(u.wait))
  .sort((a, b) => b.wait - a.wait)
  .slice(0, Math.ceil(nineSchools.length / 10))
  .map((u) => {
    const job = lastJobs.find((row) => row.file_id === u.fileId);
    const retried = job?.retried ? ', retried' : '';
    return `${job?.kind ?? '?'} ${(u.wait / 1000).toFixed(0)} s (sent ${intoRun(u.uploadedAt)}, last job started ${job ? intoRun(job.started) : '?'}${retried})`;
  });
const failedExtractions = uploads.filter((u) => u.school > 0 && u.status === 'failed');
// The kill's trace: grading jobs tried more than once, and when the last essay was corrected.
const [retries] = (
  await db.query<{ retried: number; last_done: number | null }>(`
    SELECT (SELECT count(*)::int FROM pgboss.job WHERE name = 'essay.grade.v1' AND retry_count > 0) AS retried,
           (SELECT extract(epoch FROM max(finished_at)) * 1000 FROM api.gradings)::float AS last_done`)
).rows;

console.log(
  '\n== bench:scale (PostgreSQL, s3rver bucket, web ×2, worker ×2; this 2-core machine is shared with other work) ==',
);
console.log(
  `essays corrected: ${counts.graded}/${total}; corrected exactly once (one grading, done): ${counts.done_once}/${total}`,
);
console.log(
  `charged exactly once: ${counts.charged_once}; charged twice: ${counts.charged_twice}; free (level-0 gate, no charge): ${counts.free}`,
);
console.log(
  `worker-1 SIGKILLed half-way ${killedAt ? `(${((killedAt - started) / 1000).toFixed(0)} s into the run)` : '(not reached)'}; taken for dead, its jobs handed back, ${killedAt && forgottenAt ? `${((forgottenAt - killedAt) / 1000).toFixed(0)} s after the kill` : '-'}`,
);
console.log(
  `grading jobs tried more than once: ${retries!.retried}; last essay corrected ${killedAt && retries!.last_done ? `${((retries!.last_done - killedAt) / 1000).toFixed(0)} s after the kill` : '-'}; transcripts the teachers confirmed: ${transcriptsConfirmed}${reviewErrors.length ? ` (${reviewErrors.length} reviews failed: ${reviewErrors[0]})` : ''}`,
);
console.log(
  `upload → extracted text stored, nine schools (${waits.length} files): p50 ${p50.toFixed(1)} s, p95 ${p95.toFixed(1)} s, max ${(waits.at(-1) ?? NaN).toFixed(1)} s; p95 seen on the teachers' screens (each school's file list read every second) ${seenP95.toFixed(1)} s`,
);
console.log(`p95 per school (school 10 also sent the 500-page PDF): ${perSchool.join(', ')}`);
console.log(`the slowest tenth, times into the run: ${slowestTenth.join('; ')}`);
console.log(
  `failed extractions among the 200 essays: ${failedExtractions.length}${failedExtractions.length ? ` (${failedExtractions[0]!.error})` : ''}`,
);
console.log(
  `extraction time in a worker, by kind: ${jobTimes.map((t) => `${t.kind} ${t.job} ${t.n}× mean ${t.mean.toFixed(2)} s (sum ${t.total.toFixed(0)} s)`).join('; ')}`,
);
console.log(`school 10's 500-page PDF: ${bigPdfOutcome || 'not finished'}`);
for (const proc of procs)
  console.log(
    `peak RSS ${proc.name.padEnd(8)} ${proc.peakRssMb.toFixed(0)} MB, CPU ${proc.cpuSeconds.toFixed(0)} s`,
  );
const machineAtEnd = machineCpu();
console.log(
  `machine CPU busy ${(machineAtEnd.busy - machineAtStart.busy).toFixed(0)} s of ${(machineAtEnd.all - machineAtStart.all).toFixed(0)} s (all cores, PostgreSQL included)`,
);
const ownCpu = process.cpuUsage();
console.log(
  `CPU of this script (the teachers, the S3 server): ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(0)} s`,
);
console.log(`wall time ${((Date.now() - started) / 1000).toFixed(0)} s`);

clearInterval(rssSampler);
for (const proc of procs)
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGTERM');
await Promise.all(
  procs.map((proc) =>
    proc.child.exitCode === null && proc.child.signalCode === null
      ? new Promise((resolve) => proc.child.once('exit', resolve))
      : null,
  ),
);
await db.end();
await scratchDb.drop();
await s3.close();
await rm(scratch, { recursive: true, force: true });

// A run that did not correct every essay exactly once, charged once, is a failed run.
const missing = [
  timedOut ? `not every essay corrected within ${LIMIT_MS / 1000} s` : '',
  counts.done_once < total ? `${total - counts.done_once} essays not corrected exactly once` : '',
  counts.charged_twice > 0 ? `${counts.charged_twice} essays charged twice` : '',
  counts.charged_once + counts.free < total
    ? `${total - counts.charged_once - counts.free} essays neither charged once nor free`
    : '',
].filter(Boolean);
if (missing.length > 0) {
  console.log(`FAILED: ${missing.join('; ')}`);
  process.exitCode = 1;
}
