/**
 * npm run bench:upload — streams a 99 MB PDF upload over HTTP and prints how much the server's
 * memory grew while receiving it (the upload must stream to disk, never sit in memory).
 * `npm run bench:upload -- --s3`: the same into an S3-protocol bucket (s3rver in another process).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '@essay/db';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';
import { benchTeacherWithHomework } from './bench-teacher.ts';

const SIZE = 99 * 1024 * 1024;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-upload-'));
let s3Env: Record<string, string> = {};
let s3Server: ReturnType<typeof spawn> | null = null;
if (process.argv.includes('--s3')) {
  s3Server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 's3-test-server-main.ts')],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const [line] = (await once(s3Server.stdout!, 'data')) as [Buffer];
  s3Env = JSON.parse(line.toString()) as Record<string, string>;
}
const db = await openPglite(path.join(dataDir, 'pglite'));
const { app, account } = await buildPlatform(
  db,
  readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn', ...s3Env }),
  { logger: false, workers: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const { token, homeworkId } = await benchTeacherWithHomework(
  { app, account },
  db,
  'bench_upload',
  'bench',
);

const bigFile = path.join(dataDir, 'big.pdf');
const out = createWriteStream(bigFile);
out.write('%PDF-1.4\n');
const chunk = Buffer.alloc(1024 * 1024, 0x20);
for (let written = 0; written < SIZE; written += chunk.length)
  if (!out.write(chunk)) await once(out, 'drain');
await new Promise<void>((resolve) => out.end('\n%%EOF\n', () => resolve()));

global.gc?.();
const before = process.memoryUsage();
let peakRss = before.rss;
let peakHeap = before.heapUsed + before.external + before.arrayBuffers;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed + m.external + m.arrayBuffers);
}, 20);

const started = performance.now();
// The client is another process (curl, streaming a file from disk), so only the server is measured.
const status = await new Promise<number>((resolve, reject) => {
  const curl = spawn('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code}',
    '-H',
    `authorization: Bearer ${token}`,
    '-F',
    `file=@${bigFile};type=application/pdf`,
    `http://127.0.0.1:${port}/api/teacher/homeworks/${homeworkId}/files`,
  ]);
  let out = '';
  curl.stdout.on('data', (d: Buffer) => (out += d.toString()));
  curl.on('error', reject);
  curl.on('close', () => resolve(Number(out)));
});
clearInterval(sampler);
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
console.log(
  `upload of ${mb(SIZE)} MB into ${s3Server ? 'an S3-protocol bucket (s3rver, another process)' : 'the local folder'} answered ${status} in ${((performance.now() - started) / 1000).toFixed(1)} s (curl in another process)`,
);
console.log(
  `server memory growth while receiving: peak RSS +${mb(peakRss - before.rss)} MB (JS heap+buffers +${mb(peakHeap - (before.heapUsed + before.external + before.arrayBuffers))} MB, which counts chunks not yet garbage-collected)`,
);
await app.close();
await db.close();
s3Server?.kill('SIGTERM');
await rm(dataDir, { recursive: true, force: true });
