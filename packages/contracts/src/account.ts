import { z } from 'zod';
import { formId, personName, safeText, safeTrimmed } from './safe-text.ts';

/** Upper bound of one point application. */
export const MAX_ASK_POINTS = 1_000_000;

/** Form fields arrive as strings; these helpers coerce them once, at the edge. */
const intField = z.coerce.number().int();
/** Points in a form (a teacher's application, an admin's grant): a positive whole number. */
export const pointsField = z.coerce
  .number({ error: 'Points must be a number' })
  .int('Points must be a whole number')
  .min(1, 'Points must be a positive number')
  .max(MAX_ASK_POINTS);

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,32}$/;

export const RegisterFormSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(USERNAME_PATTERN, 'Username must be 3-32 letters, digits, _ . or -'),
  password: z.string().min(10, 'Password must be at least 10 characters').max(128),
  email: z.string().trim().email('Invalid e-mail address'),
  /** Not needed with a code: the code decides the school (decision 0071). */
  sch_name: safeTrimmed(100).default(''),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

/**
 * A registration as the account service's form receives it (URL-encoded, as the sign-up page sends
 * it): the register form and its school part (`invite_code`, `new_school`, `confirm_school`).
 */
export const registrationRequest = (
  form: RegisterForm & Record<string, string>,
): { headers: Record<string, string>; body: string } => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(form).toString(),
});

export const LoginFormSchema = z.object({
  username: safeTrimmed(64, 'Username is required'),
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const TokenDataSchema = z.object({ token: z.string() });

/** POST /user/exchange_code: the one-time code the sign-in pages put on the redirect to /main. */
export const SignInCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{16,128}$/,
      'This sign-in link is no longer valid. Please sign in again.',
    ),
});
export const SignInCodeDataSchema = z.object({ token: z.string(), username: z.string() });
export type SignInCodeData = z.infer<typeof SignInCodeDataSchema>;

export const UserInfoSchema = z.object({
  user_roler: z.number().int().nullable(),
  nickname: z.string(),
  email: z.string(),
  avatar: z.string(),
  sch_name: z.string(),
  username: z.string(),
  /** `pending` until the school admin approves; absent from older servers (then active). */
  member_status: z.enum(['active', 'pending', 'rejected', 'removed']).optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const SaveRoleFormSchema = z.object({
  new_roler: intField.refine(
    (n) => n === 21 || n === 22,
    'Only student (21) or teacher (22) can be chosen',
  ),
});

export const SaveUserFormSchema = z.object({
  nickname: personName(50, 'Name is required'),
  email: z.string().trim().email('Invalid e-mail address').optional(),
});
export type SaveUserForm = z.infer<typeof SaveUserFormSchema>;

export const ChangePasswordFormSchema = z.object({
  password_old: z.string().min(1, 'Old password is required').max(128),
  password_new: z.string().min(10, 'New password must be at least 10 characters').max(128),
});

export const ProKeyFormSchema = z.object({ pro_key: safeText(64).optional() });

export const ClassListFormSchema = z.object({
  pro_key: safeText(64).optional(),
  all_list: safeText(8).optional(),
});
export const ClassRowSchema = z.object({
  id: z.number().int(),
  cls_name: z.string(),
  code: z.string().optional(),
});
export type ClassRow = z.infer<typeof ClassRowSchema>;

export const ClassCreateFormSchema = z.object({
  cls_name: safeTrimmed(50, 'Class name is required'),
});
export const ClassEditFormSchema = z.object({
  id: formId,
  cls_name: safeTrimmed(50, 'Class name is required'),
});
export const ClassDeleteFormSchema = z.object({ id: formId });
/** Regenerates a class's join code (the old one stops working). */
export const ClassNewCodeFormSchema = z.object({ id: formId });
export const ClassJoinFormSchema = z.object({ code: safeTrimmed(16, 'Class code is required') });

export const PageQuerySchema = z.object({ page: intField.min(1).catch(1).default(1) });
export const PagerSchema = z.object({
  records: z.number().int(),
  limit: z.number().int(),
  page: z.number().int(),
});
export type Pager = z.infer<typeof PagerSchema>;

export const PointInfoSchema = z.object({ user_point: z.number().int() });
/** `source_id`: the approved point request a credit came from (shown as "approved request #12"). */
export const PointGetLogRowSchema = z.object({
  point: z.number().int(),
  service_type: z.string(),
  source_id: z.number().int().nullable().optional(),
  add_time: z.string(),
});
export const PointUseLogRowSchema = z.object({
  use_point: z.number().int(),
  service_type: z.string(),
  add_time: z.string(),
});
export type PointGetLogRow = z.infer<typeof PointGetLogRowSchema>;
export type PointUseLogRow = z.infer<typeof PointUseLogRowSchema>;

export const AskOkSchema = z.enum(['0', '1', '-1']);
export type AskOk = z.infer<typeof AskOkSchema>;
export const PointAskSchema = z.object({
  id: z.number().int(),
  ask_point: z.number().int(),
  ask_note: z.string(),
  ask_ok: AskOkSchema,
  add_time: z.string(),
  username: z.string().optional(),
  nickname: z.string().optional(),
  /** The school admin's note on the decision. */
  review_note: z.string().optional(),
});
export type PointAsk = z.infer<typeof PointAskSchema>;

export const PointAskAddFormSchema = z.object({
  pro_key: safeText(64).optional(),
  ask_point: pointsField,
  ask_note: safeTrimmed(500).default(''),
});
export const PointAskDeleteFormSchema = z.object({
  pro_key: safeText(64).optional(),
  del_id: formId,
});
export const PointAskReviewFormSchema = z.object({
  id: formId,
  ask_ok: z.enum(['1', '-1'], 'ask_ok must be 1 or -1'),
  review_note: safeTrimmed(500).default(''),
});

/** What every account answer carries: `{ state, message? }`. */
const AccountAnswerBaseSchema = z.object({ state: z.boolean(), message: z.string().optional() });

/** An account answer without data: `{ state: true }`. */
export const AccountOkSchema = AccountAnswerBaseSchema.extend({ code: z.string().optional() });

/** Every account answer: `{ state, data?, message?, rows?, pager? }`. */
export function accountAnswerSchema<T extends z.ZodType>(data: T) {
  return AccountOkSchema.extend({ data: data.optional() });
}
export function accountRowsSchema<T extends z.ZodType>(row: T) {
  return AccountAnswerBaseSchema.extend({
    rows: z.array(row).optional(),
    pager: PagerSchema.optional(),
  });
}

export const POINT_PAGE_SIZE = 10;
