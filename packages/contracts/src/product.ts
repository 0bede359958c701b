import { z } from 'zod';

export const ProductSettingSchema = z.object({
  total_ocr_times_by_user: z.number().int().min(0),
  free_image_article_grade_times: z.number().int().min(0),
  grade_point_per_article: z.number().int().min(0),
});
export type ProductSetting = z.infer<typeof ProductSettingSchema>;

/** Spec §3 product info, with its defaults. */
export const ProductInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  member_center_pro_key: z.string().default('essay_chk'),
  member_center_pro_svc_id: z.number().int().default(6),
  domain: z.string(),
  logo: z.string(),
  language: z.string().default('en-US'),
  setting: ProductSettingSchema,
  /** The deployment's customer service contact (empty strings: not configured). */
  customer_service: z
    .object({ name: z.string(), email: z.string(), phone: z.string(), hours: z.string() })
    .optional(),
});
export type ProductInfo = z.infer<typeof ProductInfoSchema>;

export const TeacherStatusSchema = z.object({
  status: z.object({ articles_awaiting_correct: z.number().int().min(0) }),
});
export const StudentStatusSchema = z.object({
  status: z.object({ assignments_pending: z.number().int().min(0) }),
});

/** Product API errors: `{ "error": "…" }`, with a code the web app translates. */
/** A refusal: `code` names it (the web app words it), `details` are its message's values. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const PAGE_SIZE = 10;
