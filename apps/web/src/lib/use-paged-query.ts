import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from './http/account-pages.ts';
import { lastPage } from './pagination.ts';

/** What a paged list shows: the rows of the page, where it stands, how to turn it. */
export interface PagedList<Row> {
  rows: readonly Row[];
  page: number;
  last: number;
  setPage: (page: number) => void;
  loading: boolean;
}

/** One server-paged list: the page number lives here, `key` plus the page is its cache key. */
export function usePagedQuery<Row>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<Page<Row>>,
): PagedList<Row> {
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
