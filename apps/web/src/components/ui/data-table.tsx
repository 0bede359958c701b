import type { ReactNode } from 'react';

export interface Column<Row> {
  /** Unique within the table; also the React key of the column's cells. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Class of the column's body cells. */
  className?: string | ((row: Row) => string | undefined);
}

export interface DataTableProps<Row> {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** The one row shown when there are no rows. */
  empty: ReactNode;
  className?: string;
  /** Extra attributes of each body row, e.g. a test or data id. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | number>;
}

/** The one table of the app: a hidden caption, column headers, one row per item or the empty text. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  className,
  rowProps,
}: DataTableProps<Row>) {
  return (
    <table className={className ? `table ${className}` : 'table'}>
      <caption className="visually-hidden">{caption}</caption>
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
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="muted">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={
                    typeof column.className === 'function'
                      ? column.className(row)
                      : column.className
                  }
                >
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
