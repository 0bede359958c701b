import { z } from 'zod';
import { DATE_RANGE_FIELDS, ExportFormatSchema, inDateOrder } from './dates.ts';
import { csvTable } from './csv.ts';

/**
 * What the audit trail records (issue 18). The product API records reads of reports and essay
 * files, changes of a level, comment or correction, releases, exports and erasures; the account
 * service records points changes, role and membership changes and class changes.
 */
export const AUDIT_ACTIONS = [
  'report.read',
  'summary.read',
  'term.read',
  'grades.export',
  'file.read',
  'page.read',
  'level.change',
  'comment.change',
  'correction.change',
  'release.change',
  'points.change',
  'role.change',
  'class.change',
  'student.export',
  'student.erase',
  'retention.delete',
  'settings.change',
  'essay.delete',
  'member.join',
  'invitation.renew',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, 'Unknown audit action');
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** Which service's trail a row comes from: each keeps its own append-only table. */
export const AuditSourceSchema = z.enum(['api', 'account']);
export type AuditSource = z.infer<typeof AuditSourceSchema>;

/** At most this many rows per answer (JSON or CSV); `truncated` says when more matched. */
export const AUDIT_MAX_ROWS = 2000;

/** Details are ids, levels and amounts: never a name or essay text. */
export const AuditDetailSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/** One row of either trail, as both services store it. */
export const AuditRecordSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  school_id: z.number().int(),
  actor_id: z.number().int().nullable(),
  address: z.string(),
  action: AuditActionSchema,
  homework_id: z.number().int().nullable(),
  article_id: z.number().int().nullable(),
  student_id: z.number().int().nullable(),
  subject_id: z.number().int().nullable(),
  detail: AuditDetailSchema,
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

/** A row of the trail page: the record with its source and today's names of the people (empty when erased). */
export const AuditEventSchema = AuditRecordSchema.extend({
  source: AuditSourceSchema,
  actor_name: z.string(),
  student_name: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const AuditTrailSchema = z.object({
  events: z.array(AuditEventSchema),
  truncated: z.boolean(),
});
export type AuditTrail = z.infer<typeof AuditTrailSchema>;

const QueryId = z.coerce.number().int().positive();

/** What both services filter their trails by (the school is always the caller's). */
export const AuditFilterSchema = z.object({
  ...DATE_RANGE_FIELDS,
  action: AuditActionSchema.optional(),
  actor_id: QueryId.optional(),
  student_id: QueryId.optional(),
  homework_id: QueryId.optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

/** GET /api/admin/audit: Taiwan days, both inclusive; newest first. */
export const AuditQuerySchema = inDateOrder(
  AuditFilterSchema.extend({ format: ExportFormatSchema }),
);
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AUDIT_CSV_HEADER = [
  'at',
  'source',
  'action',
  'actor_id',
  'actor',
  'address',
  'homework_id',
  'article_id',
  'student_id',
  'student',
  'subject_id',
  'detail',
] as const;

/** The trail as CSV (BOM for spreadsheet programs; formula cells neutralised), the same rows as the JSON. */
export function auditTrailCsv(trail: AuditTrail): string {
  return csvTable(
    AUDIT_CSV_HEADER,
    trail.events.map((e) => ({
      ...e,
      actor: e.actor_name,
      student: e.student_name,
      detail: JSON.stringify(e.detail),
    })),
  );
}
