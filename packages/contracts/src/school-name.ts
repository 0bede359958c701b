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

/**
 * Characters written two ways in school names (臺/台 above all), folded to one, for the look-alike
 * key only: the stored name keeps what its school typed.
 */
const VARIANTS: Record<string, string> = {
  台: '臺',
  湾: '灣',
  学: '學',
  国: '國',
  県: '縣',
  实: '實',
};
/** Short forms of school kinds, written out: 國中 is 國民中學 (and so on), as people shorten them. */
const SHORT_FORMS: readonly [RegExp, string][] = [
  [/國中/gu, '國民中學'],
  [/國小/gu, '國民小學'],
  [/高中/gu, '高級中學'],
  [/高職/gu, '高級職業學校'],
];
const MARKS = /[\p{P}\p{S}]/gu;

/**
 * The look-alike key (decision 0071): the school key with 台/臺 and other variants folded, 國中
 * and its kin written out, and punctuation dropped. Two names with one look-alike key are to be
 * told apart by their code, never by how someone typed them.
 */
export function schoolLookAlikeKey(name: string): string {
  let key = [...schoolNameKey(name)].map((c) => VARIANTS[c] ?? c).join('');
  for (const [short, long] of SHORT_FORMS) key = key.replace(short, long);
  return key.replace(MARKS, '');
}

/** A city or county and 市立/縣立/國立/私立 in front of the school's own name. */
const PLACE_PREFIX = /^(?:\p{Script=Han}{1,3}[市縣])?(?:市立|縣立|國立|私立|立)/u;

/**
 * The look-alike key without the place in front (臺北市立明德國民中學 and 明德國中 share 明德國民中學):
 * a name people shorten this way looks like the school to them. Never shorter than two characters.
 */
export function schoolCoreKey(name: string): string {
  const key = schoolLookAlikeKey(name);
  const core = key.replace(PLACE_PREFIX, '');
  return [...core].length >= 2 ? core : key;
}

/** Whether two school names look alike to a person (same look-alike key or same core key). */
export function schoolNamesLookAlike(a: string, b: string): boolean {
  return schoolLookAlikeKey(a) === schoolLookAlikeKey(b) || schoolCoreKey(a) === schoolCoreKey(b);
}

const FORM_FLAG = z
  .string()
  .optional()
  .transform((value) => value !== undefined && value !== '' && value !== '0');

/**
 * Registration's school part; read beside the register form, so each part has one owner. With a
 * code, the code decides the school and the name may be empty (decision 0071). `new_school`: the
 * registrant starts a new school whose exact name is `sch_name`; `confirm_school`: the name they
 * confirmed after the look-alike warning.
 */
export const SchoolJoinFormSchema = z.object({
  sch_name: safeText(200).default(''),
  invite_code: safeText(32).optional(),
  new_school: FORM_FLAG,
  confirm_school: safeText(200).optional(),
});
export type SchoolJoinForm = z.infer<typeof SchoolJoinFormSchema>;
