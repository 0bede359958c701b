import type {
  ArticleStatus,
  HandedInBy,
  HomeworkRubric,
  OffTopicDecision,
  TeacherOverride,
} from '@essay/contracts';
import { changeQuery, countQuery, findQuery, listQuery, rowCount, sql, statement } from '@essay/db';
import { q } from '../../db/tables.ts';
import { countEssayFiles } from '../files/files.repository.ts';

/**
 * Essays (`a`) with their homework (`h`): the homework says whose an essay is (`h.teacher_id`,
 * `h.school_id`), so every read of an essay that must be the caller's starts here.
 */
export function essaysWithHomework() {
  return q.selectFrom('api.articles as a').innerJoin('api.homeworks as h', 'h.id', 'a.homework_id');
}

export interface ArticleRow {
  id: number;
  homework_id: number;
  title: string;
  student_name: string;
  status: ArticleStatus;
  content: string;
  score: number | null;
  level_label: string | null;
  grading_count: number;
  failure_reason: string | null;
  teacher_suggestion: string;
  report: unknown;
  rubric: string | null;
  graded_at: Date | string | null;
  teacher_override: TeacherOverride | null;
  submitted_at: Date | string;
  updated_at: Date | string;
  /** A student's revision: the corrected essay it revises (issue 13). */
  revision_of: number | null;
  /**
   * The student's account: who handed the essay in themselves (issue 13), or the roster student
   * the teacher linked a paper essay to (issue 41).
   */
  student_user_id: number | null;
  handed_in_by: HandedInBy;
  first_file_id: number | null;
  first_file_name: string | null;
  first_file_kind: string | null;
  files_pending: number;
  files_failed: number;
  /**
   * Some page still holds words the OCR doubted that the teacher has not confirmed (pages read
   * before doubts were recorded: the OCR's text not yet saved by the teacher).
   */
  ocr_unconfirmed: boolean;
}

/**
 * The essay's (`a`) pages still holding words the OCR doubted that the teacher has not confirmed
 * (pages read before doubts were recorded: the OCR's text not yet saved by the teacher).
 */
export function unconfirmedPages() {
  return q
    .selectFrom('api.article_images as ai')
    .select('ai.id')
    .where('ai.article_id', '=', sql.ref<number>('a.id'))
    .where('ai.removed_at', 'is', null)
    .where((w) =>
      w.or([
        sql<boolean>`jsonb_array_length(COALESCE(ai.unconfirmed, '[]'::jsonb)) > 0`,
        w.and([w('ai.unconfirmed', 'is', null), w('ai.content', 'is', null)]),
      ]),
    );
}

/** An essay with its first file, how many of its files are still read or failed, and its OCR doubts. */
function selectArticles() {
  return q
    .selectFrom('api.articles as a')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('api.homework_files')
          .select(['id', 'file_name', 'kind'])
          .whereRef('article_id', '=', 'a.id')
          .orderBy('position')
          .orderBy('id')
          .limit(1)
          .as('f'),
      (join) => join.onTrue(),
    )
    .selectAll('a')
    .select([
      'f.id as first_file_id',
      'f.file_name as first_file_name',
      'f.kind as first_file_kind',
    ])
    .select((eb) => [
      countEssayFiles(['pending', 'running']).as('files_pending'),
      countEssayFiles(['failed']).as('files_failed'),
      eb.exists(unconfirmedPages()).as('ocr_unconfirmed'),
    ])
    .$narrowType<{ files_pending: number; files_failed: number; ocr_unconfirmed: boolean }>();
}

export const listHomeworkArticles = listQuery((homeworkId: number) =>
  selectArticles().where('a.homework_id', '=', homeworkId).orderBy('a.id'),
);

/** An article of one of the teacher's homework, or nothing. */
export const findTeacherArticle = findQuery((teacherId: number, articleId: number) =>
  selectArticles()
    .innerJoin('api.homeworks as h', 'h.id', 'a.homework_id')
    .where('a.id', '=', articleId)
    .where('h.teacher_id', '=', teacherId),
);

export const findArticle = findQuery((articleId: number) =>
  selectArticles().where('a.id', '=', articleId),
);

export const countArticles = countQuery((homeworkId: number) =>
  q.selectFrom('api.articles').select(rowCount.as('n')).where('homework_id', '=', homeworkId),
);

/** A new essay, submitted: a teacher's upload, or a student's hand-in (with its account and text). */
export const insertArticle = findQuery(
  (article: {
    homeworkId: number;
    title: string;
    studentName: string;
    studentId?: number | null;
    /** `student`: the student's own hand-in; else the teacher's upload (linked when `studentId`). */
    handedInBy?: HandedInBy;
    content?: string;
    revisionOf?: number | null;
  }) =>
    q
      .insertInto('api.articles')
      .values({
        homework_id: article.homeworkId,
        title: article.title,
        student_name: article.studentName,
        student_user_id: article.studentId,
        content: article.content,
        revision_of: article.revisionOf,
        handed_in_by: article.handedInBy,
        status: 'submitted',
      })
      .returning('id'),
  (row) => row!.id,
);

/** Changes some of the essay's own columns; `updated_at` follows. */
function updateArticle(
  articleId: number,
  columns: {
    student_name?: string;
    student_user_id?: number | null;
    title?: string;
    title_from_text?: boolean;
    teacher_suggestion?: string;
    content?: string;
  },
) {
  return q
    .updateTable('api.articles')
    .set({ ...columns, updated_at: sql<Date>`now()` })
    .where('id', '=', articleId);
}

export const setStudentName = statement((articleId: number, name: string) =>
  updateArticle(articleId, { student_name: name }),
);

/** A teacher-uploaded essay's student: a roster student's account and name, or (null) a free-text name. */
export const setLinkedStudent = statement(
  (articleId: number, name: string, studentUserId: number | null) =>
    updateArticle(articleId, { student_name: name, student_user_id: studentUserId }),
);

/**
 * The essay's own title line replaces a generated homework_N name, and a title taken from that
 * line before (the teacher corrected the transcript's first line); never a name a person gave.
 */
export const setEssayTitle = statement((articleId: number, title: string) =>
  updateArticle(articleId, { title, title_from_text: true }).where((eb) =>
    eb.or([eb('title', '~', '^homework_[0-9]+$'), eb('title_from_text', '=', true)]),
  ),
);

/** The teacher's own title: the text's first line no longer changes it. */
export const setTitle = statement((articleId: number, title: string) =>
  updateArticle(articleId, { title, title_from_text: false }),
);

export const setTeacherSuggestion = statement((articleId: number, suggestion: string) =>
  updateArticle(articleId, { teacher_suggestion: suggestion }),
);

export const setContent = statement((articleId: number, content: string) =>
  updateArticle(articleId, { content }),
);

/** Deletes an essay; its gradings and page list go with it (the points ledger is the account service's). */
export const deleteArticle = statement((articleId: number) =>
  q.deleteFrom('api.articles').where('id', '=', articleId),
);

/** Drops the essay's pages that belong to files no longer in the essay (moved to another one). */
export const pruneArticleImages = statement((articleId: number) =>
  q
    .deleteFrom('api.article_images as ai')
    .using('api.file_pages as p')
    .whereRef('ai.page_id', '=', 'p.id')
    .where('ai.article_id', '=', articleId)
    .where('p.file_id', 'not in', (eb) =>
      eb.selectFrom('api.homework_files').select('id').where('article_id', '=', articleId),
    ),
);

/** The teacher's level and dimension scores (null clears them); the essay's score follows. */
export const setTeacherOverride = statement(
  (articleId: number, override: TeacherOverride | null) => {
    const json = override === null ? null : JSON.stringify(override);
    return q
      .updateTable('api.articles')
      .set({
        teacher_override: sql<string | null>`${json}::jsonb`,
        score: sql<number>`COALESCE((${json}::jsonb->>'level')::numeric, (report->>'level')::numeric)`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', articleId);
  },
);

/** Names an essay that has no student name yet; answers whether it did. */
export const nameUnnamedArticle = changeQuery((articleId: number, name: string) =>
  updateArticle(articleId, { student_name: name }).where('student_name', '=', '').returning('id'),
);

/** The essays of a homework with the names of their files (auto-naming). */
export const listArticlesWithFileNames = listQuery((homeworkId: number) =>
  q
    .selectFrom('api.articles as a')
    .leftJoin('api.homework_files as f', 'f.article_id', 'a.id')
    .select(['a.id', 'a.student_name', 'a.content'])
    .select(
      sql<
        string[]
      >`COALESCE(array_agg(f.file_name ORDER BY f.position) FILTER (WHERE f.id IS NOT NULL), '{}')`.as(
        'file_names',
      ),
    )
    .where('a.homework_id', '=', homeworkId)
    .groupBy('a.id')
    .orderBy('a.id'),
);

/**
 * An essay with its homework's assignment: what the correction engine reads, and whose it is (the
 * names a model engine must never be sent: student, the homework's list, school, account).
 */
export interface ArticleToGrade {
  id: number;
  homework_id: number;
  title: string;
  content: string;
  name: string;
  instructions: string;
  rubric: HomeworkRubric;
  student_name: string;
  students: string[];
  school_id: number;
  student_user_id: number | null;
  /** The teacher's off-topic call, applied again to a new correction (decision 0083). */
  off_topic_decision: OffTopicDecision['decision'] | null;
}

/** The essays to correct with their homework's task, read at once for a chunk of gradings (ids: one or more). */
export const listArticlesToGrade = listQuery((articleIds: readonly number[]) =>
  essaysWithHomework()
    .select(['a.id', 'a.homework_id', 'a.title', 'a.content', 'h.name', 'h.instructions'])
    .select(['h.rubric', 'a.student_name', 'h.students', 'h.school_id', 'a.student_user_id'])
    .select('a.off_topic_decision')
    .where('a.id', 'in', [...articleIds]),
);
