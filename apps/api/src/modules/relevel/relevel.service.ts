import type { Caller } from '@essay/account';
import { AppError, type RelevelApply, type RelevelPreview } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import { planRelevel, type RelevelPlan } from './relevel-plan.ts';
import {
  listCorrectedEssays,
  setRelevelledLevel,
  setStoredReportLevel,
} from './relevel.repository.ts';

async function planFor(ctx: ApiContext, caller: Caller, homeworkId: number): Promise<RelevelPlan> {
  await requireOwnHomework(ctx, caller, homeworkId);
  return await planRelevel(await listCorrectedEssays(ctx.db, homeworkId));
}

/** Which levels re-levelling the homework from the teacher's levels would change, and why. */
export async function previewRelevel(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
): Promise<RelevelPreview> {
  return (await planFor(ctx, caller, homeworkId)).preview;
}

const CHANGED = 'The levels changed since the preview: look at the proposal again';

/**
 * Applies the proposal the teacher saw, all of it or nothing. Free: no engine runs and the texts
 * did not change, so nothing is charged and no correction is counted; the account service is
 * never called. Each moved level is one `level.change` event on the audit trail.
 */
export async function applyRelevel(
  ctx: ApiContext,
  caller: Caller,
  actor: Actor,
  homeworkId: number,
  input: RelevelApply,
): Promise<{ changed: number }> {
  const { levels } = await planFor(ctx, caller, homeworkId);
  const seen = new Map(input.changes.map((c) => [c.article_id, c]));
  const same =
    seen.size === input.changes.length &&
    levels.length === seen.size &&
    levels.every(
      (l) => seen.get(l.articleId)?.from === l.from && seen.get(l.articleId)?.to === l.to,
    );
  if (!same) throw new AppError('relevel_changed', CHANGED);
  await ctx.db.transaction(async (tx) => {
    for (const level of levels) {
      // a correction or a teacher's level since the plan was read: nothing is moved
      if (!(await setRelevelledLevel(tx, level))) throw new AppError('relevel_changed', CHANGED);
      await setStoredReportLevel(tx, level);
    }
  });
  for (const level of levels)
    await recordEvent(
      ctx,
      actor,
      'level.change',
      { articleId: level.articleId },
      { detail: { level: level.to, from: level.from, by: 'relevel' } },
    );
  return { changed: levels.length };
}
