import { AppError, ReportSchema, type Article, type TeacherOverride } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { setTeacherOverride } from '../articles/articles.repository.ts';
import { getArticle, requireOwnArticle } from '../articles/articles.service.ts';

/**
 * The teacher's level and dimension scores. Kept apart from the engine's report, shown as the
 * teacher's, never overwritten by a re-correction, and used by the engine to calibrate the
 * rest of the homework. `level: null` and no dimensions clears it.
 */
export async function overrideScores(
  ctx: ApiContext,
  caller: ApiCaller,
  articleId: number,
  input: TeacherOverride,
): Promise<Article> {
  const row = await requireOwnArticle(ctx, caller, articleId);
  if (row.report === null)
    throw new AppError('not_corrected', 'Only a corrected essay can be re-scored');
  const report = ReportSchema.parse(row.report);
  if (input.level !== null && input.level > report.fullScore) {
    throw new AppError(
      'level_out_of_range',
      `The level must be between 0 and ${report.fullScore}`,
      { max: report.fullScore },
    );
  }
  for (const [key, score] of Object.entries(input.dimensions)) {
    const dimension = report.dimensions.find((d) => d.key === key);
    if (!dimension) throw new AppError('unknown_dimension', `Unknown dimension: ${key}`, { key });
    if (score > dimension.maxScore)
      throw new AppError(
        'dimension_out_of_range',
        `${key} must be between 0 and ${dimension.maxScore}`,
        { key, max: dimension.maxScore },
      );
  }
  const cleared = input.level === null && Object.keys(input.dimensions).length === 0;
  await setTeacherOverride(ctx.db, articleId, cleared ? null : input);
  return getArticle(ctx, caller, articleId);
}
