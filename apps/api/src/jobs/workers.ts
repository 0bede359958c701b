import { randomBytes } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import type { EssayLang } from '@essay/contracts';
import { listActiveJobs, type Session } from '@essay/db';
import { CONTEXT_PAIRS_FILE } from '@essay/grader/context-pairs';
import { createExtractor, type Extractor } from '@essay/ingest/light';
import type { ApiConfig } from '../config.ts';
import type { ApiContext } from '../context.ts';
import { engineFor, startLoading, type CorrectionEngine } from '../engines/engine.ts';
import { visionSettings } from '../engines/model-engine.ts';
import type { JobDefinition, PayloadSchema } from './define-job.ts';
import { gradeReadyRequests } from '../modules/grading/grade-when-ready.ts';
import { pendingLanguages } from '../modules/grading/pending-languages.ts';
import { addLocalLoop, removeLocalLoops, wakeLocalLoops } from './local-wake.ts';
import { handBackOrphanJobs } from './orphan-jobs.ts';
import { JOBS, type WorkerQueue } from './registry.ts';
import * as registry from './worker-registry.repository.ts';

export interface WorkerOptions {
  queues: WorkerQueue[];
  /** Jobs of each queue this process runs at once (each extraction slot has its own thread). */
  concurrency: Record<WorkerQueue, number>;
  /** An idle extraction thread (and its ≈400 MB OCR engine) ends after this long. */
  extractIdleMs: number;
  /** A worker not heard from for this long is dead: its running jobs go back to the queue. */
  staleSeconds: number;
  heartbeatMs: number;
  /**
   * Seconds an idle work loop waits between looks at its queue (IDLE_POLL_SECONDS unless told). A
   * sent job wakes the loops of its queue at once (local-wake.ts), so the wait only delays the jobs
   * no one announces: retries and scheduled jobs (decision 0066).
   */
  pollSeconds?: number;
  /**
   * Which languages' correction tables load when the worker starts, before its first job, unless
   * WARM_UP_GRADER says otherwise (`1`: both, `0`: none): in a worker process of its own, those of
   * the essays waiting to be corrected (`pending`); in `npm start`, none, whose idle memory they
   * would double (issue 30). Any other language's load on its first essay (decision 0054).
   */
  warmUpGrader: 'pending' | 'none';
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  queues: ['extract', 'grade', 'retention'],
  concurrency: { extract: 1, grade: 1, retention: 1 },
  extractIdleMs: 60_000,
  staleSeconds: 30,
  heartbeatMs: 5_000,
  warmUpGrader: 'none',
};

/**
 * Jobs of each queue at once unless `--concurrency` says otherwise. In `npm start` one of each: the
 * cores stay shared with the web server. A worker process of its own (`npm run worker`) has its
 * machine's cores to itself, so it runs one extraction thread a core (OCR is single-threaded, about
 * 400 MB a thread, up to four): a worker left alone after another died still uses every core.
 * GRADER_ENGINE=llm waits on its model server, not the cores, so it corrects LLM_CONCURRENCY essays
 * at once (issue 14).
 */
export function defaultConcurrency(
  config: ApiConfig,
  where: 'in-server' | 'dedicated' = 'in-server',
): Record<WorkerQueue, number> {
  const grade = config.graderEngine === 'llm' && config.llm ? config.llm.concurrency : 1;
  const extract =
    where === 'dedicated'
      ? Math.min(MAX_EXTRACT_THREADS, availableParallelism())
      : DEFAULT_WORKER_OPTIONS.concurrency.extract;
  return { ...DEFAULT_WORKER_OPTIONS.concurrency, extract, grade };
}
const MAX_EXTRACT_THREADS = 4;
const IDLE_POLL_SECONDS = 2;

/** WARM_UP_GRADER (`1` both languages, `0` none) or else the process's default. */
async function warmUpLanguages(
  ctx: ApiContext,
  byDefault: WorkerOptions['warmUpGrader'],
): Promise<EssayLang[]> {
  const setting = ctx.config.warmUpGrader;
  if (setting !== null) return setting ? ['zh', 'en'] : [];
  return byDefault === 'pending' ? pendingLanguages(ctx) : [];
}

/**
 * The built-in engine as the grading jobs of a worker use it: on its first job, the worker starts
 * loading the tables of every language waiting to be corrected that it did not load at start, side
 * by side (Harper in its own thread), rather than each on its first essay, one after the other: a
 * class of both languages is corrected sooner after `npm start` (issue 30, decision 0057).
 */
function loadingOnFirstJob(
  ctx: ApiContext,
  engine: CorrectionEngine,
  loadedAtStart: () => readonly EssayLang[],
): CorrectionEngine {
  if (engine.name !== 'builtin') return engine;
  let started: Promise<void> | undefined;
  return {
    ...engine,
    async correct(input) {
      started ??= pendingLanguages(ctx)
        .then((langs) => startLoading(langs.filter((lang) => !loadedAtStart().includes(lang))))
        .catch(() => {});
      await started;
      return engine.correct(input);
    },
  };
}

export interface Workers {
  /**
   * Resolves when the warm-up (see warmUpGrader) has loaded its languages, at once otherwise; the
   * worker takes jobs from then on.
   */
  ready: Promise<void>;
  /**
   * Stops taking jobs and lets running ones finish for up to `graceMs`; the job queue's own stop
   * then hands any still running back to the queue for another worker (SIGTERM).
   */
  stop(graceMs?: number): Promise<void>;
}

type Log = {
  error(obj: unknown, msg: string): void;
  warn?(obj: unknown, msg: string): void;
  info?(obj: unknown, msg: string): void;
};

/** The extraction thread starts on the first file and ends after `idleMs` without one. */
function onDemandExtractor(ctx: ApiContext, idleMs: number): Extractor {
  const extractor = createExtractor({
    ...ctx.config.extraction,
    vision: visionSettings(ctx.config),
    contextPairs: CONTEXT_PAIRS_FILE,
  });
  let running = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const busy = async <T>(request: () => Promise<T>): Promise<T> => {
    clearTimeout(idleTimer);
    running += 1;
    try {
      return await request();
    } finally {
      running -= 1;
      if (running === 0) {
        idleTimer = setTimeout(() => void extractor.close(), idleMs);
        idleTimer.unref();
      }
    }
  };
  return {
    extract: (path, type) => busy(() => extractor.extract(path, type)),
    outline: (path, type) => busy(() => extractor.outline(path, type)),
    readPage: (path, type, index, expected) =>
      busy(() => extractor.readPage(path, type, index, expected)),
    async close() {
      clearTimeout(idleTimer);
      await extractor.close();
    },
  };
}

/**
 * The workers of this process: the in-process ones of `npm start`, or a worker process of its own
 * (`npm run worker`). Each running job is recorded against this process, which says it is alive
 * every few seconds; the jobs of a worker that died go back to the queue (see handBackOrphanJobs),
 * and the essays it read but did not queue are queued (gradeReadyRequests).
 */
export async function startWorkers(
  ctx: ApiContext,
  log: Log,
  options: Partial<WorkerOptions> = {},
): Promise<Workers> {
  const o: WorkerOptions = {
    ...DEFAULT_WORKER_OPTIONS,
    ...options,
    concurrency: { ...defaultConcurrency(ctx.config), ...options.concurrency },
  };
  const self = {
    id: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    queues: o.queues.join(','),
    host: hostname(),
    pid: process.pid,
  };
  const names = o.queues.map((q) => JOBS[q].queue);
  // A sent job wakes the loops of its queue (local-wake.ts), so each idle loop only looks every
  // IDLE_POLL_SECONDS for the jobs no one announces: retries, scheduled jobs (decision 0066).
  const pollingIntervalSeconds = o.pollSeconds ?? IDLE_POLL_SECONDS;
  for (const name of names) await ctx.jobs.createQueue(name);
  if (ctx.db.kind === 'pglite') {
    // One process: every job left running, recorded against a worker or not yet, is the killed run's.
    await registry.takeJobsOfAllWorkers(ctx.db);
    await handBackOrphanJobs(
      ctx,
      await listActiveJobs(
        ctx.db,
        Object.values(JOBS).map((job) => job.queue),
      ),
    );
  }
  // On PostgreSQL, this process's life lock (see holdLifeLock), taken again after a lost connection.
  const lifeLocks = ctx.db.kind === 'postgres';
  let lifeLock: Session | null = null;
  const keepLifeLock = async () => {
    if (!lifeLocks || (lifeLock !== null && !lifeLock.lost)) return;
    await lifeLock?.close(); // a lost session: ended, and forgotten by the database
    lifeLock = await registry.holdLifeLock(ctx.db, self.id).catch((error: unknown) => {
      log.error({ err: error }, 'no life lock');
      return null;
    });
    // The same session hears the jobs sent by any process, once their transaction commits (0066).
    if (lifeLock)
      await registry
        .listenForJobs(lifeLock, (queue) => wakeLocalLoops(ctx.jobs, queue))
        .catch((error: unknown) => log.error({ err: error }, 'not listening for jobs'));
  };
  await keepLifeLock();
  await registry.markSeen(ctx.db, self);
  // Not seen for two heartbeats and its life lock free: the worker's process is gone.
  const quietSeconds = lifeLocks ? (2 * o.heartbeatMs) / 1000 : null;

  const running = new Map<string, Promise<unknown>>();
  let stopping = false;
  const extractors: Extractor[] = [];
  /** stop() was called: a warming worker never starts taking jobs. */
  let closed = false;

  const work = async <S extends PayloadSchema, R>(
    definition: JobDefinition<S, R>,
    resources: R,
  ) => {
    const queue = definition.queue;
    // A scheduled job: every worker of its queue schedules it, pg-boss sends one job per tick.
    if (definition.schedule) {
      const { cron, timeZone } = definition.schedule;
      await ctx.jobs.schedule(queue, cron, {}, { ...definition.options, tz: timeZone });
    }
    let workerId = '';
    // pg-boss waits a polling interval after every fetch: wake the worker when a job ends.
    workerId = await ctx.jobs.work(
      queue,
      { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        await registry.startJob(ctx.db, self.id, job.id, queue);
        const done = (async () => {
          try {
            await definition.run(ctx, resources, job.data);
          } catch (error) {
            if (stopping) throw error; // handed back to the queue, not given up
            log.error({ err: error, job: job.id }, `${queue} failed`);
            if (job.retryCount >= job.retryLimit) await definition.giveUp(ctx, job.data, error);
            throw error;
          }
        })();
        running.set(job.id, done);
        try {
          await done;
        } finally {
          running.delete(job.id);
          if (!stopping) await registry.endJob(ctx.db, job.id).catch(() => {});
          ctx.jobs.notifyWorker(workerId);
        }
      },
    );
    addLocalLoop(ctx.jobs, queue, workerId);
  };

  let loadedAtStart: readonly EssayLang[] = [];
  const engine: CorrectionEngine | null = o.queues.includes('grade')
    ? loadingOnFirstJob(ctx, engineFor(ctx.config), () => loadedAtStart) // GRADER_ENGINE; its tables load once per process
    : null;
  /** Takes jobs of every queue of this worker (pg-boss's work loops). */
  const takeJobs = async () => {
    if (o.queues.includes('extract')) {
      for (let i = 0; i < o.concurrency.extract; i++) {
        const extractor = onDemandExtractor(ctx, o.extractIdleMs);
        extractors.push(extractor);
        await work(JOBS.extract, extractor);
      }
    }
    if (engine) for (let i = 0; i < o.concurrency.grade; i++) await work(JOBS.grade, engine);
    if (o.queues.includes('retention')) {
      for (let i = 0; i < o.concurrency.retention; i++) await work(JOBS.retention, log);
    }
  };

  // A language's tables load once per process: at start in a worker process of its own when its
  // essays are waiting, else on its first essay; inside `npm start` on the first correction, so
  // the idle server stays small (issues 17 and 30, decision 0054). Loading them holds the main
  // thread for seconds (a minute on a loaded machine): no heartbeat is written meanwhile, and
  // another worker takes this one for dead. So a warming worker takes no jobs until its warm-up
  // has loaded: nothing it holds is handed back while it still runs it (decision 0055). Its
  // heartbeat registers it again afterwards.
  const warmUp = engine ? warmUpLanguages(ctx, o.warmUpGrader) : Promise.resolve([]);
  const ready = warmUp
    .then((langs) => {
      loadedAtStart = langs;
      return engine?.warmUp(langs);
    })
    .catch((error: unknown) => log.error({ err: error }, 'engine warm-up failed'));
  const taking = ready
    .then(() => (closed ? undefined : takeJobs()))
    .catch((error: unknown) => log.error({ err: error }, 'the worker could not take jobs'));

  /** Jobs found active and unowned at the last heartbeat (findUnownedActiveJobs), by id. */
  let unownedBefore = new Set<string>();
  const heartbeat = setInterval(() => {
    void (async () => {
      await keepLifeLock();
      await registry.markSeen(ctx.db, self);
      const requeued = await handBackOrphanJobs(
        ctx,
        await registry.takeJobsOfDeadWorkers(ctx.db, o.staleSeconds, quietSeconds),
      );
      if (requeued > 0) log.warn?.({ requeued }, 'jobs of a dead worker put back in the queue');
      const unowned = await registry.findUnownedActiveJobs(ctx.db, names, o.staleSeconds);
      const unownedTwice = unowned.filter((job) => unownedBefore.has(job.job_id));
      unownedBefore = new Set(unowned.map((job) => job.job_id));
      const handedBack = await handBackOrphanJobs(ctx, unownedTwice);
      if (handedBack > 0)
        log.warn?.({ requeued: handedBack }, 'jobs no worker owned put back in the queue');
      // A "correct all" a dead worker read the last file of, and died before queueing (0059).
      await gradeReadyRequests(ctx);
    })().catch((error: unknown) => log.error({ err: error }, 'worker heartbeat failed'));
  }, o.heartbeatMs);
  heartbeat.unref();

  return {
    ready,
    async stop(graceMs = 0) {
      closed = true;
      clearInterval(heartbeat);
      await taking;
      for (const name of names) {
        removeLocalLoops(ctx.jobs, name);
        await ctx.jobs.offWork(name);
      }
      const finished = Promise.allSettled([...running.values()]);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        finished,
        new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      stopping = true;
      // Jobs still running are handed back by the queue's stop (pg-boss fails them into 'retry').
      await registry.unregisterWorker(ctx.db, self.id);
      await lifeLock?.close();
      if (running.size === 0) for (const extractor of extractors) await extractor.close();
    },
  };
}
