import { z } from 'zod';
import { PageReaderSchema } from './engines.ts';
import { UI_LOCALES } from './locales.ts';
import { ARTICLE_STATUS_LABELS, wordsOf } from './report-labels.ts';
import {
  BilingualTextSchema,
  ReviewReasonSchema,
  RubricPresetSchema,
  SpanSchema,
} from './report.ts';
import { formId, IdSchema, personName, safeText, safeTrimmed } from './safe-text.ts';
import { HandedInBySchema } from './roster.ts';

export const GradeStatusSchema = z.enum(['not_graded', 'grading', 'graded']);
export type GradeStatus = z.infer<typeof GradeStatusSchema>;

/** Written with their labels (`ARTICLE_STATUS_LABELS`). */
export const ArticleStatusSchema = z.enum(wordsOf(ARTICLE_STATUS_LABELS));
export type ArticleStatus = z.infer<typeof ArticleStatusSchema>;

/** `teacher`: the teacher uploads the essays; `student`: students hand them in themselves (issue 13). */
export const SubmissionMethodSchema = z.enum(
  ['teacher', 'student'],
  'The submission method is teacher or student',
);
export type SubmissionMethod = z.infer<typeof SubmissionMethodSchema>;

/** `auto` picks cap-writing for Chinese essays and gsat-english for English ones, per essay. */
export const HomeworkRubricSchema = z.union([
  z.literal('auto'),
  RubricPresetSchema.exclude(['custom']),
]);
export type HomeworkRubric = z.infer<typeof HomeworkRubricSchema>;

export const HOMEWORK_NAME_MAX = 100;
export const HOMEWORK_INSTRUCTIONS_MAX = 5000;
export const STUDENT_NAME_MAX = 50;
export const MAX_STUDENTS = 200;

const isoTime = z.iso.datetime({ offset: true, error: 'Times must be ISO 8601 date-times' });

/** The body of POST and PATCH /teacher/homeworks (spec §7). */
export const HomeworkInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Homework name is required')
      .max(HOMEWORK_NAME_MAX, `Homework name must be at most ${HOMEWORK_NAME_MAX} characters`)
      .pipe(safeText(HOMEWORK_NAME_MAX)),
    instructions: safeText(HOMEWORK_INSTRUCTIONS_MAX).default(''),
    submission_method: SubmissionMethodSchema.default('teacher'),
    submission_begin_at: isoTime,
    submission_deadline_at: isoTime,
    assigned_classes: z.array(IdSchema).max(50).default([]),
    students: z
      .array(personName(STUDENT_NAME_MAX, 'Student names cannot be empty'))
      .max(MAX_STUDENTS)
      .default([])
      .refine((names) => new Set(names).size === names.length, 'Student names must be unique'),
    rubric: HomeworkRubricSchema.default('auto'),
    /** Students may hand in a revision of a corrected essay. */
    allow_revision: z.boolean().default(false),
  })
  .refine((h) => Date.parse(h.submission_begin_at) < Date.parse(h.submission_deadline_at), {
    message: 'The submission deadline must be after its beginning',
    path: ['submission_deadline_at'],
  });
export type HomeworkInput = z.infer<typeof HomeworkInputSchema>;

export const HomeworkListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  submission_method: SubmissionMethodSchema.optional(),
});
export type HomeworkListQuery = z.infer<typeof HomeworkListQuerySchema>;

/** The teacher's own level and dimension scores, kept apart from the engine's report. */
export const TeacherOverrideSchema = z.object({
  level: z.number().min(0).max(1000).nullable(),
  dimensions: z.record(safeText(64), z.number().min(0).max(1000)).default({}),
});
export type TeacherOverride = z.infer<typeof TeacherOverrideSchema>;

export const ArticleSchema = z.object({
  id: z.number().int(),
  homework_id: z.number().int(),
  title: z.string(),
  student_name: z.string(),
  status: ArticleStatusSchema,
  score: z.number().nullable(),
  level_label: z.string().nullable(),
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: z.enum(['image', 'other']).nullable(),
  content: z.string(),
  grading_count: z.number().int(),
  failure_reason: z.string().nullable(),
  teacher_suggestion: z.string(),
  class_name: z.string().nullable(),
  submitted_at: z.string(),
  updated_at: z.string(),
  extraction: z.object({ pending: z.number().int(), failed: z.number().int() }),
  graded_at: z.string().nullable(),
  /** Signed link for a new tab (no Authorization header there); add `&locale=zh-tw` for Chinese. */
  report_download_url: z.string().nullable(),
  /** The same link signed with `pseudonymous=1`: a number instead of the name, and it cannot be removed. */
  report_download_pseudonymous_url: z.string().nullable(),
  teacher_override: TeacherOverrideSchema.nullable(),
  /** Why the essay needs a teacher's look (empty when it does not, or before it is corrected). */
  review_reasons: z.array(ReviewReasonSchema),
  /**
   * Read by OCR with words the teacher has not confirmed yet (issue 28): correct-all waits for
   * the transcript, and releasing reports warns about it.
   */
  transcript_unconfirmed: z.boolean().default(false),
  /**
   * The student's account (issue 41): who handed it in, or the roster student the teacher linked
   * a paper essay to; null: a free-text name, linked to nobody.
   */
  student_user_id: z.number().int().nullable(),
  handed_in_by: HandedInBySchema,
});
export type Article = z.infer<typeof ArticleSchema>;

/** Characters of an essay's text that lists carry; the whole text only comes with one essay. */
export const CONTENT_PREVIEW_CHARS = 1000;
/** An essay in a list (homework detail, arrangement answer): a preview instead of its text. */
export const ArticleSummarySchema = ArticleSchema.omit({ content: true }).extend({
  content_preview: z.string(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

export const ReportLocaleSchema = z.object({
  locale: z.enum(UI_LOCALES).optional(),
  /** The comments' language; the essay's language when omitted. */
  feedback: z.enum(UI_LOCALES).optional(),
});

export const HomeworkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instructions: z.string(),
  submission_method: SubmissionMethodSchema,
  submission_begin_at: z.string(),
  submission_deadline_at: z.string(),
  assigned_classes: z.array(z.number().int()),
  students: z.array(z.string()),
  rubric: HomeworkRubricSchema,
  allow_revision: z.boolean(),
  /** Students read their reports only once the teacher releases them. */
  released: z.boolean(),
  created_at: z.string(),
  grade_status: GradeStatusSchema,
  submission_status: z.object({ submitted: z.number().int(), required: z.number().int() }),
});
export type Homework = z.infer<typeof HomeworkSchema>;

export const HomeworkDetailSchema = HomeworkSchema.extend({
  articles: z.array(ArticleSummarySchema),
  remain_students: z.array(z.string()),
});
export type HomeworkDetail = z.infer<typeof HomeworkDetailSchema>;

export const HomeworkListSchema = z.object({
  homeworks: z.array(HomeworkSchema),
  total: z.number().int(),
});

export const FileKindSchema = z.enum(['pdf', 'docx', 'jpeg', 'png', 'webp', 'heic']);
export type FileKind = z.infer<typeof FileKindSchema>;

/** Spec §3 homework file, plus its extraction state. */
/**
 * What a handwritten page's sheet printed (taken out of its text, issue 43 §3): the header (the
 * sheet's first side), the name written in its name field, the page number its footer prints.
 */
export const SheetMarksSchema = z.object({
  header: z.boolean(),
  name: z.string().nullable(),
  page: z.number().int().nullable(),
  /**
   * The print around the writing was read (a page read by its lines of text); false or missing: the
   * page was read cell by cell by its grid, which never sees the header, so its `header: false`
   * does not make it a back side.
   */
  printRead: z.boolean().optional(),
});
export type SheetMarks = z.infer<typeof SheetMarksSchema>;

/**
 * How a handwritten page was written and how it lay (issue 43 §1): in rows (稿紙) or in columns read
 * from the right, top to bottom (the 會考 answer sheet, 橫式直書); `turned`: the degrees clockwise
 * the photo lay from upright (180: upside down, the back of a sheet turned over).
 */
export const PageLayoutSchema = z.object({
  writing: z.enum(['rows', 'columns']),
  turned: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
});
export type PageLayout = z.infer<typeof PageLayoutSchema>;

export const HomeworkFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  file_type: z.enum(['image', 'other']),
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  article_id: z.number().int().nullable(),
  /** Page order within its essay. */
  position: z.number().int(),
  extraction_status: z.enum(['pending', 'running', 'done', 'failed']),
  extraction_error: z.string().nullable(),
  /** Progress in pages of a PDF or photo being read (null: a Word file, or not opened yet). */
  pages_total: z.number().int().nullable(),
  pages_read: z.number().int(),
  has_text: z.boolean(),
  /** The start of the extracted text (up to 200 characters), never the whole text. */
  text_preview: z.string(),
  /** Its first page's sheet, when it was read as a handwritten sheet: the arrangement pairs sides by it (issue 43 §2). */
  sheet: SheetMarksSchema.nullable().optional(),
  /** How its first page was written and lay (columns turned 180°: the back of an answer sheet). */
  layout: PageLayoutSchema.nullable().optional(),
});
export type HomeworkFile = z.infer<typeof HomeworkFileSchema>;

export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
export const MAX_UNARRANGED_FILES = 40;

export const ArticleGroupSchema = z.object({
  /** An essay saved before: its pages become `file_ids` (pages added, moved in or out). */
  article_id: IdSchema.optional(),
  title: safeTrimmed(HOMEWORK_NAME_MAX).optional(),
  student_name: personName(STUDENT_NAME_MAX).default(''),
  /** A roster student of the homework's classes the essay is linked to (issue 41). */
  student_user_id: IdSchema.nullable().optional(),
  /** Spec field name; file names, kept for the client's bookkeeping. */
  files: z.array(safeText(255)).max(MAX_UNARRANGED_FILES).optional(),
  /** At least one for a new essay; a saved essay listed with none is deleted. */
  file_ids: z.array(IdSchema).max(MAX_UNARRANGED_FILES),
});
export const ArrangeArticlesSchema = z.object({
  articles: z.array(ArticleGroupSchema).min(1, 'Nothing to arrange').max(MAX_UNARRANGED_FILES),
});
export type ArrangeArticles = z.infer<typeof ArrangeArticlesSchema>;

/**
 * PATCH /teacher/articles/{id}/student_name. With `student_user_id` the essay is linked to that
 * roster student of the homework's classes (and named as the roster names them); without it a
 * teacher-uploaded essay carries the name as free text, linked to nobody (issue 41).
 */
export const StudentNameSchema = z.object({
  name: personName(STUDENT_NAME_MAX, 'Student name cannot be empty'),
  student_user_id: IdSchema.nullable().optional(),
});

/** PATCH /teacher/articles/{id}/title: the teacher names the essay. */
export const ArticleTitleSchema = z.object({
  title: safeTrimmed(HOMEWORK_NAME_MAX, 'Title cannot be empty'),
});

export const TeacherSuggestionSchema = z.object({ teacher_suggestion: safeText(5000) });

/** Spec §3 essay image page. */
export const ImagePageSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  url: z.string(),
  content: z.string(),
  ocr_status: z.enum(['pending', 'running', 'done', 'failed']),
  ocr_error: z.string().nullable(),
  /** Issue 14: which OCR engine read the page; why llm-vision fell back to tesseract, if it did. */
  ocr_engine: PageReaderSchema,
  ocr_note: z.string().nullable(),
  /** Issue 28: the reader judged the page blank and did not read it; the teacher is told. */
  blank: z.boolean().default(false),
  /** Words of `content` the OCR was unsure of, still to be confirmed by the teacher (issue 11 §6). */
  uncertain: z.array(SpanSchema).default([]),
  /** How many words the OCR doubted on the page at first: the review's "12 / 30 checked" (issue 28). */
  doubted: z.number().int().min(0).default(0),
  /** Doubted words 「確認其餘」 accepted without a look: kept out of the report's quotes (issue 43 §5). */
  unreviewed: z.array(SpanSchema).optional(),
  /** How the page was written and lay, when read as handwriting (issue 43 §1); null: not known. */
  layout: PageLayoutSchema.nullable().optional(),
});
export type ImagePage = z.infer<typeof ImagePageSchema>;

export const ImageOrderSchema = z.object({
  images: z.array(IdSchema).min(1, 'An essay needs at least one page').max(200),
  contents: z.record(z.string().max(10), safeText(20_000)).optional(),
});
export const ImageContentSchema = z.object({ content: safeText(20_000) });

export const AUTO_NAMING_COMPLETE = 'Student Auto-Naming Complete';

/** Spec §3 model article, with what the viewing dialog shows. */
export const ModelArticleSchema = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  homework_id: z.number().int(),
  homework_name: z.string(),
  title: z.string(),
  student_name: z.string(),
  content: z.string(),
  score: z.number().nullable(),
  level_label: z.string().nullable(),
  show_name: z.boolean(),
  strengths: z.array(BilingualTextSchema),
});
export type ModelArticle = z.infer<typeof ModelArticleSchema>;

/** An essay that can become a model: graded, of the teacher's own homework, not a model yet. */
export const AddibleArticleSchema = ModelArticleSchema.omit({ id: true, show_name: true });

/** An empty query value (`?score=`) means "not given", not 0. */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const ModelArticleQuerySchema = z.object({
  homework_id: optionalNumber(formId),
  score: optionalNumber(z.coerce.number().min(0)),
});
export const AddModelArticlesSchema = z.object({
  articles_id: z.array(IdSchema).min(1, 'Choose at least one essay').max(100),
  show_name: z.boolean().default(false),
});
export const ModelArticleUpdateSchema = z.object({ show_name: z.boolean() });
