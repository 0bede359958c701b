import type { ReactNode } from 'react';
import { Loading } from './loading.tsx';

export interface Column<Row> {
  /** Unique within the table; also the React key of the column's cells. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Class of the column's body cells. */
  className?: string | ((row: Row) => string | undefined);
  /** The column that names its row: a `<th scope="row">` instead of a data cell. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Read by screen readers only, unless `showCaption`; omitted where a heading above says it. */
  caption?: string;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** Omitted: the row's `id` (as MUI's `getRowId`); rows without one must say how they are keyed. */
  rowKey?: (row: Row, index: number) => string | number;
  /** The one row shown when there are no rows; omitted where an empty table is not shown. */
  empty?: ReactNode;
  className?: string;
  /** Extra attributes of each body row, e.g. a test or data id. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | number>;
  /** The rows are still on their way: the page's loading skeleton stands in for the table. */
  loading?: boolean;
}

function idOf(row: unknown): string | number {
  return (row as { id: string | number }).id;
}

function cellClass<Row>(column: Column<Row>, row: Row): string | undefined {
  return typeof column.className === 'function' ? column.className(row) : column.className;
}

/** The one table of the app: a caption, column headers, one row per item or the empty text. */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey = idOf,
  empty,
  className,
  rowProps,
  loading = false,
}: DataTableProps<Row>) {
  if (loading) return <Loading variant="page" />;
  return (
    <table className={className ? `table ${className}` : 'table'}>
      {caption !== undefined && (
        <caption className={showCaption ? undefined : 'visually-hidden'}>{caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowProps?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={cellClass(column, row)}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column, row)}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
