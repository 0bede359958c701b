import type { FastifyInstance } from 'fastify';
import {
  PointAskAddFormSchema,
  PointAskDeleteFormSchema,
  PointAskReviewFormSchema,
  PointAskSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { AccountContext } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import {
  addPointAsk,
  listOwnPointAsks,
  listSchoolPointAsks,
  reviewPointAsk,
  withdrawPointAsk,
} from './point-asks.service.ts';

export function registerPointAskRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = accountRoutes(app, ctx, 'member');

  route.post('/pointask/add', {
    body: PointAskAddFormSchema,
    data: z.object({ id: z.number().int() }),
    handler: ({ body }, caller) => addPointAsk(ctx, caller, body.ask_point, body.ask_note),
  });

  route.post('/pointask/dele', {
    body: PointAskDeleteFormSchema,
    handler: ({ body }, caller) => withdrawPointAsk(ctx, caller, body.del_id),
  });

  route.pages('/pointask/get_ask_list', PointAskSchema, listOwnPointAsks);
  route.pages('/pointask/get_sch_ask_list', PointAskSchema, listSchoolPointAsks);

  route.post('/pointask/review', {
    body: PointAskReviewFormSchema,
    handler: ({ body, ip }, caller) =>
      reviewPointAsk(ctx, caller, body.id, body.ask_ok, body.review_note, ip),
  });
}
