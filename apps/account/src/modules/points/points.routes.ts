import type { FastifyInstance } from 'fastify';
import { PageQuerySchema, PointGrantFormSchema, ProKeyFormSchema } from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { parseForm } from '../../http/parse.ts';
import { getBalance, listGetLog, listUseLog } from './points.service.ts';
import { grantPoints, listSchoolLedger, listSchoolTeachers } from './school-points.service.ts';

export function registerPointRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post('/point/get_info', async (request) => {
    const caller = await callerOf(ctx, request);
    parseForm(ProKeyFormSchema, request.body);
    return ok(await getBalance(ctx, caller));
  });

  app.post('/point/get_point_get_log', async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listGetLog(ctx, caller, parseForm(PageQuerySchema, request.query).page);
    return okRows(rows, pager);
  });

  app.post('/point/get_point_user_log', async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listUseLog(ctx, caller, parseForm(PageQuerySchema, request.query).page);
    return okRows(rows, pager);
  });

  app.post('/point/grant', async (request) => {
    const caller = await callerOf(ctx, request);
    const form = parseForm(PointGrantFormSchema, request.body);
    const grant = { userId: form.user_id, amount: form.points, note: form.note };
    return ok(await grantPoints(ctx, caller, grant, request.ip));
  });

  app.post('/point/get_sch_ledger', async (request) => {
    const caller = await callerOf(ctx, request);
    const { rows, pager } = await listSchoolLedger(ctx, caller, parseForm(PageQuerySchema, request.query).page);
    return okRows(rows, pager);
  });

  app.post('/point/get_sch_teachers', async (request) => okRows(await listSchoolTeachers(ctx, await callerOf(ctx, request))));
}
