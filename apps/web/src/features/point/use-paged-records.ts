import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lastPage } from '../../lib/pagination.ts';
import type { Page } from './point-api.ts';

export const POINT_QUERY_ROOT = 'point' as const;

/** One paged point record list; the page number lives here, the server pages. */
export function usePagedRecords<Row>(
  name: string,
  proKey: string,
  fetchPage: (proKey: string, page: number) => Promise<Page<Row>>,
) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [POINT_QUERY_ROOT, name, proKey, page],
    queryFn: () => fetchPage(proKey, page),
    placeholderData: keepPreviousData,
  });
  const pager = query.data?.pager;
  return {
    rows: query.data?.rows ?? [],
    page,
    last: pager ? lastPage(pager.records, pager.limit) : 1,
    setPage,
    loading: query.isPending,
    error: query.error,
  };
}
