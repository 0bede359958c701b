import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ClassSummaryDocumentSchema,
  formId,
  PseudonymQuerySchema,
  ReportDocumentSchema,
  ReportLocaleSchema,
} from '@essay/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema, SignedQuerySchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { actorOf, recordEvent } from '../audit/audit.service.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { getClassSummary } from './class-summary.service.ts';
import { getReportDocument, getReportHtml, getReportPdf, type ReportLanguages } from './reports.service.ts';

/** `?grading=N` opens the essay's Nth report (an earlier one stays viewable after a re-correction). */
const ReportQuerySchema = z.object({ grading: formId.optional() });

/** `?locale=` first, else the browser's language; `?feedback=` (the comments') else the essay's. */
function localeOf(request: FastifyRequest): ReportLanguages {
  const { locale, feedback } = parseInput(ReportLocaleSchema, request.query);
  return { locale: locale ?? (/^zh/i.test(request.headers['accept-language'] ?? '') ? 'zh-tw' : 'en-us'), feedback };
}

export function registerReportRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get('/articles/:id/report.json', { config: { doc: { summary: 'The report document: the engine’s report with the article’s header, the teacher’s level, comment and decisions', roles: ['teacher'], query: ReportQuerySchema, response: ReportDocumentSchema } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { grading } = parseInput(ReportQuerySchema, request.query);
    const { id } = parseInput(IdParamsSchema, request.params);
    const document = await getReportDocument(ctx, caller, id, grading);
    await recordEvent(
      ctx,
      actorOf(caller, request),
      'report.read',
      { articleId: id },
      { detail: { format: 'json', grading: document.grading_number ?? null } },
    );
    return document;
  });

  app.get('/teacher/homeworks/:id/summary.json', { config: { doc: { summary: 'Class summary: the report documents of the homework’s corrected essays (pseudonymous=1: numbers instead of names)', roles: ['teacher'], query: PseudonymQuerySchema, response: ClassSummaryDocumentSchema } } }, async (request) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id } = parseInput(IdParamsSchema, request.params);
    const pseudonymous = parseInput(PseudonymQuerySchema, request.query).pseudonymous === '1';
    const summary = await getClassSummary(ctx, caller, id, pseudonymous);
    await recordEvent(ctx, actorOf(caller, request), 'summary.read', { homeworkId: id }, { detail: { pseudonymous } });
    return summary;
  });

  app.get('/articles/:id/report', { config: { doc: { summary: 'The report as sanitised HTML in the caller’s locale', roles: ['teacher'], query: ReportLocaleSchema } } }, async (request, reply) => {
    const caller = await requireCaller(ctx, request, 'teacher');
    const { id } = parseInput(IdParamsSchema, request.params);
    const html = await getReportHtml(ctx, caller, id, localeOf(request));
    await recordEvent(ctx, actorOf(caller, request), 'report.read', { articleId: id }, { detail: { format: 'html' } });
    return reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(html);
  });

  app.get('/articles/:id/report/download', { config: { doc: { summary: 'The report as a PDF (signed link from the article); pseudonymous=1: a number instead of the name', query: ReportLocaleSchema.extend(PseudonymQuerySchema.shape) } } }, async (request, reply) => {
    const { id } = parseInput(IdParamsSchema, request.params);
    const query = request.query as Record<string, string>;
    let caller;
    if (request.headers.authorization) {
      caller = await requireCaller(ctx, request, 'teacher');
      await requireOwnArticle(ctx, caller, id);
    } else {
      caller = await ctx.urls.verify(`/api/articles/${id}/report/download`, parseInput(SignedQuerySchema, { exp: query.exp, sig: query.sig }));
    }
    const pseudonymous = parseInput(PseudonymQuerySchema, { pseudonymous: query.pseudonymous }).pseudonymous === '1';
    const { pdf, fileName } = await getReportPdf(ctx, id, localeOf(request), pseudonymous);
    await recordEvent(
      ctx,
      actorOf(caller, request),
      'report.read',
      { articleId: id },
      { detail: { format: 'pdf', pseudonymous } },
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(pdf);
  });
}
