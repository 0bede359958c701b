import type { Readable } from 'node:stream';
import {
  AppError,
  assignmentStateOf,
  essayTitleOf,
  MAX_SUBMISSION_FILES,
  type StudentArticle,
  type StudentHomework,
  type TypedSubmission,
} from '@essay/contracts';
import type { Db } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import { essayHead, homeworkHead, iso } from '../../http/present.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { refreshArticleContent } from '../articles/article-text.ts';
import { syncArticleImages } from '../articles/article-pages.repository.ts';
import { countArticles } from '../articles/articles.repository.ts';
import * as files from '../files/files.repository.ts';
import { checkFileName, discardFile, isImageKind, storeUpload } from '../files/files.service.ts';
import { HOMEWORK_NOT_FOUND } from '../homeworks/homeworks.policy.ts';
import * as submissions from './submissions.repository.ts';

type CanSubmit = StudentHomework['can_submit'];

/**
 * What a new submission does: before the deadline a first essay, or a replacement while the
 * essay waits for correction; after correction a revision when the teacher allows it (any time:
 * the teacher's switch is the gate, corrections usually come after the deadline).
 */
function canSubmit(
  homework: submissions.StudentHomeworkRow,
  latest: submissions.StudentArticleRow | undefined,
  now = new Date(),
): CanSubmit {
  const state = assignmentStateOf(
    homework.submission_begin_at,
    homework.submission_deadline_at,
    now,
  );
  const open = state === 'open' || state === 'due';
  // The teacher uploads a teacher-upload homework's essays; the student only reads the report.
  if (homework.submission_method === 'teacher') return null;
  if (!latest) return open ? 'new' : null;
  if (latest.status === 'grading') return null;
  if (latest.status === 'graded') return homework.allow_revision ? 'revise' : null;
  return open ? 'replace' : null;
}

function presentArticle(row: submissions.StudentArticleRow): StudentArticle {
  return {
    ...essayHead(row),
    submitted_at: iso(row.submitted_at),
    revision_of: row.revision_of,
    files_pending: row.files_pending,
  };
}

/** GET /student/homeworks: the homework of the caller's classes, each with the caller's essay. */
export async function listStudentHomeworks(
  ctx: ApiContext,
  caller: ApiCaller,
): Promise<{ homeworks: StudentHomework[] }> {
  const classes = await ctx.account.listJoinedClasses(caller.userId);
  const names = new Map(classes.map((c) => [c.id, c.cls_name]));
  const rows = [
    ...(await submissions.listClassHomeworks(ctx.db, caller.schoolId, [...names.keys()])),
    ...(await submissions.listLinkedHomeworks(ctx.db, caller.schoolId, caller.userId)),
  ].sort(
    (a, b) =>
      new Date(b.submission_deadline_at).getTime() - new Date(a.submission_deadline_at).getTime() ||
      b.id - a.id,
  );
  const articles = await submissions.listStudentArticles(
    ctx.db,
    caller.userId,
    rows.map((row) => row.id),
  );
  const homeworks = rows.map((row) => {
    const own = articles.filter((a) => a.homework_id === row.id);
    const latest = own.at(-1);
    const reports = row.released ? own.filter((a) => a.status === 'graded' && a.has_report) : [];
    const titleOf = (a: (typeof own)[number]) => essayTitleOf({ ...a, homework_name: row.name });
    return {
      ...homeworkHead(row),
      state: assignmentStateOf(row.submission_begin_at, row.submission_deadline_at),
      class_names: row.assigned_classes.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
      allow_revision: row.allow_revision,
      released: row.released,
      submission_method: row.submission_method,
      submission: latest
        ? {
            article_id: latest.id,
            title: titleOf(latest),
            status: latest.status,
            submitted_at: iso(latest.submitted_at),
            revision_of: latest.revision_of,
            content: latest.content,
            report_available: reports.some((r) => r.id === latest.id),
            reports: reports.map((r) => ({
              article_id: r.id,
              title: titleOf(r),
              revision_of: r.revision_of,
            })),
          }
        : null,
      can_submit: canSubmit(row, latest),
    };
  });
  return { homeworks };
}

/** A homework of the caller's classes (`lock`: held until the transaction ends); any other answers 404. */
async function requireClassHomework(
  db: Db,
  caller: ApiCaller,
  classIds: number[],
  homeworkId: number,
  lock = false,
): Promise<submissions.StudentHomeworkRow> {
  const homework = await submissions.findClassHomework(
    db,
    caller.schoolId,
    classIds,
    homeworkId,
    lock,
  );
  if (!homework) throw new AppError('homework_not_found', HOMEWORK_NOT_FOUND);
  return homework;
}

/**
 * The homework, if it is one of `classIds`' (the caller's classes, read before the transaction:
 * on PGlite a query outside the open transaction would wait for it) and takes a submission now;
 * the essay it replaces or revises.
 */
async function prepare(
  tx: Db,
  caller: ApiCaller,
  classIds: number[],
  homeworkId: number,
): Promise<{ revisionOf: number | null; replaced: number | null; nextNumber: number }> {
  const homework = await requireClassHomework(tx, caller, classIds, homeworkId, true);
  const latest = (await submissions.listStudentArticles(tx, caller.userId, [homeworkId])).at(-1);
  const action = canSubmit(homework, latest);
  if (action === null) {
    if (latest?.status === 'grading')
      throw new AppError(
        'submission_grading',
        'Your essay is being corrected; wait for its report',
      );
    if (latest?.status === 'graded')
      throw new AppError(
        'revision_not_allowed',
        'Your essay has been corrected; the teacher does not take revisions',
      );
    throw new AppError('submission_closed', 'This homework does not take essays now');
  }
  return {
    revisionOf:
      action === 'revise' ? latest!.id : action === 'replace' ? latest!.revision_of : null,
    replaced: action === 'replace' ? latest!.id : null,
    nextNumber: (await countArticles(tx, homeworkId)) + 1,
  };
}

async function removeReplaced(tx: Db, articleId: number | null): Promise<files.FileRow[]> {
  if (articleId === null) return [];
  const old = await files.listArticleFiles(tx, articleId);
  await submissions.deleteArticle(tx, articleId);
  return old;
}

/**
 * In the caller's transaction: the student's new essay (first, replacing or revising, as
 * `prepare` decides), `essay(n)` giving its fields for the homework's n-th essay. Answers the
 * essay and the files of the one it replaced, to discard once committed.
 */
async function handIn(
  tx: Db,
  caller: ApiCaller,
  classIds: number[],
  homeworkId: number,
  essay: (number: number) => { studentName: string; title: string; content: string },
): Promise<{ articleId: number; oldFiles: files.FileRow[] }> {
  const plan = await prepare(tx, caller, classIds, homeworkId);
  const oldFiles = await removeReplaced(tx, plan.replaced);
  const articleId = await submissions.insertStudentArticle(tx, {
    homeworkId,
    studentId: caller.userId,
    ...essay(plan.nextNumber),
    revisionOf: plan.revisionOf,
  });
  return { articleId, oldFiles };
}

async function answer(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
): Promise<StudentArticle> {
  return presentArticle((await submissions.findStudentArticle(ctx.db, caller.userId, articleId))!);
}

/** POST /student/homeworks/{id}/submission (JSON): an essay typed in the browser. */
export async function submitTypedEssay(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  input: TypedSubmission,
): Promise<StudentArticle> {
  const studentName = await ctx.account.getDisplayName(caller.userId);
  const classIds = await ctx.account.listJoinedClassIds(caller.userId);
  const { articleId, oldFiles } = await ctx.db.transaction((tx) =>
    handIn(tx, caller, classIds, homeworkId, (number) => ({
      studentName,
      title: input.title || `homework_${number}`,
      content: input.content.trim(),
    })),
  );
  for (const file of oldFiles) await discardFile(ctx, file);
  return answer(ctx, caller, articleId);
}

export interface UploadPart {
  filename: string;
  stream: Readable & { truncated?: boolean };
}

/**
 * POST /student/homeworks/{id}/submission (multipart): one Word or PDF file, or the photos of a
 * handwritten essay in page order. Files are stored (and their reading queued) first; the essay
 * is made only when all of them are good, otherwise they are removed again.
 */
export async function submitEssayFiles(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  parts: AsyncIterable<UploadPart>,
): Promise<StudentArticle> {
  const classIds = await ctx.account.listJoinedClassIds(caller.userId);
  await requireClassHomework(ctx.db, caller, classIds, homeworkId);
  const studentName = await ctx.account.getDisplayName(caller.userId);
  const stored: files.FileRow[] = [];
  try {
    for await (const part of parts) {
      try {
        if (stored.length >= MAX_SUBMISSION_FILES)
          throw new AppError(
            'too_many_submission_files',
            `At most ${MAX_SUBMISSION_FILES} files make one essay`,
            { max: MAX_SUBMISSION_FILES },
          );
        stored.push(await storeUpload(ctx, homeworkId, checkFileName(part.filename), part.stream));
      } finally {
        part.stream.resume();
      }
    }
    if (stored.length === 0)
      throw new AppError(
        'submission_files_missing',
        'Send the essay as multipart/form-data file parts named "file", in page order',
      );
    if (stored.length > 1 && stored.some((file) => !isImageKind(file.kind))) {
      throw new AppError(
        'submission_document_alone',
        'A Word or PDF file forms an essay by itself; send photos of the pages together',
      );
    }
    const { articleId, oldFiles } = await ctx.db.transaction(async (tx) => {
      const handedIn = await handIn(tx, caller, classIds, homeworkId, (number) => ({
        studentName,
        title: `homework_${number}`,
        content: '',
      }));
      for (const [position, file] of stored.entries()) {
        await files.assignFileToArticle(tx, file.id, handedIn.articleId, position);
      }
      await syncArticleImages(tx, handedIn.articleId);
      await refreshArticleContent(tx, handedIn.articleId);
      return handedIn;
    });
    stored.length = 0; // they belong to the essay now
    for (const file of oldFiles) await discardFile(ctx, file);
    return await answer(ctx, caller, articleId);
  } finally {
    for (const file of stored) await discardFile(ctx, file);
  }
}
