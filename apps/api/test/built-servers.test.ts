/**
 * `npm run web` and `npm run worker` run their built entries (decision 0060): each builds, starts
 * on PostgreSQL and answers /healthz — a module that resolves under tsx but not under Node's own
 * resolution fails here at start. Their worker threads are built too and start without tsx.
 * (`npm start`'s built entry is what the restart and admin-command tests and the browser suite
 * run.)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../scripts/bench-setup.ts';
import { serverArgs } from '../scripts/server-command.ts';
import { waitFor } from './helpers.ts';

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

async function answersHealth(
  script: 'web' | 'worker',
  args: string[],
  port: number,
  databaseUrl: string,
): Promise<boolean> {
  const child = spawn(process.execPath, [...serverArgs(script), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'built-servers-')),
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  children.push(child);
  const healthy = await waitFor(
    async () =>
      (await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )) || (child.exitCode !== null ? 'exited' : undefined),
    120_000,
  );
  child.kill('SIGTERM');
  return healthy === true;
}

describe.runIf(process.env.TEST_DATABASE_URL)('the built servers', () => {
  it('npm run web and npm run worker build, start on PostgreSQL and answer /healthz', async () => {
    const database = await scratchDatabase('built_servers');
    try {
      const port = 3500 + Math.floor(Math.random() * 150);
      expect(await answersHealth('web', [], port, database.url)).toBe(true);
      expect(
        await answersHealth('worker', ['--port', String(port + 1)], port + 1, database.url),
      ).toBe(true);
    } finally {
      await database.drop();
    }
  }, 300_000);
});

/**
 * Runs `code` in a plain Node process (no tsx: a thread that still needed TypeScript fails) and
 * returns what it printed.
 */
function plainNode(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

/** The text of `entry` and of every chunk it imports beside it, statically or lazily. */
async function reachableFrom(dir: string, entry: string): Promise<string> {
  const seen = new Set([entry]);
  const texts: string[] = [];
  for (const file of seen) {
    const text = await readFile(path.join(dir, file), 'utf8');
    texts.push(text);
    for (const [, chunk] of text.matchAll(/(?:from |import\()"\.\/([\w.-]+\.mjs)"/g))
      seen.add(chunk!);
  }
  return texts.join('\n');
}

describe('the built worker threads', () => {
  const dist = path.join(ROOT, 'apps/api/dist/worker');
  it('the built server starts its threads from the build, and they run without tsx', async () => {
    serverArgs('worker'); // builds the entry
    // The bundle starts the threads beside it, not the TypeScript ones (which register tsx). The
    // bundle is what the entry imports, directly or not: chunks of earlier builds stay in dist.
    const bundle = await reachableFrom(dist, 'worker.mjs');
    expect(bundle).toContain('new URL("./extract-worker.mjs", import.meta.url)');
    expect(bundle).toContain('new URL("./harper-worker.mjs", import.meta.url)');
    expect(bundle).not.toMatch(/new URL\("\.\/(extract|harper)-worker\.mjs", "file:/);

    const docx = path.join(ROOT, 'packages/ingest/test/fixtures/docx-zh.docx');
    const outline = plainNode(`
      import { Worker } from 'node:worker_threads';
      const thread = new Worker(${JSON.stringify(path.join(dist, 'extract-worker.mjs'))}, { execArgv: [] });
      thread.on('message', (reply) => { console.log(JSON.stringify(reply)); process.exit(0); });
      thread.postMessage({ id: 1, op: 'outline', path: ${JSON.stringify(docx)}, type: 'docx' });
    `);
    const expected = await readFile(docx.replace(/\.docx$/, '.txt'), 'utf8');
    const reply = JSON.parse(outline) as { id: number; result: { text: string } };
    expect(reply.result.text.replace(/\s+/g, '')).toBe(expected.replace(/\s+/g, ''));

    const lints = plainNode(`
      import { Worker } from 'node:worker_threads';
      const thread = new Worker(${JSON.stringify(path.join(dist, 'harper-worker.mjs'))}, { execArgv: [] });
      thread.on('message', (reply) => { console.log(JSON.stringify(reply)); process.exit(0); });
      thread.postMessage({ id: 7, text: 'This is an test of the the linter.' });
    `);
    const harper = JSON.parse(lints) as { id: number; corrections: { original: string }[] };
    expect(harper.id).toBe(7);
    expect(harper.corrections.length).toBeGreaterThan(0);
  }, 180_000);
});
