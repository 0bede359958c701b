/**
 * npm run bench:grading — time from "correct all" to "all graded" for 40 essays whose text is
 * already extracted, with the built-in engine and the in-process workers, on PGlite.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '@essay/db';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';
import { benchTeacherWithHomework } from './bench-teacher.ts';

const ESSAYS = Number(process.env.BENCH_ESSAYS ?? 40);
const ZH =
  '　　去年暑假，我和家人一起去爬合歡山。出發前，爸爸提醒我們要準備足夠的水、外套和雨衣，因為山上的天氣變化很快。清晨五點，我們從登山口出發，坡度越來越陡，我的雙腿開始發酸，呼吸也變得急促。我好幾次想放棄，但是看到媽媽在前面穩穩地走著，我就告訴自己：「再走一步就好。」\n　　終於，我們在中午前登上了山頂。雲海在腳下翻滾，遠方的山峰像一座座小島。那一刻，我明白了堅持的意義：只要一步一步往前走，再高的山也能爬上去。這次登山讓我學會了不輕易放棄，也讓我更珍惜和家人在一起的時光。';
const EN =
  'Last year my English teacher gave every student a small blue notebook and asked us to write three sentences in it every day. At first I thought it was a waste of time, because I already had too much homework.\nAfter a few weeks, however, the notebook became one of my favourite habits. I wrote about the bus ride to school, a difficult math test, and the stray cat that sleeps under our stairs.\nNow I keep a notebook even though nobody asks me to. It helps me remember small happy moments, and it makes me a more careful writer.';

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-grading-'));
const db = await openPglite(path.join(dataDir, 'pglite'));
const config = readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
const { app, account, workersReady } = await buildPlatform(db, config, {
  logger: false,
  workers: true,
});
// The server warms the engine in the background when it starts; a teacher clicks after that.
const warmStart = performance.now();
await workersReady;
console.log(
  `engine warm-up at server start: ${((performance.now() - warmStart) / 1000).toFixed(2)} s`,
);
const { token, homeworkId } = await benchTeacherWithHomework(
  { app, account },
  db,
  'bench_teacher',
  '我最難忘的一件事',
);
for (let i = 0; i < ESSAYS; i += 1) {
  await db.query(
    "INSERT INTO api.articles (homework_id, title, content, status) VALUES ($1, $2, $3, 'submitted')",
    [homeworkId, `essay ${i}`, i % 2 ? EN : ZH],
  );
}
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
  await new Promise((resolve) => setTimeout(resolve, 50));
}
const seconds = (performance.now() - started) / 1000;
const [failed] = await db.query<{ n: number }>(
  "SELECT count(*)::int AS n FROM api.articles WHERE homework_id = $1 AND status = 'failed'",
  [homeworkId],
);
console.log(
  `essays: ${ESSAYS} (half Chinese ~270 characters, half English ~110 words), failed: ${failed!.n}`,
);
console.log(
  `correct-all to all graded: ${seconds.toFixed(2)} s (${(ESSAYS / seconds).toFixed(1)} essays/s)`,
);
await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
