import type { FastifyInstance } from 'fastify';
import {
  EraseStudentInputSchema,
  EraseStudentResultSchema,
  ReportLocaleSchema,
  SchoolStudentListSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { requireCaller } from '../../http/caller.ts';
import { IdParamsSchema } from '../../http/params.ts';
import { parseInput } from '../../http/parse.ts';
import { actorOf } from '../audit/audit.service.ts';
import { eraseStudent, listSchoolStudents } from './student-data.service.ts';
import { exportStudent } from './student-export.ts';

export function registerStudentDataRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/admin/students',
    {
      config: {
        doc: {
          summary: "The school's student accounts (export and erasure)",
          roles: ['admin'],
          response: SchoolStudentListSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      return { students: await listSchoolStudents(ctx, caller) };
    },
  );

  app.get(
    '/admin/students/:id/export',
    {
      config: {
        doc: {
          summary:
            'Everything about one student as a ZIP: essays, report PDFs, files, page images, levels, the trail about them',
          roles: ['admin'],
          query: ReportLocaleSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const { locale } = parseInput(ReportLocaleSchema, request.query);
      const { zip, fileName } = await exportStudent(
        ctx,
        caller,
        actorOf(caller, request),
        parseInput(IdParamsSchema, request.params).id,
        locale ?? 'zh-tw',
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip);
    },
  );

  app.post(
    '/admin/students/:id/erase',
    {
      config: {
        doc: {
          summary:
            'Erase a student: essays, files, page images, reports and the account (the typed name confirms)',
          roles: ['admin'],
          body: EraseStudentInputSchema,
          response: EraseStudentResultSchema,
        },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx, request, 'admin');
      const { id } = parseInput(IdParamsSchema, request.params);
      return eraseStudent(
        ctx,
        caller,
        actorOf(caller, request),
        id,
        parseInput(EraseStudentInputSchema, request.body).confirmation,
      );
    },
  );
}
