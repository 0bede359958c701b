import type { FastifyInstance } from 'fastify';
import { PageQuerySchema, SchoolAskListSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';

export function registerPointAskRoutes(app: FastifyInstance, ctx: ApiContext): void {
  roleRoutes(app, ctx, 'admin').get('/pointask/get_sch_ask_list', {
    summary: "The school's point requests, unprocessed first",
    query: PageQuerySchema,
    answer: SchoolAskListSchema,
    handler: async (request, caller) => {
      const [list, pending] = await Promise.all([
        ctx.account.listSchoolPointAsks(caller, request.query.page),
        ctx.account.countSchoolPendingAsks(caller),
      ]);
      return { ...list, pending };
    },
  });
}
