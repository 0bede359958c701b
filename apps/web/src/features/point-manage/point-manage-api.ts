import {
  PointAskSchema,
  PointInfoSchema,
  SchoolLedgerRowSchema,
  SchoolTeacherSchema,
  type PointAsk,
  type SchoolLedgerRow,
  type SchoolTeacher,
} from '@essay/contracts';
import { accountCommand, accountRecord, accountRows } from '../../lib/http/account-client.ts';
import { fetchAccountPage, type Page } from '../../lib/http/account-pages.ts';
import { queryOptions } from '@tanstack/react-query';

export const POINT_MANAGE_KEY = 'point-manage' as const;

export const fetchSchoolAsks = (page: number): Promise<Page<PointAsk>> =>
  fetchAccountPage('/pointask/get_sch_ask_list', PointAskSchema, page);

export const fetchSchoolLedger = (page: number): Promise<Page<SchoolLedgerRow>> =>
  fetchAccountPage('/point/get_sch_ledger', SchoolLedgerRowSchema, page);

/** The school's teachers, whom the admin may grant points. */
export const schoolTeachersQuery = queryOptions({
  queryKey: [POINT_MANAGE_KEY, 'teachers'],
  queryFn: (): Promise<SchoolTeacher[]> =>
    accountRows('/point/get_sch_teachers', SchoolTeacherSchema),
});

export function reviewAsk(id: number, approve: boolean, note: string): Promise<void> {
  return accountCommand('/pointask/review', {
    fields: { id, ask_ok: approve ? '1' : '-1', review_note: note },
  });
}

/** The teacher's balance after the grant. */
export async function grantPoints(userId: number, points: number, note: string): Promise<number> {
  const fields = { user_id: userId, points, note };
  return (await accountRecord('/point/grant', PointInfoSchema, { fields })).user_point;
}
