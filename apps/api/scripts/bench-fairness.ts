/**
 * npm run bench:fairness — issue 30's case with `npm start`'s defaults (one process, PGlite, the
 * in-process workers: one extraction thread): school A uploads two 20-page scans, 4 s later school
 * B uploads a one-page Word file and a one-page photo. Prints how long each of B's files waited
 * for its text, when A's pages were all read, and whether any page was read twice (a page job run
 * more than once, or more pages stored than the scans have). Figures, not a test.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { openPglite } from '@essay/db';
import { readApiConfig } from '../src/config.ts';
import { buildPlatform } from '../src/server.ts';
import { benchTeacher } from './bench-setup.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const FIXTURES = path.join(ROOT, 'packages', 'ingest', 'test', 'fixtures');
const SCAN_PAGES = Number(process.env.BENCH_SCAN_PAGES ?? 20);
const started = performance.now();
const at = () => ((performance.now() - started) / 1000).toFixed(1).padStart(6);

const photo = await readFile(path.join(FIXTURES, 'photo-zh.jpg'));
const docx = await readFile(path.join(FIXTURES, 'docx-zh.docx'));

/** A scan as a copier makes it: one full-page photo of handwriting-free print per page. */
async function scannedPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let i = 0; i < pages; i++) {
    doc.addPage({ margin: 0 });
    doc.image(photo, 0, 0, { fit: [595, 842], align: 'center', valign: 'center' });
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
const scan = await scannedPdf(SCAN_PAGES);

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-fairness-'));
const db = await openPglite(path.join(dataDir, 'pglite'));
const config = readApiConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
const { app, account, workersReady } = await buildPlatform(db, config, {
  logger: false,
  workers: true,
});
await workersReady;
const a = await benchTeacher({ app, account }, db, 'bench_a', '我最難忘的一件事', 'School A');
const b = await benchTeacher({ app, account }, db, 'bench_b', '我最難忘的一件事', 'School B');

async function upload(
  teacher: { token: string; homeworkId: number },
  name: string,
  bytes: Buffer,
): Promise<{ id: number; uploadedAt: number }> {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploadedAt = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/teacher/homeworks/${teacher.homeworkId}/files`,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${teacher.token}`,
    },
    payload,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  console.log(`[${at()} s] uploaded ${name} (${(bytes.length / 1e6).toFixed(1)} MB)`);
  return { id: (response.json() as { id: number }).id, uploadedAt };
}

const scans = [await upload(a, 'class-set-1.pdf', scan), await upload(a, 'class-set-2.pdf', scan)];
await new Promise((resolve) => setTimeout(resolve, 4000));
const bFiles = [await upload(b, 'essay.docx', docx), await upload(b, 'IMG_0001.jpg', photo)];

type State = { id: number; extraction_status: string; pages_read: number; pages_total: number };
const readAt = new Map<number, number>();
const deadline = performance.now() + 30 * 60_000;
for (;;) {
  const rows = await db.query<State>(
    'SELECT id, extraction_status, pages_read, pages_total FROM api.homework_files',
  );
  for (const row of rows)
    if (!readAt.has(row.id) && ['done', 'failed'].includes(row.extraction_status)) {
      readAt.set(row.id, performance.now());
      console.log(`[${at()} s] file ${row.id} ${row.extraction_status}`);
    }
  if (readAt.size === rows.length || performance.now() > deadline) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const waited = (file: { id: number; uploadedAt: number }) => {
  const end = readAt.get(file.id);
  return end === undefined ? 'not read' : `${((end - file.uploadedAt) / 1000).toFixed(1)} s`;
};
const [twice] = await db.query<{ runs: number; distinct_pages: number; retried: number }>(
  `SELECT count(*)::int AS runs,
          count(DISTINCT (data->>'fileId', data->>'page'))::int AS distinct_pages,
          count(*) FILTER (WHERE retry_count > 0)::int AS retried
   FROM pgboss.job WHERE name = 'file.extract.v1' AND data ? 'page'`,
);
const stored = await db.query<{ file_id: number; pages: number; status: string }>(
  `SELECT f.id AS file_id, f.extraction_status AS status,
          (SELECT count(*)::int FROM api.file_pages p WHERE p.file_id = f.id) AS pages
   FROM api.homework_files f ORDER BY f.id`,
);
const pageTimes = await db.query<{ mean: number; n: number }>(
  `SELECT count(*)::int AS n, avg(extract(epoch FROM completed_on - started_on))::float AS mean
   FROM pgboss.job WHERE name = 'file.extract.v1' AND data ? 'page' AND state = 'completed'`,
);

console.log(
  "\n== bench:fairness (npm start's defaults: PGlite, in-process workers, one extraction thread; this 2-core machine is shared with other work) ==",
);
console.log(`school B's one-page Word file: text ${waited(bFiles[0]!)} after its upload`);
console.log(`school B's one-page photo:     text ${waited(bFiles[1]!)} after its upload`);
for (const [i, file] of scans.entries())
  console.log(
    `school A's ${SCAN_PAGES}-page scan ${i + 1}: all pages read ${waited(file)} after upload`,
  );
console.log(
  `page jobs: ${twice!.runs} run for ${twice!.distinct_pages} distinct pages (${twice!.retried} retried); mean ${pageTimes[0]!.mean.toFixed(2)} s a page`,
);
console.log(
  `pages stored: ${stored.map((row) => `file ${row.file_id} ${row.status} ${row.pages}`).join(', ')}`,
);
console.log(`wall time ${at()} s`);
await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
