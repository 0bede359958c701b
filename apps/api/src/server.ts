import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import {
  accountPlugin,
  createAccountContext,
  createHttpAccountClient,
  createInProcessAccountClient,
  logSerializers,
  migrateAccount,
  registerSecurityHeaders,
  type AccountClient,
  type AccountContext,
} from '@essay/account';
import { ping, startJobQueue, type Db } from '@essay/db';
import { apiPlugin, migrateApi } from './app.ts';
import type { ApiConfig } from './config.ts';
import type { ApiContext } from './context.ts';
import { startWorkers, type WorkerOptions } from './jobs/workers.ts';
import { openFileStore } from './storage/open-file-store.ts';
import { createTempFiles } from './storage/temp-files.ts';
import { loadUrlSigner } from './storage/signed-urls.ts';

export interface Platform {
  app: FastifyInstance;
  account: AccountClient;
  ctx: ApiContext;
  /** Resolves when the workers' engine is warm (at once without workers). */
  workersReady: Promise<void>;
  /** Every route of the process (API and account service), as registered: tests walk them all. */
  /** Every route as Fastify holds it, with its declared schemas (tests check them). */
  routes: { method: string; url: string; schema: FastifySchema | undefined }[];
}

/**
 * One process, one port: the SPA at `/`, the product API at `/api`, the account service at
 * `/account` (unless ACCOUNT_SERVICE_URL points at a separate one).
 */
export async function buildPlatform(
  db: Db,
  config: ApiConfig,
  options: { logger?: boolean; workers?: boolean | Partial<WorkerOptions> } = {},
): Promise<Platform> {
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.logLevel, serializers: logSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const routes: Platform['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
  });
  await registerSecurityHeaders(app);
  await migrateApi(db);
  const { account, accountCtx } = await openAccount(db, config);
  if (accountCtx) await app.register(accountPlugin(accountCtx), { prefix: '/account' });
  const ctx = await createApiContext(db, config, account, app.log);
  await app.register(apiPlugin(ctx), { prefix: '/api' });
  const workers =
    options.workers === false
      ? null
      : await startWorkers(ctx, app.log, options.workers === true ? {} : options.workers);
  app.addHook('onClose', async () => {
    await workers?.stop(config.shutdownGraceMs);
    await ctx.jobs.stop({ graceful: false, wait: true });
  });
  app.get('/healthz', async () => {
    await ping(db);
    return { ok: true };
  });
  await registerSpa(app, config.webDistDir);
  return { app, account, ctx, workersReady: workers?.ready ?? Promise.resolve(), routes };
}

/** The account service: over HTTP when ACCOUNT_SERVICE_URL is set, else in this process on the same database. */
export async function openAccount(
  db: Db,
  config: ApiConfig,
): Promise<{ account: AccountClient; accountCtx: AccountContext | null }> {
  if (config.accountServiceUrl)
    return {
      account: createHttpAccountClient(config.accountServiceUrl, config.accountServiceSecret ?? ''),
      accountCtx: null,
    };
  await migrateAccount(db);
  const accountCtx = createAccountContext(db, config.account);
  return { account: createInProcessAccountClient(accountCtx), accountCtx };
}

/** What the API and the workers share: database, job queue, file store, link signer. */
export async function createApiContext(
  db: Db,
  config: ApiConfig,
  account: AccountClient,
  log: { error(obj: unknown, msg: string): void },
): Promise<ApiContext> {
  const jobs = await startJobQueue(db, {
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  const temp = createTempFiles(config.tmpDir);
  return {
    db,
    config,
    account,
    files: await openFileStore(config, temp),
    temp,
    urls: await loadUrlSigner(db, account),
    jobs,
  };
}

/** Serves the built SPA; any other GET outside /api and /account gets index.html (client routing). */
async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(distDir)) {
    app.log.warn(`web app not built (${distDir} missing): run npm run build -w apps/web`);
    // Fastify's own 404 would log the whole URL, query string (and any code in it) included.
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: 'Not found', code: 'not_found' }),
    );
    return;
  }
  // wildcard: files are looked up per request, so a rebuilt SPA's new asset names are served too.
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: true });
  app.setNotFoundHandler((request, reply) => {
    // A missing script or style is a 404, never index.html (the browser would refuse it as HTML).
    const isPage = request.method === 'GET' && !/^\/(api|account|assets)(\/|$)/.test(request.url);
    if (isPage) return reply.sendFile('index.html');
    return reply.status(404).send({ error: 'Not found', code: 'not_found' });
  });
}
