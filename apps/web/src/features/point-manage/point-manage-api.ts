import {
  accountAnswerSchema,
  accountRowsSchema,
  PointAskSchema,
  PointInfoSchema,
  POINT_PAGE_SIZE,
  SchoolLedgerRowSchema,
  SchoolTeacherSchema,
  type Pager,
  type PointAsk,
  type SchoolLedgerRow,
  type SchoolTeacher,
} from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../../lib/http/account-client.ts';

export const POINT_MANAGE_KEY = 'point-manage' as const;

export interface Page<Row> {
  rows: Row[];
  pager: Pager;
}

async function fetchPage<S extends z.ZodType>(
  path: string,
  row: S,
  page: number,
): Promise<Page<z.output<S>>> {
  const answer = requireState(
    await accountRequest(path, accountRowsSchema(row), { query: { page } }),
  );
  const rows = (answer.rows ?? []) as z.output<S>[];
  return { rows, pager: answer.pager ?? { records: rows.length, limit: POINT_PAGE_SIZE, page } };
}

export const fetchSchoolAsks = (page: number): Promise<Page<PointAsk>> =>
  fetchPage('/pointask/get_sch_ask_list', PointAskSchema, page);

export const fetchSchoolLedger = (page: number): Promise<Page<SchoolLedgerRow>> =>
  fetchPage('/point/get_sch_ledger', SchoolLedgerRowSchema, page);

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
