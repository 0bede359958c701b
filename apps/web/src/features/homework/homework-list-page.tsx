import type { SubmissionMethod } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../components/layout/page.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import {
  fetchHomeworkPage,
  HOMEWORK_PAGE_SIZE,
  HOMEWORK_QUERY_ROOT,
} from '../../lib/queries/homework-queries.ts';
import { useAddressPagedQuery } from '../../lib/use-paged-query.ts';
import { GradeAllButton } from './grade-all-button.tsx';
import { HomeworkTable } from './homework-table.tsx';
import './homework.css';

/** /assignment (teacher): the paged homework list of spec §2, a tab per way of handing in. */
export function HomeworkListPage() {
  const { t } = useTranslation();
  const [method, setMethod] = useState<SubmissionMethod>('teacher');
  const list = useAddressPagedQuery(
    [HOMEWORK_QUERY_ROOT, 'list', method],
    (page) => fetchHomeworkPage(page, method),
    HOMEWORK_PAGE_SIZE,
  );
  const gradable = list.rows.some(
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
        items={[
          { key: 'teacher', label: t('homework.list.teacherTab') },
          { key: 'student', label: t('homework.list.studentTab') },
        ]}
        active={method}
        onChange={(key) => {
          setMethod(key);
          list.setPage(1);
        }}
      >
        <HomeworkTable list={list} />
      </Tabs>
    </Page>
  );
}
