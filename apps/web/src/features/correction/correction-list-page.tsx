import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Homework } from '@essay/contracts';
import { Page } from '../../components/layout/page.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { lastPage } from '../../lib/pagination.ts';
import {
  CORRECTION_PAGE_SIZE,
  CORRECTION_QUERY_ROOT,
  fetchCorrectionPage,
} from './correction-api.ts';
import { HOMEWORK_GRADE_KEYS } from '../../lib/grading/status-labels.ts';
import './correction.css';

function pageFrom(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /aicheck-list (teacher): homework paged ten at a time with its correction status. */
export function CorrectionListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useQuery({
    queryKey: [CORRECTION_QUERY_ROOT, 'list', page],
    queryFn: () => fetchCorrectionPage(page),
    placeholderData: keepPreviousData,
    meta: API_ERRORS_HANDLED,
  });
  const last = lastPage(list.data?.total ?? 0, CORRECTION_PAGE_SIZE);
  const outOfRange = list.data !== undefined && page > last;
  // A page outside 1..last is ignored (spec §5): an address like ?page=99 shows page 1.
  useEffect(() => {
    if (outOfRange) setParams({}, { replace: true });
  }, [outOfRange, setParams]);
  const homeworks = list.data?.homeworks ?? [];
  const columns: Column<Homework>[] = [
    {
      key: 'created',
      header: t('correction.list.createdAt'),
      cell: (homework) => formatDateTime(homework.created_at),
    },
    { key: 'name', header: t('correction.list.name'), cell: (homework) => homework.name },
    {
      key: 'handedIn',
      header: t('correction.list.handedIn'),
      cell: (homework) =>
        `${homework.submission_status.submitted} / ${homework.submission_status.required}`,
    },
    {
      key: 'grade',
      header: t('correction.list.gradeStatus'),
      className: (homework) => `grade-status-${homework.grade_status}`,
      cell: (homework) => t(HOMEWORK_GRADE_KEYS[homework.grade_status]),
    },
    {
      key: 'action',
      header: t('correction.list.action'),
      cell: (homework) => (
        <Link
          to={`/aicheck/${homework.id}`}
          aria-label={t('correction.list.viewLabel', { name: homework.name })}
        >
          {t('correction.list.view')}
        </Link>
      ),
    },
  ];

  return (
    <Page className="correction-list-page" title={t('pages.aicheckList')}>
      {list.isPending ? (
        <Loading variant="page" />
      ) : (
        <>
          <DataTable
            className="correction-list-table"
            caption={t('correction.list.caption')}
            columns={columns}
            rows={homeworks}
            rowKey={(homework) => homework.id}
            empty={t('correction.list.empty')}
          />
          <Pagination
            page={Math.min(page, last)}
            last={last}
            onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
    </Page>
  );
}
