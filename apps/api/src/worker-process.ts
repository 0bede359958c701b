import Fastify, { type FastifyInstance } from 'fastify';
import { logSerializers } from '@essay/account';
import { ping, type Db } from '@essay/db';
import { migrateApi } from './app.ts';
import type { ApiConfig } from './config.ts';
import { startWorkers, type WorkerOptions, type Workers } from './jobs/workers.ts';
import { createApiContext, openAccount } from './server.ts';

export interface WorkerProcess {
  /** Answers GET /healthz only: for the container's health check. */
  app: FastifyInstance;
  workers: Workers;
  /** SIGTERM: finish running jobs within the grace time, hand the rest back, close the queue. */
  close(): Promise<void>;
}

/**
 * A worker process (`npm run worker`): no API, only the given queues, on the shared PostgreSQL
 * (jobs in pg-boss) and the shared file store.
 */
export async function startWorkerProcess(
  db: Db,
  config: ApiConfig,
  options: Partial<WorkerOptions>,
  logger = true,
): Promise<WorkerProcess> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, serializers: logSerializers } : false,
  });
  await migrateApi(db);
  const { account } = await openAccount(db, config);
  const ctx = await createApiContext(db, config, account, app.log);
  const workers = await startWorkers(ctx, app.log, options);
  app.get('/healthz', async () => {
    await ping(db);
    return { ok: true, queues: options.queues };
  });
  let closing: Promise<void> | null = null;
  return {
    app,
    workers,
    close() {
      closing ??= (async () => {
        await workers.stop(config.shutdownGraceMs);
        await ctx.jobs.stop({ graceful: false, wait: true });
        await app.close();
      })();
      return closing;
    },
  };
}
