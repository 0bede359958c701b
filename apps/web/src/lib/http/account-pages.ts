import { accountRowsSchema, POINT_PAGE_SIZE, type Pager } from '@essay/contracts';
import type { z } from 'zod';
import { accountRequest, requireState, type FormFields } from './account-client.ts';

/** One page of an account-service list: its rows and the server's pager. */
export interface Page<Row> {
  rows: Row[];
  pager: Pager;
}

/** Fetches page `page` of an account-service list, each row parsed with `row`. */
export async function fetchAccountPage<S extends z.ZodType>(
  path: string,
  row: S,
  page: number,
  fields?: FormFields,
): Promise<Page<z.output<S>>> {
  const answer = requireState(
    await accountRequest(path, accountRowsSchema(row), {
      query: { page },
      ...(fields ? { fields } : {}),
    }),
  );
  const rows = (answer.rows ?? []) as z.output<S>[];
  return { rows, pager: answer.pager ?? { records: rows.length, limit: POINT_PAGE_SIZE, page } };
}
