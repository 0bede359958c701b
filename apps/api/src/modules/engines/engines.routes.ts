import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EngineSettingsSchema, EngineUsageReportSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { engineSettings } from '../../engines/engine-settings.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { schoolEngineUsage, schoolOcrUsage } from './engine-usage.repository.ts';

export function registerEngineRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/admin/engines',
    {
      schema: {
        ...routeDoc(
          'The correction and OCR engines in use and their model server (without the API key)',
          'admin',
        ),
        response: { 200: EngineSettingsSchema },
      },
    },
    async (request) => {
      await requireCaller(ctx, request, 'admin');
      return engineSettings(ctx.config);
    },
  );

  route.get(
    '/admin/engines/usage',
    {
      schema: {
        ...routeDoc(
          "Tokens and cost of the model engines: the school's total and per homework",
          'admin',
        ),
        response: { 200: EngineUsageReportSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const [corrections, ocr] = await Promise.all([
        schoolEngineUsage(ctx.db, caller.schoolId),
        schoolOcrUsage(ctx.db, caller.schoolId),
      ]);
      return { ...corrections, ocr };
    },
  );
}
