/**
 * npm run bench:grading [-- --essays 40 --zh-chars 600 --en-words 350 --zh-share 0.5 --warm-up
 * --repeat 3]
 * Time from "correct all" to "all graded" for a class whose text is already extracted, with the
 * built-in engine and the in-process workers of `npm start` on PGlite, under `npm start`'s Node
 * flags: first cold (the engine's tables load on the first correction, as in `npm start`;
 * `--warm-up`: at start, as in `npm run worker`), then warm with the same mix, then `--repeat`
 * warm Chinese-only and English-only classes each for essays per CPU-second (the process's CPU
 * time: engine, database and HTTP together), and their median; and the database statements the
 * platform ran per essay (its own and the job queue's), a figure the machine's speed does not move.
 */
import { START_FLAGS } from './with-start-flags.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, type Db } from '@essay/db';
import { countWords } from '@essay/grader';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';
import { benchTeacher } from './bench-setup.ts';

const { values } = parseArgs({
  options: {
    essays: { type: 'string', default: '40' },
    'zh-chars': { type: 'string', default: '600' },
    'en-words': { type: 'string', default: '350' },
    'zh-share': { type: 'string', default: '0.5' },
    'warm-up': { type: 'boolean', default: false },
    repeat: { type: 'string', default: '3' },
  },
});
const ESSAYS = Number(values.essays);
const ZH_CHARS = Number(values['zh-chars']);
const EN_WORDS = Number(values['en-words']);
const ZH_SHARE = Number(values['zh-share']);
const REPEAT = Number(values.repeat);

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/grader/test/fixtures');
const fixture = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');
const ZH_SOURCE = await fixture('zh-trad-dream.txt');
const EN_SOURCE = `${await fixture('en-trip.txt')}\n${await fixture('en-errors.txt')}`;

/** An essay of `target` characters (Chinese) or words (English) from the source's paragraphs, in an order that varies with `seed`. */
function essay(lang: 'zh' | 'en', target: number, seed: number): string {
  const paragraphs = (lang === 'zh' ? ZH_SOURCE : EN_SOURCE).split('\n').filter((p) => p.trim());
  const out: string[] = [];
  for (let i = seed, n = 0; n < target; i++) {
    let paragraph = paragraphs[i % paragraphs.length]!;
    const size = countWords(paragraph, lang);
    if (n + size > target)
      paragraph = paragraph.slice(0, Math.ceil((paragraph.length * (target - n)) / size));
    out.push(paragraph);
    n += size;
  }
  return out.join('\n');
}
const classOf = (zhShare: number): string[] =>
  Array.from({ length: ESSAYS }, (_, i) =>
    i < Math.round(ESSAYS * zhShare) ? essay('zh', ZH_CHARS, i) : essay('en', EN_WORDS, i),
  );

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-grading-'));
const db: Db = await openPglite(path.join(dataDir, 'pglite'));
let statements = 0;
/** `inner` counting the statements run through it (the platform's); the bench's own go to `db`. */
function counting(inner: Db): Db {
  return {
    ...inner,
    query: (text, params) => {
      statements += 1;
      return inner.query(text, params);
    },
    exec: (text) => {
      statements += 1;
      return inner.exec(text);
    },
    executeSql: (text, params) => {
      statements += 1;
      return inner.executeSql(text, params);
    },
    transaction: (fn) => inner.transaction((tx) => fn(counting(tx))),
  };
}
const config = readApiConfig({
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  ...(values['warm-up'] ? { WARM_UP_GRADER: '1' } : {}),
});
const { app, account, workersReady } = await buildPlatform(counting(db), config, {
  logger: false,
  workers: true,
});
const warmStart = performance.now();
await workersReady;
const warmUpAtStart = values['warm-up']
  ? `${((performance.now() - warmStart) / 1000).toFixed(2)} s at start (--warm-up)`
  : 'none at start (npm start: on the first correction)';

let classes = 0;
/** One class: its essays inserted, then "correct all" and wait until every essay is graded. */
async function correctClass(essays: string[]) {
  const { token, homeworkId } = await benchTeacher(
    { app, account },
    db,
    `bench_teacher_${(classes += 1)}`,
    '我的夢想',
    `Bench ${classes}`, // a school of its own: a school's second member waits for approval
  );
  for (const [i, text] of essays.entries())
    await db.query(
      "INSERT INTO api.articles (homework_id, title, content, status) VALUES ($1, $2, $3, 'submitted')",
      [homeworkId, `essay ${i}`, text],
    );
  const cpu0 = process.cpuUsage();
  const statements0 = statements;
  const started = performance.now();
  const answer = await app.inject({
    method: 'PATCH',
    url: `/api/teacher/homeworks/${homeworkId}/articles/all/grade`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
  for (;;) {
    const [row] = await db.query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM api.articles WHERE homework_id = $1 AND status NOT IN ('graded', 'failed')",
      [homeworkId],
    );
    if (row!.waiting === 0) break;
    // Each look is a query on the process's own PGlite: every 50 ms it cost a tenth of the CPU.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const perEssay = (statements - statements0) / essays.length;
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const [failed] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM api.articles WHERE homework_id = $1 AND status = 'failed'",
    [homeworkId],
  );
  return {
    seconds,
    cpuSeconds,
    perCpuSecond: essays.length / cpuSeconds,
    statements: perEssay,
    failed: failed!.n,
  };
}
type ClassRun = Awaited<ReturnType<typeof correctClass>>;
const describe = (run: ClassRun) =>
  `${run.seconds.toFixed(2)} s wall, ${run.cpuSeconds.toFixed(2)} s CPU, ${run.perCpuSecond.toFixed(1)} essays per CPU-second, ${run.statements.toFixed(1)} database statements per essay, failed ${run.failed}`;
/** `REPEAT` warm classes of one language: each class's essays per CPU-second, and their median. */
async function warmRuns(zhShare: number): Promise<string> {
  const runs: ClassRun[] = [];
  for (let i = 0; i < REPEAT; i++) runs.push(await correctClass(classOf(zhShare)));
  const rates = runs.map((run) => run.perCpuSecond);
  const median = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
  const statementsEach = runs.map((run) => run.statements.toFixed(1)).join(' / ');
  return `median ${median.toFixed(1)} essays per CPU-second (${rates.map((r) => r.toFixed(1)).join(' / ')}), database statements per essay ${statementsEach}, failed ${runs.reduce((n, run) => n + run.failed, 0)}`;
}

const mixed = classOf(ZH_SHARE);
const zhCount = mixed.filter((_, i) => i < Math.round(ESSAYS * ZH_SHARE)).length;
const cold = describe(await correctClass(mixed));
const warm = describe(await correctClass(classOf(ZH_SHARE)));
const zhOnly = await warmRuns(1);
const enOnly = await warmRuns(0);

console.log(
  `\n== bench:grading (PGlite, in-process workers, node ${START_FLAGS.join(' ')}; this 2-core machine is shared with other work) ==`,
);
console.log(
  `class: ${ESSAYS} essays, ${zhCount} Chinese of ~${countWords(mixed[0]!, 'zh')} characters, ${ESSAYS - zhCount} English of ~${countWords(mixed.at(-1)!, 'en')} words`,
);
console.log(`engine warm-up: ${warmUpAtStart}`);
console.log(`correct-all to all graded, cold: ${cold}`);
console.log(`correct-all to all graded, warm: ${warm}`);
console.log(`warm, ${ESSAYS} Chinese essays, ${REPEAT} classes: ${zhOnly}`);
console.log(`warm, ${ESSAYS} English essays, ${REPEAT} classes: ${enOnly}`);
await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
