import type { FastifyInstance } from 'fastify';
import { PageQuerySchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { parseInput } from '../../http/parse.ts';

export function registerPointAskRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/pointask/get_sch_ask_list',
    { config: { doc: { summary: "The school's point requests, unprocessed first", roles: ['admin'], query: PageQuerySchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const { page } = parseInput(PageQuerySchema, request.query);
      const [list, pending] = await Promise.all([
        ctx.account.listSchoolPointAsks(caller, page),
        ctx.account.countSchoolPendingAsks(caller),
      ]);
      return { ...list, pending };
    },
  );
}
