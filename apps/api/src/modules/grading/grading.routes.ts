import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ArticleSchema,
  CorrectAllAnswerSchema,
  GradingQuoteSchema,
  GradingStartedSchema,
  TeacherOverrideSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { correctAll, quoteGrading } from './grade-when-ready.ts';
import { startGrading } from './grading.service.ts';
import { overrideScores } from './override.service.ts';

export function registerGradingRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const grade = (summary: string) => ({
    ...routeDoc(summary, 'teacher'),
    response: { 200: GradingStartedSchema },
  });
  const gradeAll = (summary: string) => ({
    ...routeDoc(summary, 'teacher'),
    response: { 200: CorrectAllAnswerSchema },
  });
  // The price before the confirmation (issue 12): what the PATCH beside it would charge now.
  const quote = (summary: string) => ({
    ...routeDoc(summary, 'teacher'),
    response: { 200: GradingQuoteSchema },
  });

  route.patch(
    '/teacher/homeworks/all/articles/all/grade',
    { schema: gradeAll('Correct every submitted essay of every homework') },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return correctAll(ctx, caller, { everything: true });
    },
  );

  route.patch(
    '/teacher/homeworks/:id/articles/all/grade',
    {
      schema: {
        ...gradeAll('Correct every submitted essay of one homework'),
        params: IdParamsSchema,
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return correctAll(ctx, caller, { homeworkId: request.params.id });
    },
  );

  route.patch(
    '/teacher/articles/:id/grade',
    { schema: { ...grade('Correct (or re-correct) one essay'), params: IdParamsSchema } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return startGrading(ctx, caller, { articleId: request.params.id });
    },
  );

  route.get(
    '/teacher/homeworks/all/articles/all/grade/quote',
    { schema: quote('What correcting every homework would cost') },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return quoteGrading(ctx, caller, { everything: true });
    },
  );

  route.get(
    '/teacher/homeworks/:id/articles/all/grade/quote',
    { schema: { ...quote('What correcting one homework would cost'), params: IdParamsSchema } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return quoteGrading(ctx, caller, { homeworkId: request.params.id });
    },
  );

  route.get(
    '/teacher/articles/:id/grade/quote',
    { schema: { ...quote('What (re-)correcting one essay would cost'), params: IdParamsSchema } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return quoteGrading(ctx, caller, { articleId: request.params.id });
    },
  );

  route.patch(
    '/teacher/articles/:id/override',
    {
      schema: {
        ...routeDoc("Set the teacher's level and dimension scores", 'teacher'),
        params: IdParamsSchema,
        body: TeacherOverrideSchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = request.params;
      const article = await overrideScores(ctx, caller, id, request.body);
      const detail = { level: request.body.level ?? null };
      await recordEvent(
        ctx,
        actorOf(caller, request),
        'level.change',
        { articleId: id },
        { detail },
      );
      return article;
    },
  );
}
