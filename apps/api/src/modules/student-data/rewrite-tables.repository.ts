import type { ApiTables } from '../../db/tables.ts';

/**
 * The product API's tables that hold a student's essays, names or reports: every table that
 * `discardEssays` and the homework name lists delete from or change.
 */
export const ESSAY_TABLES = [
  'api.articles',
  'api.article_reports',
  'api.article_images',
  'api.correction_decisions',
  'api.reread_requests',
  'api.model_articles',
  'api.gradings',
  'api.homework_files',
  'api.file_pages',
  'api.homeworks',
] as const satisfies readonly (keyof ApiTables)[];

/** Rewrites the tables' files after an erasure (VACUUM FULL, see @essay/db). */
export { rewriteTables } from '@essay/db';
