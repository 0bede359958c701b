import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from './data-table.tsx';
import { Loading } from './loading.tsx';
import { Pagination } from './pagination.tsx';

export interface RecordTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  loading: boolean;
  page: number;
  last: number;
  onPage: (page: number) => void;
}

/** A page of a point log: the table and its pager. */
export function RecordTable<Row>({ loading, page, last, onPage, ...table }: RecordTableProps<Row>) {
  const { t } = useTranslation();
  if (loading) return <Loading variant="page" />;
  return (
    <>
      <DataTable {...table} empty={t('point.empty')} />
      <Pagination page={page} last={last} onChange={onPage} />
    </>
  );
}
