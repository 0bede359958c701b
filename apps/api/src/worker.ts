/**
 * npm run worker -- --queues extract,grade,retention [--concurrency extract=2,grade=1] [--port 3100]
 * (by default one extraction thread a core, up to four, and one correction at a time)
 * A worker process on the shared PostgreSQL (DATABASE_URL) and file store (S3_* or a shared folder).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@essay/db';
import { readApiConfig } from './config.ts';
import { JOBS, type WorkerQueue } from './jobs/registry.ts';
import { defaultConcurrency } from './jobs/workers.ts';
import { startWorkerProcess } from './worker-process.ts';

const { values } = parseArgs({
  options: {
    queues: { type: 'string', default: 'extract,grade,retention' },
    concurrency: { type: 'string', default: '' },
    port: { type: 'string' },
  },
});
const queues = values.queues
  .split(',')
  .map((q) => q.trim())
  .filter(Boolean);
const unknown = queues.filter((q) => !(q in JOBS));
if (queues.length === 0 || unknown.length > 0) {
  const given = unknown.join(', ') || '(none given)';
  console.error(
    `--queues takes ${Object.keys(JOBS).join(', ')} (comma-separated); unknown: ${given}`,
  );
  process.exit(2);
}
const config = readApiConfig();
const concurrency = defaultConcurrency(config, 'dedicated');
for (const pair of values.concurrency.split(',').filter(Boolean)) {
  const [queue, n] = pair.split('=');
  if (!queue || !(queue in JOBS) || !(Number(n) >= 1)) {
    console.error(`--concurrency takes queue=N pairs, e.g. extract=2,grade=1 (got ${pair})`);
    process.exit(2);
  }
  concurrency[queue as WorkerQueue] = Number(n);
}

if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): PGlite is one process, where npm start runs the workers itself.',
  );
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const worker = await startWorkerProcess(db, config, {
  queues: queues as WorkerQueue[],
  concurrency,
  warmUpGrader: 'pending',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void worker
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
}
await worker.app.listen({
  port: values.port ? Number(values.port) : config.port,
  host: config.host,
});
console.log(
  `Worker for ${queues.join(', ')} (concurrency ${queues.map((q) => `${q}=${concurrency[q as WorkerQueue]}`).join(', ')}), health on :${values.port ?? config.port}/healthz`,
);
