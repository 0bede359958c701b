import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Caller } from '@essay/account';
import {
  AddCorrectionSchema,
  type AuditRecord,
  DecideCorrectionSchema,
  formId,
  ReportDocumentSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import {
  addTeacherCorrection,
  decideCorrection,
  removeTeacherCorrection,
} from './corrections.service.ts';

const CorrectionParamsSchema = z.object({
  id: formId,
  index: z.coerce
    .number({ error: 'The correction number is a whole number' })
    .int()
    .min(0)
    .max(100_000),
});
const AddedParamsSchema = z.object({ id: formId, decisionId: formId });

/** Issue 11 §7: the teacher's decisions on a report's corrections; each answers the updated report document. */
export function registerCorrectionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const decision = (summary: string) => ({
    ...routeDoc(summary, 'teacher'),
    response: { 200: ReportDocumentSchema },
  });
  /** Every decision leaves one `correction.change` row on the essay's trail. */
  const recordChange = (
    caller: Caller,
    request: { ip: string },
    articleId: number,
    extra: { subjectId?: number; detail: AuditRecord['detail'] },
  ) => recordEvent(ctx, actorOf(caller, request), 'correction.change', { articleId }, extra);

  route.put(
    '/teacher/articles/:id/corrections/:index',
    {
      schema: {
        ...decision('Accept, reject or edit one of the engine’s corrections'),
        params: CorrectionParamsSchema,
        body: DecideCorrectionSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id, index } = request.params;
      const document = await decideCorrection(ctx, caller, id, index, request.body);
      await recordChange(caller, request, id, { detail: { change: request.body.decision, index } });
      return document;
    },
  );

  route.post(
    '/teacher/articles/:id/corrections',
    {
      schema: {
        ...decision('Add the teacher’s own correction'),
        params: IdParamsSchema,
        body: AddCorrectionSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = request.params;
      const document = await addTeacherCorrection(ctx, caller, id, request.body);
      await recordChange(caller, request, id, { detail: { change: 'add' } });
      return document;
    },
  );

  route.delete(
    '/teacher/articles/:id/corrections/added/:decisionId',
    {
      schema: {
        ...decision('Remove one of the teacher’s own corrections'),
        params: AddedParamsSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id, decisionId } = request.params;
      const document = await removeTeacherCorrection(ctx, caller, id, decisionId);
      await recordChange(caller, request, id, {
        subjectId: decisionId,
        detail: { change: 'remove' },
      });
      return document;
    },
  );
}
