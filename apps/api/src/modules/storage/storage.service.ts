import type { SchoolStorage } from '@essay/contracts';
import type { ApiContext } from '../../context.ts';
import { sumSchoolFiles } from './storage.repository.ts';

/**
 * The school's share of the file store (issue 27): homework originals from the product API,
 * avatars from the account service. A figure for the admin, not a quota.
 */
export async function getSchoolStorage(ctx: ApiContext, schoolId: number): Promise<SchoolStorage> {
  const [files, avatars] = await Promise.all([
    sumSchoolFiles(ctx.db, schoolId),
    ctx.account.getSchoolAvatarUsage(schoolId),
  ]);
  return { files, avatars, total_bytes: files.bytes + avatars.bytes };
}
