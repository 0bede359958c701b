import type { Caller } from '@essay/account';
import type { ClassSummaryDocument } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { listHomeworkArticles } from '../articles/articles.repository.ts';
import { requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import { documentOf } from './reports.service.ts';

/** Issue 11 §9: the report documents (teacher's decisions and levels in) of the homework's corrected essays. */
export async function getClassSummary(ctx: ApiContext, caller: Caller, homeworkId: number): Promise<ClassSummaryDocument> {
  const homework = await requireOwnHomework(ctx, caller, homeworkId);
  const essays = [];
  for (const row of await listHomeworkArticles(ctx.db, homeworkId)) {
    if (row.report !== null) essays.push(await documentOf(ctx, row));
  }
  return { homework: { id: homework.id, name: homework.name }, essays };
}
