/**
 * npm run bench:memory — the idle server's memory: starts `npm start`'s process (the node command
 * of package.json's script, flags included; PGlite, demo
 * school seeded) and then the same on PostgreSQL (TEST_DATABASE_URL's server, a fresh database),
 * waits until each answers /healthz and has settled, and prints its resident memory (RSS, from
 * /proc, the whole process: threads, wasm and native memory included) and the CPU it uses idle (its
 * queues' polls and heartbeat, over the last 20 s). Then a worker process's
 * peak while its extraction threads read a page of print each (bench-worker-peak.ts), as it
 * starts and with both languages' correction tables loaded; a page of
 * handwriting when BENCH_HANDWRITING_PAGE names one (the 稿紙 reader's photo).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchDatabase } from './bench-setup.ts';
import { cpuSeconds, rssMb } from './proc-stats.ts';
import { workerPeak } from './bench-worker-peak.ts';
import { serverArgs, serverEnv } from './server-command.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/**
 * Idle means settled: after start-up V8 keeps its start-up garbage until its next major
 * collection, 20–25 s later on this machine (RSS then drops by about 70 MB), so the figure is the
 * RSS after 45 s without requests; the highest sample of that window is printed beside it.
 */
const SETTLE_MS = 45_000;
/** The idle server's CPU (its queues' polls, its heartbeat) is read over the settle window's end. */
const IDLE_CPU_MS = 20_000;

async function measure(
  label: string,
  script: 'start' | 'web',
  env: Record<string, string>,
  keepDir?: string,
): Promise<void> {
  const dataDir = keepDir ?? (await mkdtemp(path.join(tmpdir(), 'bench-memory-')));
  const port = 3700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, serverArgs(script), {
    env: {
      ...process.env,
      ...serverEnv(script),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_NO_WARNINGS: '1',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    const started = Date.now();
    while (
      !(await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      if (child.exitCode !== null)
        throw new Error(`${label}: server exited with ${child.exitCode}`);
      if (Date.now() - started > 300_000) throw new Error(`${label}: not healthy after 300 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const atReady = rssMb(child.pid!);
    let highest = atReady;
    let idleFrom = 0;
    for (let waited = 0; waited < SETTLE_MS; waited += 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      highest = Math.max(highest, rssMb(child.pid!));
      if (waited + 1000 === SETTLE_MS - IDLE_CPU_MS) idleFrom = cpuSeconds(child.pid!);
    }
    const idleCpu = (100 * (cpuSeconds(child.pid!) - idleFrom)) / (IDLE_CPU_MS / 1000);
    console.log(
      `${label.padEnd(28)} idle RSS ${rssMb(child.pid!).toFixed(0)} MB after ${SETTLE_MS / 1000} s idle (at first /healthz ${atReady.toFixed(0)} MB, highest ${highest.toFixed(0)} MB); idle CPU ${idleCpu.toFixed(1)} % of a core over the last ${IDLE_CPU_MS / 1000} s`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!keepDir) await rm(dataDir, { recursive: true, force: true });
  }
}

// PGlite's first start also creates the database (initdb), which leaves its wasm heap larger;
// every later start is the server's usual state.
const pgliteDir = await mkdtemp(path.join(tmpdir(), 'bench-memory-'));
await measure('npm start (PGlite), 1st start', 'start', {}, pgliteDir);
await measure('npm start (PGlite), restart', 'start', {}, pgliteDir);
await rm(pgliteDir, { recursive: true, force: true });
const scratch = await scratchDatabase('bench_memory');
try {
  await measure('npm start (PostgreSQL)', 'start', { DATABASE_URL: scratch.url });
  await measure('npm run web (PostgreSQL)', 'web', {
    DATABASE_URL: scratch.url,
    SEED_DEMO: '0',
  });
  const print = path.join(ROOT, 'packages/ingest/test/fixtures/photo-zh.jpg');
  const pages: [string, string][] = [['print', print]];
  if (process.env.BENCH_HANDWRITING_PAGE)
    pages.push(['handwriting', process.env.BENCH_HANDWRITING_PAGE]);
  for (const [kind, page] of pages) {
    const peak = (args: string[], env: Record<string, string> = {}) =>
      workerPeak(scratch.url, page, args, rssMb, env);
    console.log(`npm run worker, a page of ${kind}: ${await peak([])}`);
    // Nothing waits to be corrected in the bench's database, so the worker above loads no
    // language's tables (decision 0054); a worker that has corrected essays of both languages
    // holds both, as WARM_UP_GRADER=1 loads them at start.
    console.log(
      `WARM_UP_GRADER=1 npm run worker (both languages' tables), a page of ${kind}: ${await peak([], { WARM_UP_GRADER: '1' })}`,
    );
    console.log(
      `npm run worker --queues extract, a page of ${kind}: ${await peak(['--queues', 'extract'])}`,
    );
  }
} finally {
  await scratch.drop();
}
