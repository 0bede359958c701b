import {
  accountAnswerSchema,
  accountRowsSchema,
  PointAskSchema,
  PointInfoSchema,
  SchoolLedgerRowSchema,
  SchoolTeacherSchema,
  type PointAsk,
  type SchoolLedgerRow,
  type SchoolTeacher,
} from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../../lib/http/account-client.ts';
import { fetchAccountPage, type Page } from '../../lib/http/account-pages.ts';

export const POINT_MANAGE_KEY = 'point-manage' as const;

export const fetchSchoolAsks = (page: number): Promise<Page<PointAsk>> =>
  fetchAccountPage('/pointask/get_sch_ask_list', PointAskSchema, page);

export const fetchSchoolLedger = (page: number): Promise<Page<SchoolLedgerRow>> =>
  fetchAccountPage('/point/get_sch_ledger', SchoolLedgerRowSchema, page);

export async function fetchSchoolTeachers(): Promise<SchoolTeacher[]> {
  const answer = requireState(
    await accountRequest('/point/get_sch_teachers', accountRowsSchema(SchoolTeacherSchema)),
  );
  return answer.rows ?? [];
}

export async function reviewAsk(id: number, approve: boolean, note: string): Promise<void> {
  requireState(
    await accountRequest('/pointask/review', accountAnswerSchema(z.unknown()), {
      fields: { id, ask_ok: approve ? '1' : '-1', review_note: note },
    }),
  );
}

export async function grantPoints(userId: number, points: number, note: string): Promise<number> {
  const answer = requireState(
    await accountRequest('/point/grant', accountAnswerSchema(PointInfoSchema), {
      fields: { user_id: userId, points, note },
    }),
  );
  return answer.data?.user_point ?? 0;
}
