import { z } from 'zod';

/** Per school: how many school years after a homework's deadline its essays, page images and reports are kept. */
export const RetentionSettingSchema = z.object({
  retention_years: z.number().int('Whole school years').min(1, 'At least 1 school year').max(10, 'At most 10 school years'),
});
export type RetentionSetting = z.infer<typeof RetentionSettingSchema>;

/** A student account of the admin's school, for export and erasure (issue 18). */
export const SchoolStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});
export type SchoolStudent = z.infer<typeof SchoolStudentSchema>;
export const SchoolStudentListSchema = z.object({ students: z.array(SchoolStudentSchema) });

/** The student's shown name: the nickname, else the username (how essays are named). */
export const studentDisplayName = (student: { username: string; nickname: string }): string => student.nickname || student.username;

/**
 * The second confirmation of an erasure: the student's shown name, typed by the admin (the first
 * is the dialog's question). The server compares it, so no single stray call erases anyone.
 */
export const EraseStudentInputSchema = z.object({ confirmation: z.string().max(200) });
export type EraseStudentInput = z.infer<typeof EraseStudentInputSchema>;

/** What went: essays (with their reports, files and page images) and stored files. */
export const EraseStudentResultSchema = z.object({ essays: z.number().int(), files: z.number().int() });
export type EraseStudentResult = z.infer<typeof EraseStudentResultSchema>;
