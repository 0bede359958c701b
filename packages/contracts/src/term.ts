import { z } from 'zod';
import { ExportFormatSchema } from './dates.ts';
import { LevelSourceSchema } from './grades.ts';
import { UI_LOCALES } from './locales.ts';
import { BilingualTextSchema, CorrectionKindSchema, EssayLangSchema } from './report.ts';

/**
 * Issue 44: a term of writing. Everything here is derived on read from the essays, their reports
 * and the teacher's decisions on the corrections (decision 0076); nothing of it is stored.
 *
 * Routes (all under /api; JSON unless said):
 * - GET /student/term: the caller's own term (essays of homework whose reports are released).
 * - GET /teacher/students/{id}/term: a student of one of the teacher's classes (anyone else: 404
 *   `student_not_found`); the student's essays of homework set for the classes they share.
 * - GET /teacher/classes/{id}/term?format=json|csv&locale=: the teacher's own class (a colleague's
 *   or another school's: 404 `not_found`); `format=csv` answers `classTermCsv` as text/csv.
 * - GET /student/term/practice-sheet.pdf?locale= and
 *   GET /teacher/students/{id}/term/practice-sheet.pdf?locale=: the 錯字本's practice sheet (A4
 *   PDF), bearer token only (the page fetches it and saves the blob). The back end registers both
 *   routes; they call `renderPracticeSheet(input: WordBook, locale: UiLocale): Promise<Uint8Array>`
 *   from apps/api/src/modules/term/practice-sheet-pdf.ts, which the back end left as a placeholder
 *   that throws "not built" for the web half of issue 44 to replace. The route passes the words
 *   not yet mastered (`practiceWords`), so `input.entries` is exactly what to print.
 *
 * Contract rule: additive changes only from here on.
 */

/** How many times a word is left blank to copy on the practice sheet (after once in grey to trace). */
export const PRACTICE_COPIES = 6;

/** The correction kinds of the term's statements and of the class's recurring errors. */
export const TermErrorKindSchema = CorrectionKindSchema;
export type TermErrorKind = z.infer<typeof TermErrorKindSchema>;

/** A dimension score of one essay: the teacher's where set, else the engine's. */
export const TermDimensionScoreSchema = z.object({
  key: z.string(),
  score: z.number(),
  max_score: z.number(),
});
export type TermDimensionScore = z.infer<typeof TermDimensionScoreSchema>;

/** One corrected version of an essay: a revision is the next step of the same essay. */
export const TermStepSchema = z.object({
  article_id: z.number().int(),
  /** 1 for the first version, 2 for its revision, … */
  version: z.number().int().min(1),
  submitted_at: z.string(),
  graded_at: z.string().nullable(),
  /** The level in force: the teacher's where confirmed (`level_by: 'teacher'`), else the engine's. */
  level: z.number(),
  level_label: z.string(),
  level_by: LevelSourceSchema,
  dimensions: z.array(TermDimensionScoreSchema),
  word_count: z.number().int().min(0),
  /** Kept errors of this version by kind (see decision 0076: rejected and OCR reading errors left out). */
  errors: z.record(z.string(), z.number().int().min(0)),
});
export type TermStep = z.infer<typeof TermStepSchema>;

/**
 * One essay of the term (its first version's homework), in time order of the first version's
 * hand-in. `level`, `level_label`, `level_by`, `dimensions` are its latest corrected step's.
 */
export const TermEssaySchema = z.object({
  essay_id: z.number().int(),
  homework_id: z.number().int(),
  homework_name: z.string(),
  title: z.string(),
  lang: EssayLangSchema,
  rubric: z.string(),
  full_score: z.number(),
  submitted_at: z.string(),
  level: z.number(),
  level_label: z.string(),
  level_by: LevelSourceSchema,
  dimensions: z.array(TermDimensionScoreSchema),
  steps: z.array(TermStepSchema).min(1),
});
export type TermEssay = z.infer<typeof TermEssaySchema>;

/** A dimension drawn as a line over the term: its name and maximum (the rubric's). */
export const TermDimensionSchema = z.object({
  key: z.string(),
  name: BilingualTextSchema,
  max_score: z.number(),
});
export type TermDimension = z.infer<typeof TermDimensionSchema>;

/**
 * A sentence about the term built from figures (as report findings are): `kind` says what was
 * measured, `figures` the numbers it rests on, `text` the sentence in both interface languages.
 * - level_rise / level_fall: at least `TERM_TREND.minEssays` essays; the level as percent of the
 *   full score, averaged over the earlier half of the essays (`from`) and the later half (`to`;
 *   the middle essay of an odd number is in neither), `to - from` at least `TERM_TREND.points`;
 * - dimension_rise / dimension_fall: the same for one dimension (`subject` = its key);
 * - word_recurring: a 錯字本 word seen in 2+ essays, not mastered (`subject` = the right form);
 * - words_mastered: how many words are mastered (`count`);
 * - kind_recurring: a kind of error kept in 3+ essays of the last 4 (`subject` = the kind).
 */
export const TermStatementKindSchema = z.enum([
  'level_rise',
  'level_fall',
  'dimension_rise',
  'dimension_fall',
  'word_recurring',
  'words_mastered',
  'kind_recurring',
]);
export type TermStatementKind = z.infer<typeof TermStatementKindSchema>;

export const TermStatementSchema = z.object({
  kind: TermStatementKindSchema,
  /** improved: something got better; recurring: something keeps coming back (or got worse). */
  polarity: z.enum(['improved', 'recurring']),
  subject: z.string().nullable(),
  figures: z.record(z.string(), z.number()),
  text: BilingualTextSchema,
});
export type TermStatement = z.infer<typeof TermStatementSchema>;

/** One place a word was miswritten: the essay, the homework, and the sentence it was in. */
export const WordOccurrenceSchema = z.object({
  essay_id: z.number().int(),
  article_id: z.number().int(),
  homework_id: z.number().int(),
  homework_name: z.string(),
  wrong: z.string(),
  /** The sentence of the essay holding the miswritten form, as the student wrote it. */
  sentence: z.string(),
  /** [start, end) of the miswritten form inside `sentence`. */
  at: z.object({ start: z.number().int().min(0), end: z.number().int().min(0) }),
  seen_at: z.string(),
});
export type WordOccurrence = z.infer<typeof WordOccurrenceSchema>;

/**
 * A 錯字本 entry: every kept 錯別字 (Chinese, kind `typo`) or spelling mistake (English, kind
 * `spelling`, capitalisation alone left out) of one right form. `mastered` (decision 0076): not
 * come back in `WORD_BOOK_MASTERY.laterEssays` of the student's corrected essays after its last
 * occurrence (`clean_after`), counting a later essay of the same language only when it is at
 * least `WORD_BOOK_MASTERY.minWords` long or has the right form written right.
 */
export const WordBookEntrySchema = z.object({
  right: z.string(),
  lang: EssayLangSchema,
  /** The miswritten forms, most frequent first. */
  wrong: z.array(z.string()).min(1),
  count: z.number().int().min(1),
  /** Distinct essays (a revision counts with the essay it revises). */
  essays: z.number().int().min(1),
  occurrences: z.array(WordOccurrenceSchema).min(1),
  first_seen: z.string(),
  last_seen: z.string(),
  /** Later corrected essays (long enough) without the word miswritten again. */
  clean_after: z.number().int().min(0),
  mastered: z.boolean(),
});
export type WordBookEntry = z.infer<typeof WordBookEntrySchema>;

/** The mastery rule of decision 0076, sent with the book so the page can say it. */
export const WORD_BOOK_MASTERY = {
  laterEssays: 2,
  minWords: { zh: 150, en: 80 },
} as const;

/** The 錯字本: entries not mastered first (most frequent first), then the mastered ones. */
export const WordBookSchema = z.object({
  student: z.object({ user_id: z.number().int(), name: z.string() }),
  entries: z.array(WordBookEntrySchema),
  mastery: z.object({
    later_essays: z.number().int(),
    min_words: z.object({ zh: z.number().int(), en: z.number().int() }),
  }),
});
export type WordBook = z.infer<typeof WordBookSchema>;

/** What the practice sheet prints: the words not mastered yet. */
export function practiceWords(book: WordBook): WordBook {
  return { ...book, entries: book.entries.filter((e) => !e.mastered) };
}

/** GET /student/term and GET /teacher/students/{id}/term. */
export const StudentTermSchema = z.object({
  student: z.object({ user_id: z.number().int(), name: z.string() }),
  /** Time order (the first version's hand-in). */
  essays: z.array(TermEssaySchema),
  /** Every dimension the essays' rubrics have, in the rubrics' order. */
  dimensions: z.array(TermDimensionSchema),
  statements: z.array(TermStatementSchema),
  word_book: WordBookSchema,
});
export type StudentTerm = z.infer<typeof StudentTermSchema>;

/** Rising / falling: a change of at least `points` percent of the full score over `minEssays`+ essays. */
export const TERM_TREND = { minEssays: 3, points: 10 } as const;

export const TermTrendSchema = z.enum(['rising', 'steady', 'falling', 'too_few']);
export type TermTrend = z.infer<typeof TermTrendSchema>;

/**
 * Why a student needs attention: trend falling, latest essay under `ATTENTION.lowPercent` percent
 * of the full score, or `ATTENTION.missing`+ of the class's corrected homework without their essay.
 */
export const ATTENTION = { lowPercent: 40, missing: 2 } as const;
export const AttentionReasonSchema = z.enum(['falling', 'low', 'missing']);
export type AttentionReason = z.infer<typeof AttentionReasonSchema>;

/** One student of the class over the term. */
export const ClassTermStudentSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  seat_no: z.number().int().nullable(),
  /** Level as percent of full score per essay, in time order (homework id for the column). */
  levels: z.array(
    z.object({
      homework_id: z.number().int(),
      essay_id: z.number().int(),
      level: z.number(),
      level_label: z.string(),
      percent: z.number(),
    }),
  ),
  /** `to - from` of the level statements (later half's mean percent minus the earlier half's); null: too few essays. */
  change: z.number().nullable(),
  trend: TermTrendSchema,
  /** The class's corrected homework without a corrected essay of this student. */
  missing: z.number().int().min(0),
  needs_attention: z.boolean(),
  attention: z.array(AttentionReasonSchema),
});
export type ClassTermStudent = z.infer<typeof ClassTermStudentSchema>;

/**
 * An error many students keep making: `group` 'word' (錯別字 / spelling by right form, `key` the
 * right form), else a kind's habit (`key` the rule's reason, `label` it in both languages).
 */
export const RecurringErrorSchema = z.object({
  kind: TermErrorKindSchema,
  key: z.string(),
  label: BilingualTextSchema,
  /** Example miswritten forms (words) or passages (habits), most frequent first, at most 3. */
  examples: z.array(z.string()),
  count: z.number().int().min(1),
  students: z.array(z.object({ user_id: z.number().int(), name: z.string() })).min(1),
});
export type RecurringError = z.infer<typeof RecurringErrorSchema>;

/** GET /teacher/classes/{id}/term. */
export const ClassTermSchema = z.object({
  class_id: z.number().int(),
  cls_name: z.string(),
  locale: z.enum(UI_LOCALES),
  /** The class's homework with at least one corrected essay, oldest first. */
  homeworks: z.array(z.object({ id: z.number().int(), name: z.string(), created_at: z.string() })),
  students: z.array(ClassTermStudentSchema),
  /** Kept by 2+ students, most students first; at most 20. */
  recurring: z.array(RecurringErrorSchema),
});
export type ClassTerm = z.infer<typeof ClassTermSchema>;

export const ClassTermQuerySchema = z.object({
  format: ExportFormatSchema,
  locale: z.enum(UI_LOCALES).optional(),
});
export type ClassTermQuery = z.infer<typeof ClassTermQuerySchema>;

export const PracticeSheetQuerySchema = z.object({ locale: z.enum(UI_LOCALES).optional() });
