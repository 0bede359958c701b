import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@essay/contracts';
import { useZodSchemas } from '@essay/account';
import { migrate, type Db } from '@essay/db';
import type { ApiContext } from './context.ts';
import { registerApiErrorHandler } from './http/error-handler.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { registerStudentDataRoutes } from './modules/student-data/student-data.routes.ts';
import { registerRetentionRoutes } from './modules/retention/retention.routes.ts';
import { registerStorageRoutes } from './modules/storage/storage.routes.ts';
import { registerPrivacyRoutes } from './modules/privacy/privacy.routes.ts';
import { registerEngineRoutes } from './modules/engines/engines.routes.ts';
import { registerArticleRoutes } from './modules/articles/articles.routes.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { registerGradesRoutes } from './modules/grades/grades.routes.ts';
import { registerTermRoutes } from './modules/term/term.routes.ts';
import { registerHomeworkRoutes } from './modules/homeworks/homeworks.routes.ts';
import { registerRosterRoutes } from './modules/rosters/rosters.routes.ts';
import { registerStatusRoutes } from './modules/homeworks/status.routes.ts';
import { registerGradingRoutes } from './modules/grading/grading.routes.ts';
import { registerRelevelRoutes } from './modules/relevel/relevel.routes.ts';
import { registerOffTopicRoutes } from './modules/off-topic/off-topic.routes.ts';
import { registerImageRoutes } from './modules/images/images.routes.ts';
import { registerModelArticleRoutes } from './modules/model-articles/model-articles.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerRereadRoutes } from './modules/rereads/rereads.routes.ts';
import { registerSubmissionRoutes } from './modules/submissions/submissions.routes.ts';
import { registerCorrectionRoutes } from './modules/corrections/corrections.routes.ts';
import { registerPointAskRoutes } from './modules/point-asks/point-asks.routes.ts';
import { registerProductRoutes } from './modules/product/product.routes.ts';
import { registerUsageRoutes } from './modules/usage/usage.routes.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, '..', 'migrations');

export async function migrateApi(db: Db): Promise<void> {
  await migrate(db, 'api', MIGRATIONS_DIR);
}

/** The product API as a Fastify plugin; register it under the `/api` prefix. */
export function apiPlugin(ctx: ApiContext) {
  return async function api(app: FastifyInstance): Promise<void> {
    // preservePath: a name with path parts is refused, not silently cut to its last part.
    await app.register(multipart, {
      preservePath: true,
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
    });
    registerApiErrorHandler(app);
    useZodSchemas(app);
    await registerOpenApi(app, { title: 'Essay homework product API', version: '1.0.0' });
    registerProductRoutes(app, ctx);
    registerStatusRoutes(app, ctx);
    registerHomeworkRoutes(app, ctx);
    registerRosterRoutes(app, ctx);
    registerFileRoutes(app, ctx);
    registerArticleRoutes(app, ctx);
    registerImageRoutes(app, ctx);
    registerGradingRoutes(app, ctx);
    registerRelevelRoutes(app, ctx);
    registerOffTopicRoutes(app, ctx);
    registerReportRoutes(app, ctx);
    registerCorrectionRoutes(app, ctx);
    registerModelArticleRoutes(app, ctx);
    registerPointAskRoutes(app, ctx);
    registerUsageRoutes(app, ctx);
    registerGradesRoutes(app, ctx);
    registerTermRoutes(app, ctx);
    registerSubmissionRoutes(app, ctx);
    registerRereadRoutes(app, ctx);
    registerEngineRoutes(app, ctx);
    registerAuditRoutes(app, ctx);
    registerStudentDataRoutes(app, ctx);
    registerRetentionRoutes(app, ctx);
    registerStorageRoutes(app, ctx);
    registerPrivacyRoutes(app, ctx);
  };
}
