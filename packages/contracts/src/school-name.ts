import { z } from 'zod';
import { confusablesSkeleton } from './confusables/skeleton.ts';
import { safeText } from './safe-text.ts';

// A school's name apart from school.ts: the web app reads school.ts's messages on its first page,
// and this module's 10 KB confusables table is the servers' only (issue 30).

/** Characters nobody sees: spaces of every width, zero-width marks, bidi controls, soft hyphens. */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu;

/**
 * The one key of a school: names that look alike (case, full-width letters, spaces, zero-width
 * and other invisible characters, and letters of other scripts that look the same: Cyrillic А, е,
 * Greek ο, by the TR39 confusables skeleton) give the same key, so they are one school. The last
 * lower-casing folds prototypes such as `O` (of `0`). Empty means no name.
 */
export function schoolNameKey(name: string): string {
  const folded = name.normalize('NFKC').replace(INVISIBLE, '').toLowerCase().normalize('NFKC');
  return confusablesSkeleton(folded).toLowerCase().normalize('NFC');
}

/** The name as shown: invisible characters dropped, runs of spaces made one. */
export function cleanSchoolName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/\p{White_Space}+/gu, ' ')
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/gu, '')
    .trim();
}

/** Registration's school part; read beside the register form, so each part has one owner. */
export const SchoolJoinFormSchema = z.object({
  sch_name: z
    .string()
    .max(200)
    .refine((name) => schoolNameKey(name) !== '', 'School name is required'),
  invite_code: safeText(32).optional(),
});
