export type { Db, Session } from './db.ts';
export { openPglite, wrapPglite } from './pglite.ts';
export { openPostgres } from './postgres.ts';
export { openDatabase } from './open.ts';
export { DatabaseLockedError, lockDataDir } from './lock.ts';
export { migrate } from './migrate.ts';
export { ping } from './health.ts';
export { rewriteTables } from './rewrite-tables.ts';
export {
  queryBuilder,
  run,
  first,
  rowCount,
  count,
  startOfLocalDay,
  onLocalDays,
  listQuery,
  findQuery,
  statement,
  changeQuery,
  idQuery,
  countQuery,
  pageOf,
  unlessEmpty,
} from './query-builder.ts';
export { listUnder } from './list-under.ts';
export { createTestDatabase } from './test-database.ts';
export { startJobQueue, jobConnection, type JobQueue } from './jobs.ts';
export {
  fairPriority,
  QUICK_LANE_BOOST,
  URGENT_PRIORITY_BOOST,
  type JobOwner,
  type TurnOptions,
} from './fair-queue.repository.ts';
export { listActiveJobs } from './job-state.repository.ts';
export type { RowOf } from './query-builder.ts';
export { sql, type ColumnType, type Generated, type Selectable } from 'kysely';
