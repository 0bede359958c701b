import { ClassRowSchema, type ClassRow } from '@essay/contracts';
import { accountRecord, accountRows } from './http/account-client.ts';

/**
 * The classes the account service lists for the caller under a product: a teacher's or admin's
 * school classes for the homework form, a student's own classes (account service, form-encoded).
 */
export function fetchClassList(proKey: string): Promise<ClassRow[]> {
  return accountRows('/schoolclass/getlist', ClassRowSchema, {
    fields: { pro_key: proKey, all_list: 0 },
  });
}

/** A new join code for the class (its teacher or the school admin); the old one stops working. */
export function renewClassCode(id: number): Promise<ClassRow> {
  return accountRecord('/schoolclass/new_code', ClassRowSchema, { fields: { id } });
}

/** A student's own classes: one cache key for the class page and the home page's hint. */
export const MY_CLASSES_KEY = ['student', 'classes'] as const;

/** The classes the student joined (a student's class list is their own). */
export function fetchMyClasses(): Promise<ClassRow[]> {
  return fetchClassList('essay_chk');
}
