import type { ModelArticle } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { EssayTable } from './essay-table.tsx';
import { ModelEssayViewDialog } from './model-essay-view-dialog.tsx';
import { fetchStudentModelArticles, MODEL_ESSAY_QUERY_ROOT } from './model-essays-api.ts';
import './model-essays.css';
import { essayLabel } from '../../lib/essay-label.ts';

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
  return (
    <Page className="model-essay-page" title={title}>
      <EssayTable
        loading={list.isPending}
        caption={t('modelEssay.student.caption')}
        rows={list.data ?? []}
        empty={t('modelEssay.student.empty')}
        nameMayBeHidden
        actions={[
          {
            text: t('modelEssay.table.view'),
            label: (essay) =>
              t('modelEssay.student.viewOf', {
                title: essayLabel(essay, (key, vars) => t(key, vars ?? {})),
                homework: essay.homework_name,
              }),
            tone: 'secondary',
            onClick: setViewing,
          },
        ]}
      />
      <ModelEssayViewDialog essay={viewing} onClose={() => setViewing(null)} />
    </Page>
  );
}
