import type { FastifyInstance } from 'fastify';
import {
  PointGetLogRowSchema,
  PointGrantFormSchema,
  PointInfoSchema,
  PointUseLogRowSchema,
  ProKeyFormSchema,
  SchoolLedgerRowSchema,
  SchoolTeacherSchema,
} from '@essay/contracts';
import type { AccountContext } from '../../context.ts';
import { accountRoutes } from '../../http/routes.ts';
import { getBalance, listGetLog, listUseLog } from './points.service.ts';
import { grantPoints, listSchoolLedger, listSchoolTeachers } from './school-points.service.ts';

export function registerPointRoutes(app: FastifyInstance, ctx: AccountContext): void {
  const route = accountRoutes(app, ctx, 'member');

  route.post('/point/get_info', {
    body: ProKeyFormSchema,
    data: PointInfoSchema,
    handler: (_, caller) => getBalance(ctx, caller),
  });

  // The ledgers, a page at a time: the caller's gains, the caller's spending, the school's.
  route.pages('/point/get_point_get_log', PointGetLogRowSchema, listGetLog);
  route.pages('/point/get_point_user_log', PointUseLogRowSchema, listUseLog);
  route.pages('/point/get_sch_ledger', SchoolLedgerRowSchema, listSchoolLedger);

  route.post('/point/grant', {
    body: PointGrantFormSchema,
    data: PointInfoSchema,
    handler: ({ body, ip }, caller) => {
      const grant = { userId: body.user_id, amount: body.points, note: body.note };
      return grantPoints(ctx, caller, grant, ip);
    },
  });

  route.post('/point/get_sch_teachers', {
    rows: SchoolTeacherSchema,
    handler: (_, caller) => listSchoolTeachers(ctx, caller),
  });
}
