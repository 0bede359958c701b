import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddibleArticleListSchema,
  AddModelArticlesSchema,
  ModelArticleListSchema,
  ModelArticleQuerySchema,
  ModelArticlesAddedSchema,
  ModelArticleUpdateSchema,
  OkSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import * as service from './model-articles.service.ts';

export function registerModelArticleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const teacher = (summary: string) => routeDoc(summary, 'teacher');

  route.get(
    '/teacher/model_articles',
    {
      schema: {
        ...teacher('Model essays'),
        querystring: ModelArticleQuerySchema,
        response: { 200: ModelArticleListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { articles: await service.listModelArticles(ctx, caller, request.query) };
    },
  );

  route.get(
    '/teacher/model_articles/addible',
    {
      schema: {
        ...teacher('Graded essays that can become model essays'),
        querystring: ModelArticleQuerySchema,
        response: { 200: AddibleArticleListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return { articles: await service.listAddibleArticles(ctx, caller, request.query) };
    },
  );

  route.put(
    '/teacher/model_articles',
    {
      schema: {
        ...teacher('Add model essays'),
        body: AddModelArticlesSchema,
        response: { 200: ModelArticlesAddedSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return service.addModelArticles(
        ctx,
        caller,
        request.body.articles_id,
        request.body.show_name,
      );
    },
  );

  route.patch(
    '/teacher/model_articles/:id',
    {
      schema: {
        ...teacher('Show or hide the student name'),
        params: IdParamsSchema,
        body: ModelArticleUpdateSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      await service.updateModelArticle(ctx, caller, request.params.id, request.body.show_name);
      return { ok: true } as const;
    },
  );

  route.delete(
    '/teacher/model_articles/:id',
    {
      schema: {
        ...teacher('Remove a model essay'),
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      await service.removeModelArticle(ctx, caller, request.params.id);
      return { ok: true } as const;
    },
  );

  route.get(
    '/student/model_articles',
    {
      schema: {
        ...routeDoc("Model essays of the student's classes", 'student'),
        response: { 200: ModelArticleListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'student');
      return { articles: await service.listStudentModelArticles(ctx, caller) };
    },
  );
}
