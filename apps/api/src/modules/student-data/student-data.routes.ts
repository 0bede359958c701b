import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EraseStudentInputSchema,
  EraseStudentResultSchema,
  ReportLocaleSchema,
  SchoolStudentListSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { routeDoc } from '../../http/openapi.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { actorOf } from '../audit/audit.service.ts';
import { eraseStudent, listSchoolStudents } from './student-data.service.ts';
import { exportStudent } from './student-export.ts';

export function registerStudentDataRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/admin/students',
    {
      schema: {
        ...routeDoc("The school's student accounts (export and erasure)", 'admin'),
        response: { 200: SchoolStudentListSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      return { students: await listSchoolStudents(ctx, caller) };
    },
  );

  route.get(
    '/admin/students/:id/export',
    {
      schema: {
        ...routeDoc(
          'Everything about one student as a ZIP: essays, report PDFs, files, page images, levels, the trail about them',
          'admin',
        ),
        params: IdParamsSchema,
        querystring: ReportLocaleSchema,
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const locale = request.query.locale ?? 'zh-tw';
      const actor = actorOf(caller, request);
      const { zip, fileName } = await exportStudent(ctx, caller, actor, request.params.id, locale);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip);
    },
  );

  route.post(
    '/admin/students/:id/erase',
    {
      schema: {
        ...routeDoc(
          'Erase a student: essays, files, page images, reports and the account (the typed name confirms)',
          'admin',
        ),
        params: IdParamsSchema,
        body: EraseStudentInputSchema,
        response: { 200: EraseStudentResultSchema },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const actor = actorOf(caller, request);
      return eraseStudent(ctx, caller, actor, request.params.id, request.body.confirmation);
    },
  );
}
