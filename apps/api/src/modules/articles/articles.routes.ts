import { actorOf, recordEvent } from '../audit/audit.service.ts';
import type { FastifyInstance } from 'fastify';
import { ArrangeArticlesSchema, ArticleSchema, ArticleTitleSchema, StudentNameSchema, TeacherSuggestionSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { arrangeFiles, deleteEssay, getArticle, renameArticle, renameStudent, saveTeacherSuggestion } from './articles.service.ts';

export function registerArticleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.post(
    '/teacher/homeworks/:id/articles',
    { config: { doc: { summary: 'Arrange uploaded files into essays, or change the pages of saved essays (article_id); auto-names them', roles: ['teacher'], body: ArrangeArticlesSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      return arrangeFiles(ctx, caller, id, parseInput(ArrangeArticlesSchema, request.body));
    },
  );

  app.get('/teacher/articles/:id', { config: { doc: { summary: 'Article', roles: ['teacher'], response: ArticleSchema } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return getArticle(ctx, caller, parseInput(IdParamsSchema, request.params).id);
  });

  app.delete('/teacher/articles/:id', { config: { doc: { summary: 'Delete an essay with its files; its points history stays', roles: ['teacher'] } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    await deleteEssay(ctx, caller, parseInput(IdParamsSchema, request.params).id);
    return { ok: true };
  });

  app.patch(
    '/teacher/articles/:id',
    { config: { doc: { summary: 'Set the teacher suggestion', roles: ['teacher'], body: TeacherSuggestionSchema, response: ArticleSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      const { teacher_suggestion } = parseInput(TeacherSuggestionSchema, request.body);
      const article = await saveTeacherSuggestion(ctx, caller, id, teacher_suggestion);
      await recordEvent(ctx, actorOf(caller, request), 'comment.change', { articleId: id });
      return article;
    },
  );

  app.patch(
    '/teacher/articles/:id/title',
    { config: { doc: { summary: 'Set the essay title', roles: ['teacher'], body: ArticleTitleSchema, response: ArticleSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      return renameArticle(ctx, caller, id, parseInput(ArticleTitleSchema, request.body).title);
    },
  );

  app.patch(
    '/teacher/articles/:id/student_name',
    { config: { doc: { summary: 'Set the student name', roles: ['teacher'], body: StudentNameSchema, response: ArticleSchema } } },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'teacher');
      const { id } = parseInput(IdParamsSchema, request.params);
      return renameStudent(ctx, caller, id, parseInput(StudentNameSchema, request.body).name);
    },
  );
}
