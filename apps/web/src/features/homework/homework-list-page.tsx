import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { lastPage } from '../../lib/pagination.ts';
import { GradeAllButton } from './grade-all-button.tsx';
import { fetchHomeworkPage, HOMEWORK_PAGE_SIZE, HOMEWORK_QUERY_ROOT } from './homework-api.ts';
import { HomeworkTable } from './homework-table.tsx';
import './homework.css';

function pageFrom(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /assignment (teacher): the paged homework list of spec §2. */
export function HomeworkListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const list = useQuery({
    queryKey: [HOMEWORK_QUERY_ROOT, 'list', page],
    queryFn: () => fetchHomeworkPage(page),
    placeholderData: keepPreviousData,
    meta: API_ERRORS_HANDLED,
  });
  const last = lastPage(list.data?.total ?? 0, HOMEWORK_PAGE_SIZE);
  const homeworks = list.data?.homeworks ?? [];
  const outOfRange = list.data !== undefined && page > last;
  // A page outside 1..last is ignored (spec §5): an address like ?page=99 shows page 1.
  useEffect(() => {
    if (outOfRange) setParams({}, { replace: true });
  }, [outOfRange, setParams]);
  const gradable = homeworks.some(
    (homework) => homework.grade_status !== 'grading' && homework.submission_status.submitted > 0,
  );

  return (
    <Page className="homework-page" title={t('pages.assignment')}>
      <div className="homework-toolbar">
        <Link className="button primary" to="/assignment/create">
          {t('homework.list.create')}
        </Link>
        <GradeAllButton enabled={gradable} />
      </div>
      <Tabs
        label={t('homework.list.tabsLabel')}
        items={[{ key: 'teacher', label: t('homework.list.teacherTab') }]}
        active="teacher"
        onChange={() => undefined}
      >
        {list.isPending ? (
          <Loading variant="page" />
        ) : (
          <>
            <HomeworkTable homeworks={homeworks} />
            <Pagination
              page={Math.min(page, last)}
              last={last}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            />
          </>
        )}
      </Tabs>
    </Page>
  );
}
