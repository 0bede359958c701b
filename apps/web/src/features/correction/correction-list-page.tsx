import { useTranslation } from 'react-i18next';
import { HomeworkListTable } from '../../components/homework-list-table.tsx';
import { Page } from '../../components/layout/page.tsx';
import { fetchHomeworkPage, HOMEWORK_PAGE_SIZE } from '../../lib/queries/homework-queries.ts';
import { useAddressPagedQuery } from '../../lib/use-paged-query.ts';
import { CORRECTION_QUERY_ROOT } from './correction-api.ts';
import './correction.css';

/** /aicheck-list (teacher): homework paged ten at a time with its correction status. */
export function CorrectionListPage() {
  const { t } = useTranslation();
  const list = useAddressPagedQuery(
    [CORRECTION_QUERY_ROOT, 'list'],
    (page) => fetchHomeworkPage(page),
    HOMEWORK_PAGE_SIZE,
  );
  return (
    <Page className="correction-list-page" title={t('pages.aicheckList')}>
      <HomeworkListTable
        list={list}
        className="correction-list-table"
        caption={t('correction.list.caption')}
        empty={t('correction.list.empty')}
        name={(homework) => homework.name}
        handedIn={{
          key: 'handedIn',
          header: t('correction.list.handedIn'),
          cell: (homework) =>
            `${homework.submission_status.submitted} / ${homework.submission_status.required}`,
        }}
        open={{
          text: t('correction.list.view'),
          label: (homework) => t('correction.list.viewLabel', { name: homework.name }),
        }}
      />
    </Page>
  );
}
