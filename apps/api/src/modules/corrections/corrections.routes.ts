import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import { AddCorrectionSchema, DecideCorrectionSchema, formId, ReportDocumentSchema } from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { addTeacherCorrection, decideCorrection, removeTeacherCorrection } from './corrections.service.ts';

const CorrectionParamsSchema = z.object({
  id: formId,
  index: z.coerce.number({ error: 'The correction number is a whole number' }).int().min(0).max(100_000),
});
const AddedParamsSchema = z.object({ id: formId, decisionId: formId });

/** Issue 11 §7: the teacher's decisions on a report's corrections; each answers the updated report document. */
export function registerCorrectionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const doc = (summary: string, body?: z.ZodType) => ({ config: { doc: { summary, roles: ['teacher' as const], response: ReportDocumentSchema, ...(body ? { body } : {}) } } });

  app.put('/teacher/articles/:id/corrections/:index', doc('Accept, reject or edit one of the engine’s corrections', DecideCorrectionSchema), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id, index } = parseInput(CorrectionParamsSchema, request.params);
    const input = parseInput(DecideCorrectionSchema, request.body);
    const document = await decideCorrection(ctx, caller, id, index, input);
    await recordEvent(
      ctx,
      actorOf(caller, request),
      'correction.change',
      { articleId: id },
      { detail: { change: input.decision, index } },
    );
    return document;
  });

  app.post('/teacher/articles/:id/corrections', doc('Add the teacher’s own correction', AddCorrectionSchema), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id } = parseInput(IdParamsSchema, request.params);
    const document = await addTeacherCorrection(ctx, caller, id, parseInput(AddCorrectionSchema, request.body));
    await recordEvent(
      ctx,
      actorOf(caller, request),
      'correction.change',
      { articleId: id },
      { detail: { change: 'add' } },
    );
    return document;
  });

  app.delete('/teacher/articles/:id/corrections/added/:decisionId', doc('Remove one of the teacher’s own corrections'), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id, decisionId } = parseInput(AddedParamsSchema, request.params);
    const document = await removeTeacherCorrection(ctx, caller, id, decisionId);
    await recordEvent(
      ctx,
      actorOf(caller, request),
      'correction.change',
      { articleId: id },
      { subjectId: decisionId, detail: { change: 'remove' } },
    );
    return document;
  });
}
