import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountOkSchema,
  accountAnswerSchema,
  accountRowsSchema,
  PageQuerySchema,
  PointAskAddFormSchema,
  PointAskDeleteFormSchema,
  PointAskReviewFormSchema,
  PointAskSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import {
  addPointAsk,
  listOwnPointAsks,
  listSchoolPointAsks,
  reviewPointAsk,
  withdrawPointAsk,
} from './point-asks.service.ts';

export function registerPointAskRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const list = {
    querystring: PageQuerySchema,
    response: { 200: accountRowsSchema(PointAskSchema) },
  };

  route.post(
    '/pointask/add',
    {
      schema: {
        body: PointAskAddFormSchema,
        response: { 200: accountAnswerSchema(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      return ok(await addPointAsk(ctx, caller, request.body.ask_point, request.body.ask_note));
    },
  );

  route.post(
    '/pointask/dele',
    { schema: { body: PointAskDeleteFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await withdrawPointAsk(ctx, caller, request.body.del_id);
      return ok();
    },
  );

  route.post('/pointask/get_ask_list', { schema: list }, async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listOwnPointAsks(ctx, caller, request.query.page);
    return okRows(rows, pager);
  });

  route.post('/pointask/get_sch_ask_list', { schema: list }, async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listSchoolPointAsks(ctx, caller, request.query.page);
    return okRows(rows, pager);
  });

  route.post(
    '/pointask/review',
    { schema: { body: PointAskReviewFormSchema, response: { 200: AccountOkSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      await reviewPointAsk(
        ctx,
        caller,
        request.body.id,
        request.body.ask_ok,
        request.body.review_note,
        request.ip,
      );
      return ok();
    },
  );
}
