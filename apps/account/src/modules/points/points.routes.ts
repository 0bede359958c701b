import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountAnswerSchema,
  accountRowsSchema,
  PageQuerySchema,
  PointGetLogRowSchema,
  PointGrantFormSchema,
  PointInfoSchema,
  PointUseLogRowSchema,
  ProKeyFormSchema,
  SchoolLedgerRowSchema,
  SchoolTeacherSchema,
} from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { ok, okRows } from '../../http/answers.ts';
import { callerOf } from '../../http/caller.ts';
import { getBalance, listGetLog, listUseLog } from './points.service.ts';
import { grantPoints, listSchoolLedger, listSchoolTeachers } from './school-points.service.ts';

export function registerPointRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const BalanceAnswerSchema = accountAnswerSchema(PointInfoSchema);

  route.post(
    '/point/get_info',
    { schema: { body: ProKeyFormSchema, response: { 200: BalanceAnswerSchema } } },
    async (request) => ok(await getBalance(ctx, await callerOf(ctx, request))),
  );

  route.post(
    '/point/get_point_get_log',
    {
      schema: {
        querystring: PageQuerySchema,
        response: { 200: accountRowsSchema(PointGetLogRowSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { rows, pager } = await listGetLog(ctx, caller, request.query.page);
      return okRows(rows, pager);
    },
  );

  route.post(
    '/point/get_point_user_log',
    {
      schema: {
        querystring: PageQuerySchema,
        response: { 200: accountRowsSchema(PointUseLogRowSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { rows, pager } = await listUseLog(ctx, caller, request.query.page);
      return okRows(rows, pager);
    },
  );

  route.post(
    '/point/grant',
    { schema: { body: PointGrantFormSchema, response: { 200: BalanceAnswerSchema } } },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const grant = {
        userId: request.body.user_id,
        amount: request.body.points,
        note: request.body.note,
      };
      return ok(await grantPoints(ctx, caller, grant, request.ip));
    },
  );

  route.post(
    '/point/get_sch_ledger',
    {
      schema: {
        querystring: PageQuerySchema,
        response: { 200: accountRowsSchema(SchoolLedgerRowSchema) },
      },
    },
    async (request) => {
      const caller = await callerOf(ctx, request);
      const { rows, pager } = await listSchoolLedger(ctx, caller, request.query.page);
      return okRows(rows, pager);
    },
  );

  route.post(
    '/point/get_sch_teachers',
    { schema: { response: { 200: accountRowsSchema(SchoolTeacherSchema) } } },
    async (request) => okRows(await listSchoolTeachers(ctx, await callerOf(ctx, request))),
  );
}
