import type { FastifyInstance } from 'fastify';
import { UsageQuerySchema, UsageReportSchema, usageReportCsv } from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { buildUsageReport } from './usage.service.ts';

export function registerUsageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'admin').reply('/admin/usage', {
    summary:
      "The school's usage: corrections and points by week, teacher and class; " +
      'levels per homework and class (format=csv: the same as CSV)',
    query: UsageQuerySchema,
    // format=csv answers the same report as CSV text (sent as it is, not through the JSON serialiser).
    answer: UsageReportSchema.or(z.string().describe('The report as CSV (format=csv)')),
    handler: async (request, caller, reply) => {
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
  });
}
