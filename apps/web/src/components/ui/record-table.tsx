import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from './data-table.tsx';
import { Loading } from './loading.tsx';
import { Pagination } from './pagination.tsx';
import type { PagedList } from '../../lib/use-paged-query.ts';

export interface RecordTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  /** The page shown, as `usePagedQuery` gives it. */
  list: PagedList<Row>;
  rowKey: (row: Row, index: number) => string;
}

/** A page of a point log: the table and its pager. */
export function RecordTable<Row>({ caption, columns, list, rowKey }: RecordTableProps<Row>) {
  const { t } = useTranslation();
  if (list.loading) return <Loading variant="page" />;
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        empty={t('point.empty')}
      />
      <Pagination page={list.page} last={list.last} onChange={list.setPage} />
    </>
  );
}
