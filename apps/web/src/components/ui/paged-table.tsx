import { DataTable, type DataTableProps } from './data-table.tsx';
import { Loading } from './loading.tsx';
import { Pagination } from './pagination.tsx';
import type { PagedList } from '../../lib/use-paged-query.ts';

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading'> {
  /** The page shown, as `usePagedQuery` or `useAddressPagedQuery` gives it. */
  list: PagedList<Row>;
}

/** One page of a server-paged list: the table and its pager (the loading skeleton until it comes). */
export function PagedTable<Row>({ list, ...table }: PagedTableProps<Row>) {
  if (list.loading) return <Loading variant="page" />;
  return (
    <>
      <DataTable {...table} rows={list.rows} />
      <Pagination page={list.page} last={list.last} onChange={list.setPage} />
    </>
  );
}
