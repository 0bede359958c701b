import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from './http/account-pages.ts';
import { lastPage } from './pagination.ts';

/** One server-paged list: the page number lives here, `key` plus the page is its cache key. */
export function usePagedQuery<Row>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<Row>>,
) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...key, page],
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
  });
  const pager = query.data?.pager;
  return {
    rows: query.data?.rows ?? [],
    page,
    last: pager ? lastPage(pager.records, pager.limit) : 1,
    setPage,
    loading: query.isPending,
  };
}
