import {
  accountAnswerSchema,
  accountRowsSchema,
  PointAskSchema,
  PointGetLogRowSchema,
  PointInfoSchema,
  PointUseLogRowSchema,
  POINT_PAGE_SIZE,
  type Pager,
} from '@essay/contracts';
import { z } from 'zod';
import { accountRequest, requireState } from '../../lib/http/account-client.ts';

const PlainAnswerSchema = accountAnswerSchema(z.unknown());

export interface Page<Row> {
  rows: Row[];
  pager: Pager;
}

export async function fetchBalance(proKey: string): Promise<number> {
  const answer = requireState(
    await accountRequest('/point/get_info', accountAnswerSchema(PointInfoSchema), {
      fields: { pro_key: proKey },
    }),
  );
  return answer.data?.user_point ?? 0;
}

async function fetchPage<S extends z.ZodType>(
  path: string,
  row: S,
  proKey: string,
  page: number,
): Promise<Page<z.output<S>>> {
  const answer = requireState(
    await accountRequest(path, accountRowsSchema(row), {
      query: { page },
      fields: { pro_key: proKey },
    }),
  );
  const rows = (answer.rows ?? []) as z.output<S>[];
  return { rows, pager: answer.pager ?? { records: rows.length, limit: POINT_PAGE_SIZE, page } };
}

export const RECORD_SOURCES = {
  get: { path: '/point/get_point_get_log', row: PointGetLogRowSchema },
  use: { path: '/point/get_point_user_log', row: PointUseLogRowSchema },
  apply: { path: '/pointask/get_ask_list', row: PointAskSchema },
} as const;

export const fetchGetLog = (proKey: string, page: number) =>
  fetchPage(RECORD_SOURCES.get.path, RECORD_SOURCES.get.row, proKey, page);
export const fetchUseLog = (proKey: string, page: number) =>
  fetchPage(RECORD_SOURCES.use.path, RECORD_SOURCES.use.row, proKey, page);
export const fetchAskList = (proKey: string, page: number) =>
  fetchPage(RECORD_SOURCES.apply.path, RECORD_SOURCES.apply.row, proKey, page);

/** A point application succeeds only when the answer's state is true (spec §8). */
export async function applyForPoints(
  proKey: string,
  askPoint: number,
  askNote: string,
): Promise<void> {
  requireState(
    await accountRequest('/pointask/add', PlainAnswerSchema, {
      fields: { pro_key: proKey, ask_point: askPoint, ask_note: askNote },
    }),
  );
}

export async function withdrawApplication(proKey: string, id: number): Promise<void> {
  requireState(
    await accountRequest('/pointask/dele', PlainAnswerSchema, {
      fields: { pro_key: proKey, del_id: id },
    }),
  );
}
