import { accountRowsSchema, ClassRowSchema, type ClassRow } from '@essay/contracts';
import { accountRequest, requireState } from './http/account-client.ts';

/**
 * The classes the account service lists for the caller under a product: a teacher's or admin's
 * school classes for the homework form, a student's own classes (account service, form-encoded).
 */
export async function fetchClassList(proKey: string): Promise<ClassRow[]> {
  const answer = requireState(
    await accountRequest('/schoolclass/getlist', accountRowsSchema(ClassRowSchema), {
      fields: { pro_key: proKey, all_list: 0 },
    }),
  );
  return answer.rows ?? [];
}
