import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/ui/loading.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

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

export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  page,
  last,
  onPage,
}: RecordTableProps<Row>) {
  const { t } = useTranslation();
  if (loading) return <Loading variant="page" />;
  return (
    <>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="muted">
                {t('point.empty')}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <Pagination page={page} last={last} onChange={onPage} />
    </>
  );
}
