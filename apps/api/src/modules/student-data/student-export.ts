import type { Caller } from '@essay/account';
import { auditTrailCsv, studentDisplayName, type ReportLocale } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { listSchoolTrail, recordEvent, type Actor } from '../audit/audit.service.ts';
import { listArticleFiles } from '../files/files.repository.ts';
import { downloadName } from '../files/files.service.ts';
import { getReportPdf } from '../reports/reports.service.ts';
import { exportTerm } from '../term/term.service.ts';
import { listEssayPageKeys } from './student-data.repository.ts';
import { findStudentEssays, requireSchoolStudent, studentScope } from './student-data.service.ts';
import { ZipWriter } from './zip-writer.ts';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();
/** A stored file's name inside the archive: no folders, nothing a ZIP tool would misread. */
const safeName = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 120);

/**
 * GET /admin/students/{id}/export (issue 18): one ZIP with everything about the student and
 * nothing about anyone else: `student.json` (account, classes, essays with levels and comments),
 * each essay's text, report PDF (the same renderer as the download), original files and page
 * images, `term.json` (the term page's data: levels, statements, 錯字本), and `trail.csv`, the audit rows about the student with the other people as ids only.
 */
export async function exportStudent(
  ctx: ApiContext,
  caller: Caller,
  actor: Actor,
  userId: number,
  locale: ReportLocale,
): Promise<{ zip: Buffer; fileName: string }> {
  const student = await requireSchoolStudent(ctx, caller, userId);
  const essays = await findStudentEssays(ctx, caller, student);
  const zip = new ZipWriter();
  const classes = await ctx.account.listJoinedClasses(userId);
  zip.addText(
    'student.json',
    JSON.stringify(
      {
        exported_at: new Date().toISOString(),
        student: { ...student, classes: classes.map((c) => c.cls_name) },
        essays: essays.map((e) => ({
          id: e.id,
          homework_id: e.homework_id,
          homework_name: e.homework_name,
          title: e.title,
          student_name: e.student_name,
          status: e.status,
          level: e.level_label,
          teacher_override: e.teacher_override,
          teacher_comment: e.teacher_suggestion,
          submitted_at: iso(e.submitted_at),
          graded_at: iso(e.graded_at),
        })),
      },
      null,
      2,
    ),
  );
  // The term (issue 44): levels over the term, the statements and the 錯字本, as the term page shows them.
  const term = await exportTerm(ctx, caller.schoolId, {
    user_id: userId,
    name: studentDisplayName(student),
  });
  zip.addText('term.json', JSON.stringify(term, null, 2));
  for (const essay of essays) {
    const folder = `essays/${essay.id}`;
    zip.addText(`${folder}/essay.txt`, essay.content);
    if (essay.has_report)
      zip.addBytes(`${folder}/report.pdf`, (await getReportPdf(ctx, essay.id, { locale })).pdf);
    for (const file of await listArticleFiles(ctx.db, essay.id)) {
      await zip.addStream(
        `${folder}/files/${file.position + 1}-${safeName(downloadName(file.file_name, file.kind))}`,
        await ctx.files.get(file.storage_key),
      );
    }
    let page = 0;
    for (const key of await listEssayPageKeys(ctx.db, essay.id)) {
      page += 1;
      await zip.addStream(`${folder}/pages/${page}.png`, await ctx.files.get(key));
    }
  }
  const trail = await listSchoolTrail(ctx, caller, { student_id: userId });
  const events = trail.events.map((e) => ({ ...e, actor_name: '' }));
  zip.addText('trail.csv', auditTrailCsv({ events, truncated: trail.truncated }));
  await recordEvent(ctx, actor, 'student.export', studentScope(caller, userId), {
    subjectId: userId,
    detail: { essays: essays.length },
  });
  return { zip: zip.finish(), fileName: `student-${userId}.zip` };
}
