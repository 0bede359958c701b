import type { Db } from '@essay/db';
import {
  deleteSchoolRows,
  listSchoolOverviews,
  type SchoolOverview,
} from './school-operator.repository.ts';

export type { SchoolOverview };

/** Every school with its member counts, oldest first: the platform operator's list. */
export function listSchools(db: Db): Promise<SchoolOverview[]> {
  return listSchoolOverviews(db);
}

/** Why a school is not removed; `removed` when it was. */
export type SchoolRemoval =
  | { outcome: 'removed'; school: SchoolOverview }
  | { outcome: 'not_found' }
  | { outcome: 'has_members'; school: SchoolOverview }
  | { outcome: 'has_points'; school: SchoolOverview }
  | { outcome: 'has_product_data'; school: SchoolOverview };

/**
 * Removes an empty or mistaken school (decision 0071). Safe by default: a school with any
 * account (active, waiting, removed or rejected) stays unless `withMembers` says to delete those
 * accounts too; a school whose members have points history always stays (the ledger is kept);
 * so does one with product data (`hasProductData`: homework, essays, files; those go through
 * the school's own deletion, which also removes the files and records it).
 */
export async function removeSchool(
  db: Db,
  schoolId: number,
  options: { withMembers: boolean; hasProductData: (db: Db, schoolId: number) => Promise<boolean> },
): Promise<SchoolRemoval> {
  return db.transaction(async (tx) => {
    const school = (await listSchoolOverviews(tx)).find((s) => s.id === schoolId);
    if (!school) return { outcome: 'not_found' };
    if (school.with_points > 0) return { outcome: 'has_points', school };
    if (await options.hasProductData(tx, schoolId)) return { outcome: 'has_product_data', school };
    const members = school.active + school.pending + school.former;
    if (members > 0 && !options.withMembers) return { outcome: 'has_members', school };
    await deleteSchoolRows(tx, schoolId);
    return { outcome: 'removed', school };
  });
}
