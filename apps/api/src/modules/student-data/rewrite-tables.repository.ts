import type { Db } from '@essay/db';
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

/**
 * Rewrites each table into new files (VACUUM FULL), so the bytes of deleted rows, which plain
 * VACUUM only marks reusable, leave the table's files and its indexes' and TOAST's. It holds an
 * exclusive lock on each table while it copies it, and cannot run inside a transaction: `db` is
 * the root connection, never a transaction's.
 */
export async function rewriteTables(db: Db, tables: readonly (keyof ApiTables)[]): Promise<void> {
  for (const table of tables) await db.exec(`VACUUM FULL ${table}`);
}
