import { z } from 'zod';
import { SchoolUserSchema } from './admin.ts';
import { MemberStatusSchema } from './school.ts';

/** Per school: how many school years after a homework's deadline its essays, page images and reports are kept. */
export const RetentionSettingSchema = z.object({
  retention_years: z
    .number()
    .int('Whole school years')
    .min(1, 'At least 1 school year')
    .max(10, 'At most 10 school years'),
});
export type RetentionSetting = z.infer<typeof RetentionSettingSchema>;

/**
 * A person the admin may export and erase (issues 18, 41): a student account of the school in any
 * membership state, and any member waiting, rejected or removed before they could teach (a
 * rejected or waiting member who asked to be a teacher never acted as one). `member_status` says
 * which list the page shows them in.
 */
export const SchoolStudentSchema = SchoolUserSchema.extend({ member_status: MemberStatusSchema });
export type SchoolStudent = z.infer<typeof SchoolStudentSchema>;
export const SchoolStudentListSchema = z.object({ students: z.array(SchoolStudentSchema) });

/** The student's shown name: the nickname, else the username (how essays are named). */
export const studentDisplayName = (student: { username: string; nickname: string }): string =>
  student.nickname || student.username;

/**
 * The second confirmation of an erasure: the student's shown name, typed by the admin (the first
 * is the dialog's question). The server compares it, so no single stray call erases anyone.
 */
export const EraseStudentInputSchema = z.object({ confirmation: z.string().max(200) });
export type EraseStudentInput = z.infer<typeof EraseStudentInputSchema>;

/** One essay an erasure would delete, with what goes with it. */
export const ErasureEssaySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Stored files: the originals handed in or uploaded. */
  files: z.number().int(),
  /** Page images made from those files. */
  pages: z.number().int(),
  /** Whether a correction report goes with it. */
  report: z.boolean(),
});
export type ErasureEssay = z.infer<typeof ErasureEssaySchema>;

/**
 * GET /api/admin/students/{id}/erasure: exactly what POST …/erase would delete, by homework, and
 * whether it would be refused (`refusal`: the error code, decided before anything is deleted).
 */
export const ErasurePreviewSchema = z.object({
  student: SchoolStudentSchema,
  homeworks: z.array(
    z.object({
      homework_id: z.number().int(),
      homework_name: z.string(),
      essays: z.array(ErasureEssaySchema),
    }),
  ),
  essays: z.number().int(),
  files: z.number().int(),
  reports: z.number().int(),
  refusal: z.enum(['conflict', 'article_grading']).nullable(),
});
export type ErasurePreview = z.infer<typeof ErasurePreviewSchema>;

/** What went: essays (with their reports, files and page images) and stored files. */
export const EraseStudentResultSchema = z.object({
  essays: z.number().int(),
  files: z.number().int(),
});
export type EraseStudentResult = z.infer<typeof EraseStudentResultSchema>;

/** One engine the deployment sends essays to: `where` says whether anything leaves this server. */
export const ConfiguredEngineSchema = z.object({
  role: z.enum(['grader', 'ocr']),
  name: z.string(),
  where: z.enum(['this_server', 'external']),
  /** The host an external engine is reached at (empty for this server). */
  host: z.string(),
});
export type ConfiguredEngine = z.infer<typeof ConfiguredEngineSchema>;

/** GET /api/privacy: what the privacy page says, generated from the deployment's settings. */
export const PrivacyInfoSchema = z.object({
  product_name: z.string(),
  default_retention_years: z.number().int(),
  min_retention_years: z.number().int(),
  max_retention_years: z.number().int(),
  database: z.enum(['pglite', 'postgres']),
  file_store: z.enum(['local', 's3']),
  engines: z.array(ConfiguredEngineSchema),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
});
export type PrivacyInfo = z.infer<typeof PrivacyInfoSchema>;

/**
 * `?pseudonymous=1` on the report PDF and the class summary: numbers instead of student names, for
 * sharing in teacher meetings. The number is the essay's place in its homework (1, 2, …), the same
 * in the summary and in each report.
 */
export const PseudonymQuerySchema = z.object({
  pseudonymous: z.enum(['0', '1'], 'pseudonymous must be 0 or 1').optional(),
});
export const pseudonymOf = (position: number): string => `#${position}`;
