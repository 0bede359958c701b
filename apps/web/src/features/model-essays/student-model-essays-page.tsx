import type { ModelArticle } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { essayColumns } from './model-essay-columns.tsx';
import { ModelEssayViewDialog } from './model-essay-view-dialog.tsx';
import { fetchStudentModelArticles, MODEL_ESSAY_QUERY_ROOT } from './model-essays-api.ts';
import './model-essays.css';

/**
 * /model-essays (student): the model essays of the student's classes' homework. The server
 * blanks a name the teacher did not choose to show; the page says so instead of leaving a gap.
 */
export function StudentModelEssaysPage() {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<ModelArticle | null>(null);
  const list = useQuery({
    queryKey: [MODEL_ESSAY_QUERY_ROOT, 'student'],
    queryFn: fetchStudentModelArticles,
    meta: API_ERRORS_HANDLED,
  });
  const title = t('pages.modelEssays');
  const essays = list.data ?? [];
  const columns: Column<ModelArticle>[] = [
    ...essayColumns<ModelArticle>(t, { nameMayBeHidden: true }),
    {
      key: 'action',
      header: t('modelEssay.table.action'),
      cell: (essay) => (
        <button
          type="button"
          className="button small secondary"
          aria-label={t('modelEssay.student.viewOf', {
            title: essay.title,
            homework: essay.homework_name,
          })}
          onClick={() => setViewing(essay)}
        >
          {t('modelEssay.table.view')}
        </button>
      ),
    },
  ];

  return (
    <Page className="model-essay-page" title={title}>
      <DataTable
        loading={list.isPending}
        className="model-essay-table"
        caption={t('modelEssay.student.caption')}
        columns={columns}
        rows={essays}
        rowKey={(essay) => essay.id}
        empty={t('modelEssay.student.empty')}
      />
      <ModelEssayViewDialog essay={viewing} onClose={() => setViewing(null)} />
    </Page>
  );
}
