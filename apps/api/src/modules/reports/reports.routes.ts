import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReportDocumentSchema, ReportLocaleSchema } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema, SignedQuerySchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { getReportDocument, getReportHtml, getReportPdf, type ReportLanguages } from './reports.service.ts';

/** `?locale=` first, else the browser's language; `?feedback=` (the comments') else the essay's. */
function localeOf(request: FastifyRequest): ReportLanguages {
  const { locale, feedback } = parseInput(ReportLocaleSchema, request.query);
  return { locale: locale ?? (/^zh/i.test(request.headers['accept-language'] ?? '') ? 'zh-tw' : 'en-us'), feedback };
}

export function registerReportRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/articles/:id/report.json', { config: { doc: { summary: 'The report document: the engine’s report with the article’s header, the teacher’s level and comment', roles: ['teacher'], response: ReportDocumentSchema } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    return getReportDocument(ctx, caller, parseInput(IdParamsSchema, request.params).id);
  });

  app.get('/articles/:id/report', { config: { doc: { summary: 'The report as sanitised HTML in the caller’s locale', roles: ['teacher'], query: ReportLocaleSchema } } }, async (request, reply) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const html = await getReportHtml(ctx, caller, parseInput(IdParamsSchema, request.params).id, localeOf(request));
    return reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(html);
  });

  app.get('/articles/:id/report/download', { config: { doc: { summary: 'The report as a PDF (signed link from the article)', query: ReportLocaleSchema } } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const query = request.query as Record<string, string>;
    if (request.headers.authorization) {
      const caller = await requireCaller(ctx, request, 'teacher');
      await requireOwnArticle(ctx, caller, id);
    } else {
      await ctx.urls.verify(`/api/articles/${id}/report/download`, parseInput(SignedQuerySchema, { exp: query.exp, sig: query.sig }));
    }
    const { pdf, fileName } = await getReportPdf(ctx, id, localeOf(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(pdf);
  });
}
