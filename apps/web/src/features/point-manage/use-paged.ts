import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lastPage } from '../../lib/pagination.ts';
import { POINT_MANAGE_KEY, type Page } from './point-manage-api.ts';

/** One server-paged list of point management. */
export function usePaged<Row>(name: string, fetchPage: (page: number) => Promise<Page<Row>>) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [POINT_MANAGE_KEY, name, page],
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
