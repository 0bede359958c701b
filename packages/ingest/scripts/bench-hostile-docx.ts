/**
 * Peak RSS while the server reads issue 16's Word file (document.xml unpacks to 200 MB, ratio
 * under the bomb check). `before`: what main did once the old checks passed (mammoth on the
 * whole file, in the server's thread). `after`: what the server does now (upload check, then
 * the extraction worker). Each runs in its own process; run: npm run bench:hostile-docx
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mammoth from 'mammoth';
import { checkUpload, createExtractor } from '../src/index.ts';
import { makeHugeXmlDocx } from '../test/zip-maker.ts';

const MB = 1024 * 1024;
const mode = process.argv[2];

async function measure(work: () => Promise<string>): Promise<void> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const started = Date.now();
  let reported = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    if (Date.now() - started > reported + 30_000) {
      reported += 30_000;
      console.log(
        `${mode}: still running after ${reported / 1000} s, peak RSS so far ${Math.round(peak / MB)} MB`,
      );
    }
  }, 10);
  let outcome: string;
  try {
    outcome = await work();
  } catch (error) {
    outcome = `error: ${(error as Error).message}`;
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${mode}: peak RSS ${Math.round(peak / MB)} MB (start ${Math.round(base / MB)} MB), ${((Date.now() - started) / 1000).toFixed(1)} s, ${outcome.slice(0, 160)}`,
  );
}

if (mode === 'before' || mode === 'after') {
  const file = process.argv[3]!;
  const { readFile } = await import('node:fs/promises');
  if (mode === 'before') {
    await measure(
      async () =>
        `${(await mammoth.extractRawText({ buffer: await readFile(file) })).value.length} characters extracted`,
    );
  } else {
    await measure(async () => {
      const refusals: string[] = [];
      await checkUpload(file, 'docx').catch((error: Error) =>
        refusals.push(`upload: ${error.message}`),
      );
      const extractor = createExtractor();
      await extractor
        .extract(file, 'docx')
        .catch((error: Error) => refusals.push(`worker: ${error.message}`));
      await extractor.close();
      return refusals.join(' | ');
    });
  }
} else {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-hostile-'));
  const file = path.join(dir, 'huge-xml.docx');
  const zip = await makeHugeXmlDocx(200);
  await writeFile(file, zip);
  console.log(`file: ${(zip.length / MB).toFixed(1)} MB on disk, document.xml 200+ MB of XML`);
  const self = fileURLToPath(import.meta.url);
  // `before` blocks its own thread (mammoth parses synchronously), so the parent reads the
  // child's high-water mark (VmHWM) from /proc; it is stopped after BEFORE_LIMIT_S.
  const limits: Record<string, number> = {
    before: Number(process.env.BEFORE_LIMIT_S ?? 120),
    after: 600,
  };
  for (const run of ['before', 'after']) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--max-old-space-size=8192', self, run, file],
      { stdio: 'inherit' },
    );
    const started = Date.now();
    let hwm = 0;
    const poll = setInterval(() => {
      try {
        hwm = Number(
          /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? hwm,
        );
      } catch {
        // exited
      }
      if (Date.now() - started > limits[run]! * 1000) child.kill();
    }, 200);
    const code = await new Promise((resolve) =>
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal)),
    );
    clearInterval(poll);
    console.log(
      `${run}: process high-water RSS ${Math.round(hwm / 1024)} MB after ${((Date.now() - started) / 1000).toFixed(0)} s (exit ${String(code)})`,
    );
  }
}
