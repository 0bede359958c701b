/**
 * Harper runs in a thread of its own (issue 30): its set-up costs seconds of CPU (its WASM and
 * dictionary), which would hold the thread that also loads the Chinese tables and stores reports.
 * In its own thread it loads beside them, on the machine's other core, and its lints leave the
 * main thread free. One thread per process, started on first use, started again after a crash; it
 * keeps the process alive only while a request waits for it.
 */
import { Worker } from 'node:worker_threads';
import type { Correction } from '@essay/contracts';

type Reply = { id: number; corrections?: Correction[]; error?: string };
type Waiting = { resolve: (corrections: Correction[]) => void; reject: (error: Error) => void };

const WORKER_URL = new URL('./harper-worker.mjs', import.meta.url);

type Thread = { worker: Worker; waiting: Map<number, Waiting> };

let thread: Thread | null = null;
let nextId = 1;

function start(): Thread {
  const worker = new Worker(WORKER_URL, { stdout: false, stderr: false });
  const started: Thread = { worker, waiting: new Map() };
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const request = started.waiting.get(reply.id);
    if (!request) return;
    started.waiting.delete(reply.id);
    if (started.waiting.size === 0) worker.unref();
    if (reply.error !== undefined) request.reject(new Error(`Harper: ${reply.error}`));
    else request.resolve(reply.corrections ?? []);
  });
  const fail = (error: Error) => {
    if (thread === started) thread = null;
    for (const request of started.waiting.values()) request.reject(error);
    started.waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Harper's thread stopped (exit code ${code})`)));
  return started;
}

function ask(text: string | null): Promise<Correction[]> {
  const current = (thread ??= start());
  const id = nextId++;
  current.worker.ref();
  return new Promise((resolve, reject) => {
    current.waiting.set(id, { resolve, reject });
    current.worker.postMessage({ id, text });
  });
}

/** Starts Harper's thread and sets Harper up in it; resolves when it is ready. */
export async function warmHarper(): Promise<void> {
  await ask(null);
}

/** Harper's findings on English text, as corrections with spans into `text` (see harper.ts). */
export function harperCorrectionsInThread(text: string): Promise<Correction[]> {
  return ask(text);
}

/** Ends Harper's thread (a waiting request fails); the next request starts a new one. */
export async function stopHarper(): Promise<void> {
  const running = thread;
  thread = null;
  await running?.worker.terminate();
}
