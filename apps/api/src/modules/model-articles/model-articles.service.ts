import type { Caller } from '@essay/account';
import { AppError, shownLevelLabel, type ModelArticle } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import * as models from './model-articles.repository.ts';

type Filter = { homework_id?: number | undefined; score?: number | undefined };

function present(row: models.ModelRow, hideName: boolean): ModelArticle {
  return {
    id: row.id ?? 0,
    article_id: row.article_id,
    homework_id: row.homework_id,
    homework_name: row.homework_name,
    title: row.title,
    student_name: hideName && !row.show_name ? '' : row.student_name,
    content: row.content,
    score: row.score === null ? null : Number(row.score),
    level_label: shownLevelLabel(row),
    show_name: row.show_name ?? false,
    strengths: (row.report?.strengths ?? []).map((s) => s.text),
  };
}

const toFilter = (f: Filter) => ({ homeworkId: f.homework_id ?? null, score: f.score ?? null });

export async function listModelArticles(
  ctx: ApiContext,
  caller: Caller,
  filter: Filter,
): Promise<ModelArticle[]> {
  return (await models.listModels(ctx.db, caller.userId, toFilter(filter))).map((row) =>
    present(row, false),
  );
}

export async function listAddibleArticles(
  ctx: ApiContext,
  caller: Caller,
  filter: Filter,
): Promise<Omit<ModelArticle, 'id' | 'show_name'>[]> {
  return (await models.listAddible(ctx.db, caller.userId, toFilter(filter))).map((row) => {
    const { id: _id, show_name: _show, ...rest } = present(row, false);
    return rest;
  });
}

/** Only graded essays of the teacher's own homework; an essay already a model stays one model. */
export async function addModelArticles(
  ctx: ApiContext,
  caller: Caller,
  articleIds: number[],
  showName: boolean,
): Promise<{ added: number }> {
  const unique = [...new Set(articleIds)];
  const own = await models.findOwnGradedIds(ctx.db, caller.userId, unique);
  const missing = unique.filter((id) => !own.includes(id));
  if (missing.length > 0)
    throw new AppError(
      'article_not_found',
      `Essay not found or not graded: ${missing.join(', ')}`,
      { ids: missing.join(', ') },
    );
  return { added: await models.insertModels(ctx.db, caller.userId, unique, showName) };
}

export async function removeModelArticle(
  ctx: ApiContext,
  caller: Caller,
  id: number,
): Promise<void> {
  if (!(await models.deleteModel(ctx.db, caller.userId, id)))
    throw new AppError('model_essay_not_found', 'Model essay not found');
}

export async function updateModelArticle(
  ctx: ApiContext,
  caller: Caller,
  id: number,
  showName: boolean,
): Promise<void> {
  if (!(await models.setShowName(ctx.db, caller.userId, id, showName)))
    throw new AppError('model_essay_not_found', 'Model essay not found');
}

/** A student sees the model essays of their classes' homework; names only where the teacher allowed. */
export async function listStudentModelArticles(
  ctx: ApiContext,
  caller: Caller,
): Promise<ModelArticle[]> {
  const classIds = await ctx.account.listJoinedClassIds(caller.userId);
  return (await models.listModelsForClasses(ctx.db, caller.schoolId, classIds)).map((row) =>
    present(row, true),
  );
}
