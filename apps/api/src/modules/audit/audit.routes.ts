import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema, AuditTrailSchema, auditTrailCsv } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { listHomeworkTrail, listSchoolTrail } from './audit.service.ts';

export function registerAuditRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/admin/audit',
    {
      config: {
        doc: {
          summary:
            "The school's audit trail (both services), newest first, filtered; format=csv: the same rows as CSV",
          roles: ['admin'],
          query: AuditQuerySchema,
          response: AuditTrailSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const { format, ...filter } = parseInput(AuditQuerySchema, request.query);
      const trail = await listSchoolTrail(ctx, caller, filter);
      if (format === 'json') return trail;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(auditTrailCsv(trail));
    },
  );

  app.get(
    '/teacher/homeworks/:id/audit',
    {
      config: {
        doc: {
          summary: 'The audit trail of one of the teacher’s own homework',
          roles: ['teacher'],
          response: AuditTrailSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return listHomeworkTrail(ctx, caller, parseInput(IdParamsSchema, request.params).id);
    },
  );
}
