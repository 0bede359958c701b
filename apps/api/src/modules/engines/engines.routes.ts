import type { FastifyInstance } from 'fastify';
import { EngineSettingsSchema, EngineUsageReportSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { engineSettings } from '../../engines/engine-settings.ts';
import { roleRoutes } from '../../http/routes.ts';
import { schoolEngineUsage, schoolOcrUsage } from './engine-usage.repository.ts';

export function registerEngineRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const admin = roleRoutes(app, ctx, 'admin');

  admin.get('/admin/engines', {
    summary: 'The correction and OCR engines in use and their model server (without the API key)',
    answer: EngineSettingsSchema,
    handler: async () => engineSettings(ctx.config),
  });

  admin.get('/admin/engines/usage', {
    summary: "Tokens and cost of the model engines: the school's total and per homework",
    answer: EngineUsageReportSchema,
    handler: async (_, caller) => {
      const [corrections, ocr] = await Promise.all([
        schoolEngineUsage(ctx.db, caller.schoolId),
        schoolOcrUsage(ctx.db, caller.schoolId),
      ]);
      return { ...corrections, ocr };
    },
  });
}
