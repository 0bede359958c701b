import type { ModelArticle } from '@essay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { AddModelDialog } from './add-model-dialog.tsx';
import { ALL_ESSAYS, scoreOptions, withHomework } from './model-essay-filter.ts';
import { ModelEssayFilters } from './model-essay-filters.tsx';
import { ModelEssayTable } from './model-essay-table.tsx';
import { ModelEssayViewDialog } from './model-essay-view-dialog.tsx';
import { fetchModelArticles, MODEL_ESSAY_QUERY_ROOT } from './model-essays-api.ts';
import { RemoveModelDialog } from './remove-model-dialog.tsx';
import { useShowNameToggle } from './use-show-name-toggle.ts';
import './model-essays.css';

/** /model-essay-setting (teacher): filter, view, remove and add model essays (spec §2). */
export function ModelEssaySettingPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(ALL_ESSAYS);
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<ModelArticle | null>(null);
  const [removing, setRemoving] = useState<ModelArticle | null>(null);
  const toggle = useShowNameToggle();
  // Set in the click handler itself, so the controlled box shows the click at once.
  const [flipping, setFlipping] = useState<{ id: number; showName: boolean } | null>(null);

  const list = useQuery({
    queryKey: [MODEL_ESSAY_QUERY_ROOT, 'list', filter.homeworkId, filter.score],
    queryFn: () => fetchModelArticles(filter),
    meta: API_ERRORS_HANDLED,
  });
  // The score choice lists the scores found among the chosen homework's model essays.
  const forScores = useQuery({
    queryKey: [MODEL_ESSAY_QUERY_ROOT, 'list', filter.homeworkId, null],
    queryFn: () => fetchModelArticles(withHomework(filter.homeworkId)),
    meta: API_ERRORS_HANDLED,
  });
  const title = t('pages.modelEssaySetting');

  return (
    <Page className="model-essay-page" title={title}>
      <div className="model-essay-toolbar">
        <ModelEssayFilters
          label={t('modelEssay.filter.label')}
          filter={filter}
          scores={scoreOptions(forScores.data ?? [], filter.score)}
          onChange={setFilter}
        />
        <button type="button" className="button primary" onClick={() => setAdding(true)}>
          {t('modelEssay.add.open')}
        </button>
      </div>
      {list.isPending ? (
        <Loading variant="page" />
      ) : (
        <ModelEssayTable
          essays={list.data ?? []}
          onView={setViewing}
          onDelete={setRemoving}
          onShowNameChange={(essay, showName) => {
            setFlipping({ id: essay.id, showName });
            toggle.mutate({ id: essay.id, showName }, { onSettled: () => setFlipping(null) });
          }}
          saving={flipping}
        />
      )}
      <AddModelDialog open={adding} onClose={() => setAdding(false)} />
      <ModelEssayViewDialog essay={viewing} onClose={() => setViewing(null)} />
      <RemoveModelDialog essay={removing} onClose={() => setRemoving(null)} />
    </Page>
  );
}
