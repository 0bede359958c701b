import type { FastifyInstance } from 'fastify';
import { UsageQuerySchema, UsageReportSchema, usageReportCsv } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { parseInput } from '../../http/parse.ts';
import { buildUsageReport } from './usage.service.ts';

export function registerUsageRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/admin/usage',
    {
      config: {
        doc: {
          summary: "The school's usage: corrections and points by week, teacher and class; levels per homework and class (format=csv: the same as CSV)",
          roles: ['admin'],
          query: UsageQuerySchema,
          response: UsageReportSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const query = parseInput(UsageQuerySchema, request.query);
      const report = await buildUsageReport(ctx, caller, query);
      if (query.format === 'json') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="usage-${report.from}-${report.to}.csv"`)
        .send(usageReportCsv(report));
    },
  );
}
