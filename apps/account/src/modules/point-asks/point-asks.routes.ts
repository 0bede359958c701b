import type { FastifyInstance } from 'fastify';
import { PageQuerySchema, PointAskAddFormSchema, PointAskDeleteFormSchema, PointAskReviewFormSchema } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { addPointAsk, listOwnPointAsks, listSchoolPointAsks, reviewPointAsk, withdrawPointAsk } from './point-asks.service.ts';

export function registerPointAskRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/pointask/add', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(PointAskAddFormSchema, request.body);
    return ok(await addPointAsk(ctx, caller, form.ask_point, form.ask_note));
  });

  app.post('/pointask/dele', async (request) => {
    const caller = await callerOf(ctx, request);
    await withdrawPointAsk(ctx, caller, parseForm(PointAskDeleteFormSchema, request.body).del_id);
    return ok();
  });

  app.post('/pointask/get_ask_list', async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listOwnPointAsks(ctx, caller, parseForm(PageQuerySchema, request.query).page);
    return okRows(rows, pager);
  });

  app.post('/pointask/get_sch_ask_list', async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listSchoolPointAsks(ctx, caller, parseForm(PageQuerySchema, request.query).page);
    return okRows(rows, pager);
  });

  app.post('/pointask/review', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(PointAskReviewFormSchema, request.body);
    await reviewPointAsk(ctx, caller, form.id, form.ask_ok, form.review_note, request.ip);
    return ok();
  });
}
