import type { Caller } from '@essay/account';
import {
  AppError,
  foundOr,
  CONTENT_PREVIEW_CHARS,
  ReportSchema,
  ROSTER_MESSAGES,
  reviewReasons,
  shownLevelLabel,
  type ArrangeArticles,
  type Article,
  type ArticleSummary,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { essayHead, iso } from '../../http/present.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { ownHomework } from '../homeworks/homeworks.policy.ts';
import { requireRosterStudent } from '../rosters/rosters.service.ts';
import * as files from '../files/files.repository.ts';
import { isImageKind, discardFile } from '../files/files.service.ts';
import * as articles from './articles.repository.ts';
import { refreshArticleContent } from './article-text.ts';
import { syncArticleImages } from './article-pages.repository.ts';
import { autoNameArticles } from './auto-naming.ts';

export const ARTICLE_NOT_FOUND = 'Article not found';

/** The report download's one bound parameter: a link signed with it never shows the name. */
export const PSEUDONYMOUS = 'pseudonymous=1';

/** One essay, whole text included; `session` is what its download links are bound to. */
export function presentArticle(
  ctx: ApiContext,
  row: articles.ArticleRow,
  session: string,
): Article {
  return {
    ...essayHead(row),
    score: row.score === null ? null : Number(row.score),
    // The teacher's level where set, as the rubric writes it, like `score` (issue 29).
    level_label: shownLevelLabel({
      level_label: row.level_label,
      teacher_level: row.teacher_override?.level ?? null,
      report: row.report as { rubric?: string; fullScore?: number } | null,
    }),
    file_url:
      row.first_file_id === null
        ? null
        : ctx.urls.sign(`/api/files/${row.first_file_id}/raw`, session),
    file_name: row.first_file_name,
    file_type:
      row.first_file_kind === null
        ? null
        : isImageKind(row.first_file_kind as never)
          ? 'image'
          : 'other',
    content: row.content,
    grading_count: row.grading_count,
    failure_reason: row.failure_reason,
    teacher_suggestion: row.teacher_suggestion,
    class_name: null,
    submitted_at: iso(row.submitted_at),
    updated_at: iso(row.updated_at),
    extraction: { pending: row.files_pending, failed: row.files_failed },
    graded_at: row.graded_at === null ? null : iso(row.graded_at),
    report_download_url:
      row.report === null
        ? null
        : ctx.urls.sign(`/api/articles/${row.id}/report/download`, session),
    report_download_pseudonymous_url:
      row.report === null
        ? null
        : ctx.urls.sign(`/api/articles/${row.id}/report/download`, session, PSEUDONYMOUS),
    teacher_override: row.teacher_override,
    review_reasons: articleReviewReasons(row),
    transcript_unconfirmed: row.ocr_unconfirmed,
    student_user_id: row.student_user_id,
    handed_in_by: row.handed_in_by,
  };
}

/** The review flag of a corrected essay (issue 11 §3); none before it has a report. */
export function articleReviewReasons(row: articles.ArticleRow): Article['review_reasons'] {
  const report = row.report === null ? null : ReportSchema.safeParse(row.report);
  return report?.success ? reviewReasons(report.data, { ocrUnconfirmed: row.ocr_unconfirmed }) : [];
}

/** An essay in a list: a preview of its text instead of the text. */
export function presentArticleSummary(
  ctx: ApiContext,
  row: articles.ArticleRow,
  session: string,
): ArticleSummary {
  const { content, ...rest } = presentArticle(ctx, row, session);
  return { ...rest, content_preview: content.slice(0, CONTENT_PREVIEW_CHARS) };
}

/** The teacher's own article, or 404. */
export async function requireOwnArticle(
  ctx: ApiContext,
  caller: Caller,
  articleId: number,
): Promise<articles.ArticleRow> {
  const row = await articles.findTeacherArticle(ctx.db, caller.userId, articleId);
  return foundOr(row, 'article_not_found', ARTICLE_NOT_FOUND);
}

export async function getArticle(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
): Promise<Article> {
  return presentArticle(ctx, await requireOwnArticle(ctx, caller, articleId), caller.session);
}

/**
 * Turns groups of uploaded files into essays (spec §4): a Word or PDF file is an essay by
 * itself; the photos of one essay form one essay in their order. Unnamed essays are then named
 * from the homework's student list where the file name or the essay's first lines allow.
 *
 * A group with `article_id` is an essay saved before, listed with its pages as they are to be
 * (issue 12): a forgotten page added, pages moved in from another listed essay or out to the
 * waiting files. A file of an essay may only move when its essay is listed too, so a repeated
 * request never takes pages from an essay it does not mention. An essay left without pages is
 * deleted (its points history stays).
 */
export async function arrangeFiles(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  input: ArrangeArticles,
): Promise<{ articles: ArticleSummary[]; auto_named: number }> {
  const homework = await ownHomework(ctx, caller, homeworkId);
  // A new essay linked to a roster student takes the roster's name (issue 41); checked up front.
  const linked = new Map<number, string>();
  for (const group of input.articles) {
    const id = group.article_id === undefined ? group.student_user_id : null;
    if (id != null && !linked.has(id))
      linked.set(id, (await requireRosterStudent(ctx, homework, id)).name);
  }
  const pool = new Map(
    (await files.listHomeworkFiles(ctx.db, homeworkId, false)).map((f) => [f.id, f]),
  );
  const essays = new Map(
    (await articles.listHomeworkArticles(ctx.db, homeworkId)).map((a) => [a.id, a]),
  );
  const listed = new Set<number>();
  for (const group of input.articles) {
    if (group.article_id === undefined) {
      if (group.file_ids.length === 0)
        throw new AppError('invalid_input', 'Each group needs at least one file', {
          field: 'file_ids',
        });
      continue;
    }
    if (!essays.has(group.article_id)) throw new AppError('article_not_found', ARTICLE_NOT_FOUND);
    if (listed.has(group.article_id))
      throw new AppError('essay_listed_twice', 'An essay is listed twice');
    listed.add(group.article_id);
  }
  const seen = new Set<number>();
  const changed = new Set<number>();
  for (const group of input.articles) {
    for (const id of group.file_ids) {
      const file = pool.get(id);
      if (!file) throw new AppError('file_not_found', `File ${id} not found`, { id });
      if (file.article_id !== null && !listed.has(file.article_id)) {
        throw new AppError('file_in_essay', `${file.file_name} is already part of an essay`, {
          file_name: file.file_name,
        });
      }
      if (seen.has(id))
        throw new AppError('file_in_two_groups', `${file.file_name} is in more than one group`, {
          file_name: file.file_name,
        });
      seen.add(id);
    }
    const kinds = group.file_ids.map((id) => pool.get(id)!.kind);
    if (kinds.some((kind) => !isImageKind(kind)) && kinds.length > 1) {
      throw new AppError(
        'text_file_alone',
        'A Word or PDF file forms an essay by itself; put it in a group of its own',
      );
    }
    if (group.article_id !== undefined) {
      const before = [...pool.values()]
        .filter((f) => f.article_id === group.article_id)
        .sort((a, b) => a.position - b.position || a.id - b.id);
      if (before.map((f) => f.id).join() !== group.file_ids.join()) changed.add(group.article_id);
    }
  }
  for (const id of changed) {
    if (essays.get(id)!.status === 'grading')
      throw new AppError('article_grading', 'This essay is being corrected');
  }
  const ids = await ctx.db.transaction(async (tx) => {
    const existing = await articles.countArticles(tx, homeworkId);
    // Pages of a listed essay that no group mentions wait for arrangement again.
    for (const file of pool.values()) {
      if (file.article_id !== null && changed.has(file.article_id) && !seen.has(file.id))
        await files.detachFile(tx, file.id);
    }
    const created: number[] = [];
    let fresh = 0;
    for (const group of input.articles) {
      let articleId = group.article_id;
      if (articleId === undefined) {
        const title = group.title?.trim() || `homework_${existing + fresh + 1}`;
        fresh += 1;
        const studentId = group.student_user_id ?? null;
        articleId = await articles.insertArticle(tx, {
          homeworkId,
          title,
          studentName: studentId === null ? group.student_name : linked.get(studentId)!,
          studentId,
        });
        created.push(articleId);
      } else if (!changed.has(articleId)) continue;
      for (const [position, fileId] of group.file_ids.entries()) {
        await files.assignFileToArticle(tx, fileId, articleId, position);
      }
    }
    for (const articleId of [...changed, ...created]) {
      if ((await files.listArticleFiles(tx, articleId)).length === 0) {
        await articles.deleteArticle(tx, articleId);
        continue;
      }
      await articles.pruneArticleImages(tx, articleId);
      await syncArticleImages(tx, articleId);
      await refreshArticleContent(tx, articleId);
    }
    return [...created, ...changed];
  });
  const autoNamed = await autoNameArticles(ctx.db, homeworkId);
  const rows = await Promise.all(ids.map((id) => articles.findArticle(ctx.db, id)));
  return {
    articles: rows
      .filter((row) => row !== undefined)
      .map((row) => presentArticleSummary(ctx, row, caller.session)),
    auto_named: autoNamed,
  };
}

/** Deletes an essay with its files and pages (issue 12); the points spent on it stay in the ledger. */
export async function deleteEssay(
  ctx: ApiContext,
  caller: ApiCaller,
  actor: Actor,
  articleId: number,
): Promise<void> {
  const row = await requireOwnArticle(ctx, caller, articleId);
  if (row.status === 'grading')
    throw new AppError('article_grading', 'This essay is being corrected');
  const own = await files.listArticleFiles(ctx.db, articleId);
  await articles.deleteArticle(ctx.db, articleId);
  for (const file of own) await discardFile(ctx, file);
  // The essay is gone, so its place on the trail is given, not looked up (issue 41).
  const scope = {
    school_id: caller.schoolId,
    homework_id: row.homework_id,
    article_id: row.id,
    student_id: row.student_user_id,
  };
  await recordEvent(
    ctx,
    actor,
    'essay.delete',
    { scope },
    {
      detail: { status: row.status, files: own.length, corrections: row.grading_count },
    },
  );
}

/** Checks the essay is the caller's, makes one change to it, and answers the essay as it now stands. */
async function changeOwnArticle(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  change: (db: ApiContext['db']) => Promise<void>,
): Promise<Article> {
  await requireOwnArticle(ctx, caller, articleId);
  await change(ctx.db);
  return getArticle(ctx, caller, articleId);
}

/**
 * Names the essay's student. A teacher-uploaded essay is linked to the roster student given by
 * `studentUserId` (named as the roster names them), or, without one, carries the name as free
 * text, linked to nobody (issue 41). A student's own hand-in stays linked to them: only the shown
 * name changes, and linking it to anyone else is refused.
 */
export async function renameStudent(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  name: string,
  studentUserId: number | null = null,
): Promise<Article> {
  const row = await requireOwnArticle(ctx, caller, articleId);
  if (row.handed_in_by === 'student') {
    if (studentUserId !== null && studentUserId !== row.student_user_id)
      throw new AppError('student_hand_in', ROSTER_MESSAGES.studentHandIn);
    await articles.setStudentName(ctx.db, articleId, name);
  } else if (studentUserId === null) {
    await articles.setLinkedStudent(ctx.db, articleId, name, null);
  } else {
    const homework = await ownHomework(ctx, caller, row.homework_id);
    const student = await requireRosterStudent(ctx, homework, studentUserId);
    await articles.setLinkedStudent(ctx.db, articleId, student.name, student.user_id);
  }
  return getArticle(ctx, caller, articleId);
}

export function renameArticle(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  title: string,
): Promise<Article> {
  return changeOwnArticle(ctx, caller, articleId, (db) => articles.setTitle(db, articleId, title));
}

export function saveTeacherSuggestion(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  suggestion: string,
): Promise<Article> {
  return changeOwnArticle(ctx, caller, articleId, (db) =>
    articles.setTeacherSuggestion(db, articleId, suggestion.trim()),
  );
}
