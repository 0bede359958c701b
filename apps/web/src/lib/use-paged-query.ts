import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Page } from './http/account-pages.ts';
import { API_ERRORS_HANDLED } from './http/handle-api-failure.ts';
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

function pageFrom(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A server-paged list of the product API whose page is in the address (`?page=2`), so a reload or
 * the back button keeps it. A page outside 1..last is ignored (spec §5): ?page=99 shows page 1.
 */
export function useAddressPagedQuery<Row>(
  key: readonly unknown[],
  fetchPage: (page: number) => Promise<{ rows: readonly Row[]; total: number }>,
  pageSize: number,
): PagedList<Row> {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useQuery({
    queryKey: [...key, page],
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
    meta: API_ERRORS_HANDLED,
  });
  const last = lastPage(query.data?.total ?? 0, pageSize);
  const outOfRange = query.data !== undefined && page > last;
  useEffect(() => {
    if (outOfRange) setParams({}, { replace: true });
  }, [outOfRange, setParams]);
  return {
    rows: query.data?.rows ?? [],
    page: Math.min(page, last),
    last,
    setPage: (next) => setParams(next === 1 ? {} : { page: String(next) }),
    loading: query.isPending,
  };
}
