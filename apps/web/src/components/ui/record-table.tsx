import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableProps } from './paged-table.tsx';

export type RecordTableProps<Row> = Pick<
  PagedTableProps<Row>,
  'caption' | 'columns' | 'list' | 'rowKey'
>;

/** A page of a point log: the table and its pager. */
export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const { t } = useTranslation();
  return <PagedTable {...props} empty={t('point.empty')} />;
}
