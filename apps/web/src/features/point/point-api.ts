import {
  PointAskSchema,
  PointGetLogRowSchema,
  PointInfoSchema,
  PointUseLogRowSchema,
} from '@essay/contracts';
import { accountCommand, accountRecord } from '../../lib/http/account-client.ts';
import { fetchAccountPage } from '../../lib/http/account-pages.ts';

export const POINT_QUERY_ROOT = 'point' as const;

export async function fetchBalance(proKey: string): Promise<number> {
  const fields = { pro_key: proKey };
  return (await accountRecord('/point/get_info', PointInfoSchema, { fields })).user_point;
}

export const RECORD_SOURCES = {
  get: { path: '/point/get_point_get_log', row: PointGetLogRowSchema },
  use: { path: '/point/get_point_user_log', row: PointUseLogRowSchema },
  apply: { path: '/pointask/get_ask_list', row: PointAskSchema },
} as const;

export const fetchGetLog = (proKey: string, page: number) =>
  fetchAccountPage(RECORD_SOURCES.get.path, RECORD_SOURCES.get.row, page, { pro_key: proKey });
export const fetchUseLog = (proKey: string, page: number) =>
  fetchAccountPage(RECORD_SOURCES.use.path, RECORD_SOURCES.use.row, page, { pro_key: proKey });
export const fetchAskList = (proKey: string, page: number) =>
  fetchAccountPage(RECORD_SOURCES.apply.path, RECORD_SOURCES.apply.row, page, { pro_key: proKey });
export { applyForPoints } from '../../lib/points/apply-for-points.ts';

export function withdrawApplication(proKey: string, id: number): Promise<void> {
  return accountCommand('/pointask/dele', { fields: { pro_key: proKey, del_id: id } });
}
