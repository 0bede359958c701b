import {
  AppError,
  correctionsInForce,
  type AddCorrection,
  type DecideCorrection,
  type ReportDocument,
} from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { requireOwnArticle } from '../articles/articles.service.ts';
import { documentOf } from '../reports/reports.service.ts';
import * as corrections from './corrections.repository.ts';

/** The report in force of the teacher's essay, while no re-correction is under way. */
async function currentDocument(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
): Promise<ReportDocument> {
  const row = await requireOwnArticle(ctx, caller, articleId);
  if (row.status === 'grading') throw new AppError('conflict', 'This essay is being corrected');
  return documentOf(ctx, row);
}

/**
 * The teacher accepts, rejects or edits one of the engine's corrections (issue 11 §7). Kept per
 * report with the engine's suggestion and name: rejected ones are the engine's precision data.
 */
export async function decideCorrection(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  index: number,
  input: DecideCorrection,
): Promise<ReportDocument> {
  const doc = await currentDocument(ctx, caller, articleId);
  const correction = doc.report.corrections[index];
  if (!correction) throw new AppError('not_found', 'Correction not found');
  await corrections.saveDecision(ctx.db, {
    articleId,
    gradingNumber: doc.grading_number!,
    index,
    decision: input.decision,
    start: correction.span.start,
    end: correction.span.end,
    original: correction.original,
    suggestion: input.decision === 'edit' ? input.suggestion!.trim() : correction.suggestion,
    kind: correction.kind,
    engineSuggestion: correction.suggestion,
    engine: `${doc.report.engine.name}@${doc.report.engine.version}`,
    teacherId: caller.userId,
  });
  return documentOf(ctx, await requireOwnArticle(ctx, caller, articleId));
}

/**
 * The teacher's own correction: the passage at `start`, else its first place in the corrected
 * text that no correction in force covers yet.
 */
export async function addTeacherCorrection(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  input: AddCorrection,
): Promise<ReportDocument> {
  const doc = await currentDocument(ctx, caller, articleId);
  const text = doc.graded_text;
  const taken = correctionsInForce(doc.report, doc.decisions).map((d) => d.correction.span);
  const free = (start: number) =>
    !taken.some((s) => s.start < start + input.original.length && start < s.end);
  let start = -1;
  if (input.start !== undefined) {
    if (text.slice(input.start, input.start + input.original.length) === input.original)
      start = input.start;
  } else {
    for (
      let at = text.indexOf(input.original);
      at >= 0;
      at = text.indexOf(input.original, at + 1)
    ) {
      if (free(at)) {
        start = at;
        break;
      }
    }
  }
  if (start < 0)
    throw new AppError(
      'invalid_input',
      'This passage is not in the essay, or is already corrected',
    );
  if (!free(start))
    throw new AppError(
      'invalid_input',
      'This passage is not in the essay, or is already corrected',
    );
  await corrections.addCorrection(ctx.db, {
    articleId,
    gradingNumber: doc.grading_number!,
    start,
    end: start + input.original.length,
    original: input.original,
    suggestion: input.suggestion.trim(),
    kind: input.kind,
    teacherId: caller.userId,
  });
  return documentOf(ctx, await requireOwnArticle(ctx, caller, articleId));
}

/** Takes back one of the teacher's own corrections. */
export async function removeTeacherCorrection(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  decisionId: number,
): Promise<ReportDocument> {
  const doc = await currentDocument(ctx, caller, articleId);
  if (!(await corrections.removeAdded(ctx.db, articleId, doc.grading_number!, decisionId)))
    throw new AppError('not_found', 'Correction not found');
  return documentOf(ctx, await requireOwnArticle(ctx, caller, articleId));
}
