import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import { ArticleSchema, GradingQuoteSchema, TeacherOverrideSchema } from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { correctAll, quoteGrading } from './grade-when-ready.ts';
import { startGrading } from './grading.service.ts';
import { overrideScores } from './override.service.ts';

const GradingAnswerSchema = z.object({ queued: z.number().int(), points: z.number().int() });
/** Correct-all also says how many essays will be corrected once their text is read (issue 12). */
const CorrectAllAnswerSchema = GradingAnswerSchema.extend({ waiting: z.number().int() });

export function registerGradingRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const doc = (summary: string, response: z.ZodType = GradingAnswerSchema) => ({ config: { doc: { summary, roles: ['teacher' as const], response } } });

  app.patch('/teacher/homeworks/all/articles/all/grade', doc('Correct every submitted essay of every homework', CorrectAllAnswerSchema), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return correctAll(ctx, caller, { everything: true });
  });

  app.patch('/teacher/homeworks/:id/articles/all/grade', doc('Correct every submitted essay of one homework', CorrectAllAnswerSchema), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return correctAll(ctx, caller, { homeworkId: parseInput(IdParamsSchema, request.params).id });
  });

  app.patch('/teacher/articles/:id/grade', doc('Correct (or re-correct) one essay'), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return startGrading(ctx, caller, { articleId: parseInput(IdParamsSchema, request.params).id });
  });

  // The price before the confirmation (issue 12): what the PATCH beside it would charge now.
  const quote = (summary: string) => ({ config: { doc: { summary, roles: ['teacher' as const], response: GradingQuoteSchema } } });
  app.get('/teacher/homeworks/all/articles/all/grade/quote', quote('What correcting every homework would cost'), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return quoteGrading(ctx, caller, { everything: true });
  });
  app.get('/teacher/homeworks/:id/articles/all/grade/quote', quote('What correcting one homework would cost'), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return quoteGrading(ctx, caller, { homeworkId: parseInput(IdParamsSchema, request.params).id });
  });
  app.get('/teacher/articles/:id/grade/quote', quote('What (re-)correcting one essay would cost'), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return quoteGrading(ctx, caller, { articleId: parseInput(IdParamsSchema, request.params).id });
  });

  app.patch(
    '/teacher/articles/:id/override',
    { config: { doc: { summary: "Set the teacher's level and dimension scores", roles: ['teacher'], body: TeacherOverrideSchema, response: ArticleSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      const override = parseInput(TeacherOverrideSchema, request.body);
      const article = await overrideScores(ctx, caller, id, override);
      await recordEvent(
        ctx,
        actorOf(caller, request),
        'level.change',
        { articleId: id },
        { detail: { level: override.level ?? null } },
      );
      return article;
    },
  );
}
