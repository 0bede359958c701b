import type { FastifyInstance } from 'fastify';
import {
  AddCorrectionSchema,
  type AuditRecord,
  DecideCorrectionSchema,
  formId,
  ReportDocumentSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
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

/**
 * Issue 11 §7: the teacher's decisions on a report's corrections; each answers the updated report
 * document and leaves one `correction.change` row on the essay's trail.
 */
export function registerCorrectionRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');
  const changed = (
    articleId: number,
    extra: { subjectId?: number; detail: AuditRecord['detail'] },
  ) => ({ action: 'correction.change', target: { articleId }, ...extra }) as const;

  teacher.put('/teacher/articles/:id/corrections/:index', {
    summary: 'Accept, reject or edit one of the engine’s corrections',
    params: CorrectionParamsSchema,
    body: DecideCorrectionSchema,
    answer: ReportDocumentSchema,
    handler: ({ params, body }, caller) =>
      decideCorrection(ctx, caller, params.id, params.index, body),
    audit: ({ params, body }) =>
      changed(params.id, { detail: { change: body.decision, index: params.index } }),
  });

  teacher.post('/teacher/articles/:id/corrections', {
    summary: 'Add the teacher’s own correction',
    body: AddCorrectionSchema,
    answer: ReportDocumentSchema,
    handler: ({ params, body }, caller) => addTeacherCorrection(ctx, caller, params.id, body),
    audit: ({ params }) => changed(params.id, { detail: { change: 'add' } }),
  });

  teacher.delete('/teacher/articles/:id/corrections/added/:decisionId', {
    summary: 'Remove one of the teacher’s own corrections',
    answer: ReportDocumentSchema,
    handler: ({ params }, caller) =>
      removeTeacherCorrection(ctx, caller, params.id, params.decisionId),
    audit: ({ params }) =>
      changed(params.id, { subjectId: params.decisionId, detail: { change: 'remove' } }),
  });
}
