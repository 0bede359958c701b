import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PageQuerySchema, SchoolAskListSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';

export function registerPointAskRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pointask/get_sch_ask_list',
    {
      schema: {
        ...routeDoc("The school's point requests, unprocessed first", 'admin'),
        querystring: PageQuerySchema,
        response: { 200: SchoolAskListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const [list, pending] = await Promise.all([
        ctx.account.listSchoolPointAsks(caller, request.query.page),
        ctx.account.countSchoolPendingAsks(caller),
      ]);
      return { ...list, pending };
    },
  );
}
