import type { FastifyInstance } from 'fastify';
import { AddModelArticlesSchema, ModelArticleQuerySchema, ModelArticleUpdateSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import * as service from './model-articles.service.ts';

export function registerModelArticleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacherDoc = (summary: string, extra: Record<string, unknown> = {}) => ({ config: { doc: { summary, roles: ['teacher' as const], ...extra } } });

  app.get('/teacher/model_articles', teacherDoc('Model essays', { query: ModelArticleQuerySchema }), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return { articles: await service.listModelArticles(ctx, caller, parseInput(ModelArticleQuerySchema, request.query)) };
  });

  app.get('/teacher/model_articles/addible', teacherDoc('Graded essays that can become model essays', { query: ModelArticleQuerySchema }), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return { articles: await service.listAddibleArticles(ctx, caller, parseInput(ModelArticleQuerySchema, request.query)) };
  });

  app.put('/teacher/model_articles', teacherDoc('Add model essays', { body: AddModelArticlesSchema }), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const body = parseInput(AddModelArticlesSchema, request.body);
    return service.addModelArticles(ctx, caller, body.articles_id, body.show_name);
  });

  app.patch('/teacher/model_articles/:id', teacherDoc('Show or hide the student name', { body: ModelArticleUpdateSchema }), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    await service.updateModelArticle(ctx, caller, parseInput(IdParamsSchema, request.params).id, parseInput(ModelArticleUpdateSchema, request.body).show_name);
    return { ok: true };
  });

  app.delete('/teacher/model_articles/:id', teacherDoc('Remove a model essay'), async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    await service.removeModelArticle(ctx, caller, parseInput(IdParamsSchema, request.params).id);
    return { ok: true };
  });

  app.get('/student/model_articles', { config: { doc: { summary: "Model essays of the student's classes", roles: ['student'] } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'student');
    return { articles: await service.listStudentModelArticles(ctx, caller) };
  });
}
