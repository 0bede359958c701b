import type { FastifyInstance } from 'fastify';
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
import { answerOk, roleRoutes } from '../../http/routes.ts';
import * as service from './model-articles.service.ts';

export function registerModelArticleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const teacher = roleRoutes(app, ctx, 'teacher');

  teacher.get('/teacher/model_articles', {
    summary: 'Model essays',
    query: ModelArticleQuerySchema,
    answer: ModelArticleListSchema,
    handler: async ({ query }, caller) => ({
      articles: await service.listModelArticles(ctx, caller, query),
    }),
  });

  teacher.get('/teacher/model_articles/addible', {
    summary: 'Graded essays that can become model essays',
    query: ModelArticleQuerySchema,
    answer: AddibleArticleListSchema,
    handler: async ({ query }, caller) => ({
      articles: await service.listAddibleArticles(ctx, caller, query),
    }),
  });

  teacher.put('/teacher/model_articles', {
    summary: 'Add model essays',
    body: AddModelArticlesSchema,
    answer: ModelArticlesAddedSchema,
    handler: ({ body }, caller) =>
      service.addModelArticles(ctx, caller, body.articles_id, body.show_name),
  });

  teacher.patch('/teacher/model_articles/:id', {
    summary: 'Show or hide the student name',
    body: ModelArticleUpdateSchema,
    answer: OkSchema,
    handler: ({ params, body }, caller) =>
      answerOk(service.updateModelArticle(ctx, caller, params.id, body.show_name)),
  });

  teacher.delete('/teacher/model_articles/:id', {
    summary: 'Remove a model essay',
    answer: OkSchema,
    handler: ({ params }, caller) => answerOk(service.removeModelArticle(ctx, caller, params.id)),
  });

  roleRoutes(app, ctx, 'student').get('/student/model_articles', {
    summary: "Model essays of the student's classes",
    answer: ModelArticleListSchema,
    handler: async (_, caller) => ({
      articles: await service.listStudentModelArticles(ctx, caller),
    }),
  });
}
