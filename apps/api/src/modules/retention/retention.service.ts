import type { Caller } from '@essay/account';
import type { RetentionSetting } from '@essay/contracts';
import type { Db } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import { recordEvent } from '../audit/audit.service.ts';
import { findFile } from '../files/files.repository.ts';
import { discardFile } from '../files/files.service.ts';
import { discardEssays } from '../student-data/discard-essays.ts';
import { ESSAY_TABLES, rewriteTables } from '../student-data/rewrite-tables.repository.ts';
import {
  clearHomeworkStudents,
  findRetentionYears,
  listExpiredHomework,
  saveRetentionYears,
  type ExpiredHomework,
} from './retention.repository.ts';

/** The school's keeping time: a setting of the school, whoever of its admins asks. */
export async function getRetention(ctx: ApiContext, schoolId: number): Promise<RetentionSetting> {
  return { retention_years: await findRetentionYears(ctx.db, schoolId) };
}

export async function setRetention(
  ctx: ApiContext,
  caller: Caller,
  address: string,
  setting: RetentionSetting,
): Promise<RetentionSetting> {
  await saveRetentionYears(ctx.db, caller.schoolId, setting.retention_years);
  await recordEvent(
    ctx,
    { userId: caller.userId, address },
    'settings.change',
    {
      scope: { school_id: caller.schoolId, homework_id: null, article_id: null, student_id: null },
    },
    { detail: { retention_years: setting.retention_years } },
  );
  return setting;
}

/** What the retention run would delete now (the dry run prints it; the job deletes it). */
export function findExpired(db: Db, now: Date): Promise<ExpiredHomework[]> {
  return listExpiredHomework(db, now);
}

/**
 * The nightly retention run: for every homework past its keeping time, its essays (with reports,
 * page images and stored files), its files never arranged into an essay and its list of student
 * names go; the homework itself and its counted corrections stay. Each homework's deletion is
 * recorded in the trail by the server; then the tables are rewritten (as after an erasure). Running
 * it again deletes nothing more.
 */
export async function applyRetention(
  ctx: ApiContext,
  now: Date,
): Promise<{ homework: number; essays: number; files: number }> {
  const totals = { homework: 0, essays: 0, files: 0 };
  for (const homework of await findExpired(ctx.db, now)) {
    let files = await discardEssays(ctx, homework.article_ids);
    for (const fileId of homework.file_ids) {
      const file = await findFile(ctx.db, fileId);
      if (!file) continue;
      await discardFile(ctx, file);
      files += 1;
    }
    await clearHomeworkStudents(ctx.db, homework.id);
    await recordEvent(
      ctx,
      { userId: null, address: '' },
      'retention.delete',
      { homeworkId: homework.id },
      {
        detail: {
          essays: homework.article_ids.length,
          files,
          expired_at: new Date(homework.expires_at).toISOString(),
        },
      },
    );
    totals.homework += 1;
    totals.essays += homework.article_ids.length;
    totals.files += files;
  }
  // Once a night, after everything expired went: their bytes leave the tables' files too (issue 27).
  if (totals.homework > 0) await rewriteTables(ctx.db, ESSAY_TABLES);
  return totals;
}
