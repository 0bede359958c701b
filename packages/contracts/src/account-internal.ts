import { z } from 'zod';
import { PagerSchema, PointAskSchema } from './account.ts';
import { AuditFilterSchema, AuditRecordSchema } from './audit.ts';
import { RoleCodeSchema } from './roles.ts';
import { MemberStatusSchema } from './school.ts';
import { StoredFilesSchema } from './admin.ts';
import { SchoolStudentSchema } from './privacy.ts';

/**
 * The account service's internal calls (product API -> account service in another process): each
 * call's input and answer, declared once for the internal routes and the HTTP client that parses
 * the answers (docs/decisions/0024-route-schemas-and-web-modules.md).
 */
export const AccountCallerSchema = z.object({
  userId: z.number().int(),
  schoolId: z.number().int(),
  role: RoleCodeSchema.nullable(),
  username: z.string(),
  memberStatus: MemberStatusSchema.default('active'),
});
export const LedgerResultSchema = z.object({ applied: z.boolean(), balance: z.number().int() });

const Id = z.number().int().positive();
const ClassNameRowSchema = z.object({ id: z.number().int(), cls_name: z.string() });
/** A school's class with its teacher: homework goes only to the teacher's own classes (issue 27). */
const SchoolClassRowSchema = ClassNameRowSchema.extend({ teacher_id: z.number().int() });

/** A roster entry of a class: an active student member with the seat number the class gives them. */
const ClassRosterRowSchema = z.object({
  class_id: z.number().int(),
  cls_name: z.string(),
  user_id: z.number().int(),
  seat_no: z.number().int().nullable(),
  name: z.string(),
});
export type ClassRosterRow = z.infer<typeof ClassRosterRowSchema>;

export const ACCOUNT_INTERNAL_CALLS = {
  authenticate: { input: z.object({ token: z.string().optional() }), output: AccountCallerSchema },
  charge: {
    input: z.object({
      userId: Id,
      points: Id,
      serviceType: z.string(),
      idempotencyKey: z.string(),
      note: z.string().optional(),
    }),
    output: LedgerResultSchema,
  },
  refund: {
    input: z.object({ idempotencyKey: z.string() }),
    output: LedgerResultSchema.nullable(),
  },
  balance: { input: z.object({ userId: Id }), output: z.number().int() },
  'school-asks': {
    input: z.object({ caller: AccountCallerSchema, page: Id }),
    output: z.object({ rows: z.array(PointAskSchema), pager: PagerSchema }),
  },
  'school-pending-asks': {
    input: z.object({ caller: AccountCallerSchema }),
    output: z.number().int(),
  },
  'school-classes': { input: z.object({ schoolId: Id }), output: z.array(SchoolClassRowSchema) },
  'joined-classes': { input: z.object({ userId: Id }), output: z.array(z.number().int()) },
  'school-name': { input: z.object({ schoolId: Id }), output: z.string() },
  'school-users': {
    input: z.object({ schoolId: Id }),
    output: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        nickname: z.string(),
        role: RoleCodeSchema.nullable(),
      }),
    ),
  },
  'school-memberships': {
    input: z.object({ schoolId: Id }),
    output: z.array(z.object({ class_id: z.number().int(), user_id: z.number().int() })),
  },
  'joined-class-rows': { input: z.object({ userId: Id }), output: z.array(ClassNameRowSchema) },
  'class-rosters': {
    input: z.object({ schoolId: Id, classIds: z.array(Id).max(500) }),
    output: z.array(ClassRosterRowSchema),
  },
  'display-name': { input: z.object({ userId: Id }), output: z.string() },
  'school-erasables': { input: z.object({ schoolId: Id }), output: z.array(SchoolStudentSchema) },
  'erase-student-check': { input: z.object({ schoolId: Id, userId: Id }), output: z.null() },
  'erase-student': { input: z.object({ schoolId: Id, userId: Id }), output: z.null() },
  'school-avatars': { input: z.object({ schoolId: Id }), output: StoredFilesSchema },
  'audit-events': {
    input: z.object({ schoolId: Id, filter: AuditFilterSchema, limit: Id }),
    output: z.array(AuditRecordSchema),
  },
} as const;
export type AccountInternalCall = keyof typeof ACCOUNT_INTERNAL_CALLS;
export type AccountCallInput<K extends AccountInternalCall> = z.input<
  (typeof ACCOUNT_INTERNAL_CALLS)[K]['input']
>;
export type AccountCallOutput<K extends AccountInternalCall> = z.output<
  (typeof ACCOUNT_INTERNAL_CALLS)[K]['output']
>;

/** The internal routes' answer: `{ state, data }`, or `{ state: false, message, code }`. */
export function accountCallAnswerSchema<K extends AccountInternalCall>(name: K) {
  return z.object({
    state: z.boolean(),
    data: ACCOUNT_INTERNAL_CALLS[name].output.optional(),
    message: z.string().optional(),
    code: z.string().optional(),
  });
}
