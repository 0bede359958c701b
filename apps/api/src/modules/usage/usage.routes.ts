import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { UsageQuerySchema, UsageReportSchema, usageReportCsv } from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { buildUsageReport } from './usage.service.ts';

export function registerUsageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/usage',
    {
      schema: {
        ...routeDoc(
          "The school's usage: corrections and points by week, teacher and class; " +
            'levels per homework and class (format=csv: the same as CSV)',
          'admin',
        ),
        querystring: UsageQuerySchema,
        // format=csv answers the same report as CSV text (sent as it is, not through the JSON serialiser).
        response: {
          200: UsageReportSchema.or(z.string().describe('The report as CSV (format=csv)')),
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const report = await buildUsageReport(ctx, caller, request.query);
      if (request.query.format === 'json') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="usage-${report.from}-${report.to}.csv"`,
        )
        .send(usageReportCsv(report));
    },
  );
}
