import type { Caller } from '@essay/account';
import type { ClassSummaryDocument } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { listHomeworkArticles } from '../articles/articles.repository.ts';
import { ownHomework } from '../homeworks/homeworks.policy.ts';
import { pseudonymise } from './pseudonyms.ts';
import { documentOf } from './reports.service.ts';

/**
 * Issue 11 §9: the report documents (teacher's decisions and levels in) of the homework's corrected
 * essays; `pseudonymous`: numbers instead of student names (issue 18).
 */
export async function getClassSummary(
  ctx: ApiContext,
  caller: Caller,
  homeworkId: number,
  pseudonymous = false,
): Promise<ClassSummaryDocument> {
  const homework = await ownHomework(ctx, caller, homeworkId);
  const essays = [];
  const rows = await listHomeworkArticles(ctx.db, homeworkId);
  for (const [index, row] of rows.entries()) {
    if (row.report === null) continue;
    const doc = await documentOf(ctx, row);
    essays.push(pseudonymous ? pseudonymise(doc, index + 1) : doc);
  }
  return { homework: { id: homework.id, name: homework.name }, essays };
}
