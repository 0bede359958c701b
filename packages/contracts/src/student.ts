import { z } from 'zod';
import {
  ArticleSchema,
  ArticleStatusSchema,
  HOMEWORK_NAME_MAX,
  SubmissionMethodSchema,
} from './homework.ts';
import { ReportDocumentSchema } from './report-document.ts';
import { BilingualTextSchema, CorrectionKindSchema, type Report } from './report.ts';
import { safeText, safeTrimmed } from './safe-text.ts';

/** Characters of a typed essay (the same bound as an essay page's text). */
export const TYPED_ESSAY_MAX = 20_000;
export const REREAD_NOTE_MAX = 500;
export const REREAD_REPLY_MAX = 2000;
/** Photos of one handwritten essay, in page order. */
export const MAX_SUBMISSION_FILES = 20;

/**
 * Where a homework stands for a student: `upcoming` before it opens, `open` while essays are
 * taken, `due` in its last 24 hours, `closed` after the deadline.
 */
export const AssignmentStateSchema = z.enum(['upcoming', 'open', 'due', 'closed']);
export type AssignmentState = z.infer<typeof AssignmentStateSchema>;
export const DUE_SOON_MS = 24 * 60 * 60 * 1000;

export function assignmentStateOf(
  beginAt: string | Date,
  deadlineAt: string | Date,
  now = new Date(),
): AssignmentState {
  const t = now.getTime();
  const deadline = new Date(deadlineAt).getTime();
  if (t < new Date(beginAt).getTime()) return 'upcoming';
  if (t >= deadline) return 'closed';
  return deadline - t <= DUE_SOON_MS ? 'due' : 'open';
}

/** The student's own essay of a homework (the latest version: a revision once there is one). */
export const StudentSubmissionSchema = z.object({
  article_id: z.number().int(),
  title: z.string(),
  status: ArticleStatusSchema,
  submitted_at: z.string(),
  /** The corrected essay this one revises. */
  revision_of: z.number().int().nullable(),
  /** Its text as last handed in (or read from its pages): a revision starts from it (issue 29). */
  content: z.string(),
  /** The report is released and there is one: GET /student/articles/{id}/report answers it. */
  report_available: z.boolean(),
  /** Corrected essays of this homework whose reports the student can read, oldest first. */
  reports: z.array(
    z.object({
      article_id: z.number().int(),
      title: z.string(),
      revision_of: z.number().int().nullable(),
    }),
  ),
});
export type StudentSubmission = z.infer<typeof StudentSubmissionSchema>;

/** GET /api/student/homeworks: a homework of the caller's classes with the caller's submission. */
export const StudentHomeworkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  instructions: z.string(),
  submission_begin_at: z.string(),
  submission_deadline_at: z.string(),
  state: AssignmentStateSchema,
  class_names: z.array(z.string()),
  allow_revision: z.boolean(),
  released: z.boolean(),
  /** `teacher`: the teacher uploaded the student's paper essay and linked it to them (issue 41). */
  submission_method: SubmissionMethodSchema,
  submission: StudentSubmissionSchema.nullable(),
  /** What a new submission would do now: `new`, `replace` (before correction), `revise`, or nothing. */
  can_submit: z.enum(['new', 'replace', 'revise']).nullable(),
});
export type StudentHomework = z.infer<typeof StudentHomeworkSchema>;
export const StudentHomeworkListSchema = z.object({ homeworks: z.array(StudentHomeworkSchema) });

/** POST /api/student/homeworks/{id}/submission as JSON: an essay typed in the browser. */
export const TypedSubmissionSchema = z.object({
  title: safeTrimmed(HOMEWORK_NAME_MAX).optional(),
  content: z
    .string()
    .max(TYPED_ESSAY_MAX, `An essay can have at most ${TYPED_ESSAY_MAX} characters`)
    .refine((value) => value.trim() !== '', 'The essay is empty')
    .pipe(safeText(TYPED_ESSAY_MAX)),
});
export type TypedSubmission = z.infer<typeof TypedSubmissionSchema>;

/** The answer of a submission: the student's article. */
export const StudentArticleSchema = ArticleSchema.pick({
  id: true,
  homework_id: true,
  title: true,
  student_name: true,
  status: true,
  submitted_at: true,
}).extend({
  revision_of: z.number().int().nullable(),
  /** Files whose text is still being read (photos are OCR'd in the background). */
  files_pending: z.number().int(),
});
export type StudentArticle = z.infer<typeof StudentArticleSchema>;

/** PUT /api/teacher/homeworks/{id}/release */
export const ReleaseInputSchema = z.object({ released: z.boolean() });
export const ReleaseSchema = z.object({ id: z.number().int(), released: z.boolean() });

/**
 * How the teacher answers a student's re-read request: `regraded` corrects the essay again (same
 * price as any correction), `overridden` records that the teacher set their own scores on the
 * report page, `replied` only answers; a reply text goes with each.
 */
export const RereadAnswerKindSchema = z.enum(['regraded', 'overridden', 'replied']);
export type RereadAnswerKind = z.infer<typeof RereadAnswerKindSchema>;

/** POST /api/student/articles/{id}/reread */
export const RereadInputSchema = z.object({
  note: safeTrimmed(REREAD_NOTE_MAX, 'Say what should be read again'),
});

/** The essay a re-read request is about, named as the teacher's list of requests shows it. */
const RereadEssay = {
  article_id: z.number().int(),
  article_title: z.string(),
  student_name: z.string(),
};

export const RereadSchema = z.object({
  id: z.number().int(),
  ...RereadEssay,
  note: z.string(),
  created_at: z.string(),
  answer: RereadAnswerKindSchema.nullable(),
  reply: z.string(),
  answered_at: z.string().nullable(),
});
export type Reread = z.infer<typeof RereadSchema>;
export const RereadListSchema = z.object({ rereads: z.array(RereadSchema) });

/** POST /api/teacher/rereads/{id}/answer: one of the answers (`RereadAnswerKindSchema`) and its reply. */
export const RereadAnswerInputSchema = z.object({
  answer: RereadAnswerKindSchema,
  reply: safeTrimmed(REREAD_REPLY_MAX).default(''),
});

/** How a revision's report compares with the report of the essay it revises. */
export const RevisionComparisonSchema = z.object({
  previous_article_id: z.number().int(),
  level: z.object({
    before: z.number(),
    after: z.number(),
    before_label: z.string(),
    after_label: z.string(),
  }),
  dimensions: z.array(
    z.object({
      key: z.string(),
      name: BilingualTextSchema,
      before: z.number().nullable(),
      after: z.number(),
      max: z.number(),
    }),
  ),
  /** Earlier findings the revision no longer has. */
  fixed: z.array(
    z.object({ original: z.string(), suggestion: z.string(), kind: CorrectionKindSchema }),
  ),
  /** Earlier findings still found in the revision. */
  remaining: z.array(
    z.object({ original: z.string(), suggestion: z.string(), kind: CorrectionKindSchema }),
  ),
});
export type RevisionComparison = z.infer<typeof RevisionComparisonSchema>;

/** GET /api/student/articles/{id}/report: the report document, its revision comparison, re-reads. */
export const StudentReportSchema = ReportDocumentSchema.extend({
  revision: RevisionComparisonSchema.nullable(),
  rereads: z.array(RereadSchema),
});
export type StudentReport = z.infer<typeof StudentReportSchema>;

const findingKey = (c: { original: string; kind: string }) => `${c.kind}\u0000${c.original}`;

/**
 * An earlier finding counts as fixed when the revision's report has no finding of the same kind
 * on the same words (the words were corrected or rewritten); dimensions are matched by key.
 */
type Compared = Pick<Report, 'level' | 'levelLabel' | 'dimensions' | 'corrections'>;

export function compareRevision(
  previousArticleId: number,
  before: Compared,
  after: Compared,
): RevisionComparison {
  const now = new Set(after.corrections.map(findingKey));
  const finding = (c: Report['corrections'][number]) => ({
    original: c.original,
    suggestion: c.suggestion,
    kind: c.kind,
  });
  const seen = new Set<string>();
  const earlier = before.corrections.filter((c) => {
    const key = findingKey(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    previous_article_id: previousArticleId,
    level: {
      before: before.level,
      after: after.level,
      before_label: before.levelLabel,
      after_label: after.levelLabel,
    },
    dimensions: after.dimensions.map((d) => ({
      key: d.key,
      name: d.name,
      before: before.dimensions.find((b) => b.key === d.key)?.score ?? null,
      after: d.score,
      max: d.maxScore,
    })),
    fixed: earlier.filter((c) => !now.has(findingKey(c))).map(finding),
    remaining: earlier.filter((c) => now.has(findingKey(c))).map(finding),
  };
}
