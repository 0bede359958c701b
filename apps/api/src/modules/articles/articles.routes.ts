import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ArrangeArticlesSchema,
  ArrangedArticlesSchema,
  ArticleSchema,
  ArticleTitleSchema,
  OkSchema,
  StudentNameSchema,
  TeacherSuggestionSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import {
  arrangeFiles,
  deleteEssay,
  getArticle,
  renameArticle,
  renameStudent,
  saveTeacherSuggestion,
} from './articles.service.ts';

export function registerArticleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const teacher = (summary: string) => ({
    ...routeDoc(summary, 'teacher'),
    params: IdParamsSchema,
  });

  route.post(
    '/teacher/homeworks/:id/articles',
    {
      schema: {
        ...teacher(
          'Arrange uploaded files into essays, or change the pages of saved essays (article_id); auto-names them',
        ),
        body: ArrangeArticlesSchema,
        response: { 200: ArrangedArticlesSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return arrangeFiles(ctx, caller, request.params.id, request.body);
    },
  );

  route.get(
    '/teacher/articles/:id',
    { schema: { ...teacher('Article'), response: { 200: ArticleSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return getArticle(ctx, caller, request.params.id);
    },
  );

  route.delete(
    '/teacher/articles/:id',
    {
      schema: {
        ...teacher('Delete an essay with its files; its points history stays'),
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      await deleteEssay(ctx, caller, request.params.id);
      return { ok: true } as const;
    },
  );

  route.patch(
    '/teacher/articles/:id',
    {
      schema: {
        ...teacher('Set the teacher suggestion'),
        body: TeacherSuggestionSchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = request.params;
      const article = await saveTeacherSuggestion(ctx, caller, id, request.body.teacher_suggestion);
      await recordEvent(ctx, actorOf(caller, request), 'comment.change', { articleId: id });
      return article;
    },
  );

  route.patch(
    '/teacher/articles/:id/title',
    {
      schema: {
        ...teacher('Set the essay title'),
        body: ArticleTitleSchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return renameArticle(ctx, caller, request.params.id, request.body.title);
    },
  );

  route.patch(
    '/teacher/articles/:id/student_name',
    {
      schema: {
        ...teacher('Set the student name'),
        body: StudentNameSchema,
        response: { 200: ArticleSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      return renameStudent(ctx, caller, request.params.id, request.body.name);
    },
  );
}
