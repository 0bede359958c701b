import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrate, type Db } from '@essay/db';
import type { AccountConfig } from './config.ts';
import type { AccountContext } from './context.ts';
import { createInProcessAccountClient } from './client/in-process.ts';
import { registerInternalRoutes } from './client/internal.routes.ts';
import { registerAccountErrorHandler } from './http/error-handler.ts';
import { useZodSchemas } from './http/zod-schemas.ts';
import { logSerializers, registerSecurityHeaders } from './http/security-headers.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerClassRoutes } from './modules/classes/classes.routes.ts';
import { registerPageRoutes } from './modules/pages/pages.routes.ts';
import { registerPointAskRoutes } from './modules/point-asks/point-asks.routes.ts';
import { registerPointRoutes } from './modules/points/points.routes.ts';
import { rekeySchools } from './modules/schools/school-keys.ts';
import { registerSchoolRoutes } from './modules/schools/schools.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'migrations');

export async function migrateAccount(db: Db): Promise<void> {
  await migrate(db, 'account', MIGRATIONS_DIR);
  await rekeySchools(db);
}

/** The account service as a Fastify plugin; register it under the `/account` prefix. */
export function accountPlugin(ctx: AccountContext) {
  return async function account(app: FastifyInstance): Promise<void> {
    await app.register(formbody);
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });
    registerAccountErrorHandler(app);
    useZodSchemas(app);
    registerPageRoutes(app, ctx);
    registerAuthRoutes(app, ctx);
    registerUserRoutes(app, ctx);
    registerClassRoutes(app, ctx);
    registerPointRoutes(app, ctx);
    registerPointAskRoutes(app, ctx);
    registerSchoolRoutes(app, ctx);
    registerInternalRoutes(app, ctx, createInProcessAccountClient(ctx));
  };
}

export function createAccountContext(db: Db, config: AccountConfig): AccountContext {
  return { db, config };
}

/**
 * The account service as its own process (`npm run account`): X-Forwarded-For is believed only
 * from the proxies TRUST_PROXY names, and the security headers are set once, here.
 */
export async function buildAccountServer(
  db: Db,
  config: AccountConfig,
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  await migrateAccount(db);
  const app = Fastify({
    logger: {
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: config.trustProxy,
  });
  await registerSecurityHeaders(app);
  await app.register(accountPlugin(createAccountContext(db, config)), { prefix: '/account' });
  app.get('/healthz', async () => ({ ok: true }));
  // Fastify's own 404 logs the whole URL, query string and all.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ state: false, message: 'Not found', code: 'not_found' }),
  );
  return app;
}
