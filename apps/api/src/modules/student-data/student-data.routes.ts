import type { FastifyInstance } from 'fastify';
import {
  EraseStudentInputSchema,
  EraseStudentResultSchema,
  ErasurePreviewSchema,
  ReportLocaleSchema,
  SchoolStudentListSchema,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { roleRoutes } from '../../http/routes.ts';
import { actorOf } from '../audit/audit.service.ts';
import { eraseStudent, listSchoolStudents, previewErasure } from './student-data.service.ts';
import { exportStudent } from './student-export.ts';

export function registerStudentDataRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const admin = roleRoutes(app, ctx, 'admin');

  admin.get('/admin/students', {
    summary:
      "The school's student accounts in every membership state, and members waiting or rejected (export and erasure)",
    answer: SchoolStudentListSchema,
    handler: async (_, caller) => ({ students: await listSchoolStudents(ctx, caller) }),
  });

  admin.reply('/admin/students/:id/export', {
    summary:
      'Everything about one student as a ZIP: essays, report PDFs, files, page images, levels, the trail about them',
    query: ReportLocaleSchema,
    handler: async (request, caller, reply) => {
      const locale = request.query.locale ?? 'zh-tw';
      const actor = actorOf(caller, request);
      const { zip, fileName } = await exportStudent(ctx, caller, actor, request.params.id, locale);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(zip);
    },
  });

  admin.get('/admin/students/:id/erasure', {
    summary:
      'What erasing the student would delete, by homework (essays, files, page images, reports), and whether it would be refused',
    answer: ErasurePreviewSchema,
    handler: (request, caller) => previewErasure(ctx, caller, request.params.id),
  });

  admin.post('/admin/students/:id/erase', {
    summary:
      'Erase a student: essays, files, page images, reports and the account (the typed name confirms)',
    body: EraseStudentInputSchema,
    answer: EraseStudentResultSchema,
    handler: (request, caller) => {
      const actor = actorOf(caller, request);
      return eraseStudent(ctx, caller, actor, request.params.id, request.body.confirmation);
    },
  });
}
