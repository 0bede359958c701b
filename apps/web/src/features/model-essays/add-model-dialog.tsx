import { AddModelArticlesSchema } from '@essay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { CheckboxLabel } from '../../components/ui/checkbox-label.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { addSelectionReducer, EMPTY_SELECTION } from './add-selection.ts';
import { AddibleTable } from './addible-table.tsx';
import { scoreOptions, withHomework } from './model-essay-filter.ts';
import { ModelEssayFilters } from './model-essay-filters.tsx';
import {
  addModelArticles,
  fetchAddibleArticles,
  MODEL_ESSAY_QUERY_ROOT,
} from './model-essays-api.ts';

export interface AddModelDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Choose homework and score, tick graded essays, add them as model essays. */
export function AddModelDialog({ open, onClose }: AddModelDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selection, dispatch] = useReducer(addSelectionReducer, EMPTY_SELECTION);
  const [showName, setShowName] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { filter, chosen } = selection;

  // Every opening starts from a clean dialog.
  useEffect(() => {
    if (open) {
      dispatch({ type: 'reset' });
      setShowName(false);
      setError(undefined);
    }
  }, [open]);

  const addible = useQuery({
    queryKey: [MODEL_ESSAY_QUERY_ROOT, 'addible', filter.homeworkId, filter.score],
    queryFn: () => fetchAddibleArticles(filter),
    enabled: open,
    meta: API_ERRORS_HANDLED,
  });
  // The score choice lists the scores of the chosen homework's addible essays.
  const forScores = useQuery({
    queryKey: [MODEL_ESSAY_QUERY_ROOT, 'addible', filter.homeworkId, null],
    queryFn: () => fetchAddibleArticles(withHomework(filter.homeworkId)),
    enabled: open,
    meta: API_ERRORS_HANDLED,
  });
  const essays = addible.data ?? [];

  const add = useMutation({
    mutationFn: (ids: number[]) => addModelArticles(ids, showName),
    meta: API_ERRORS_HANDLED,
    onSuccess: (answer) => {
      toast.success(t('modelEssay.add.added', { count: answer.added }));
      void queryClient.invalidateQueries({ queryKey: [MODEL_ESSAY_QUERY_ROOT] });
      onClose();
    },
  });

  const submit = () => {
    // Only essays the list still shows are sent (a refetch may have dropped one).
    const ids = essays.map((essay) => essay.article_id).filter((id) => chosen.has(id));
    const parsed = AddModelArticlesSchema.safeParse({ articles_id: ids, show_name: showName });
    if (!parsed.success) {
      setError(t('modelEssay.add.chooseOne'));
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.articles_id);
  };

  return (
    <Modal
      open={open}
      title={t('modelEssay.add.title')}
      onDismiss={add.isPending ? undefined : onClose}
      footer={
        <>
          <button
            type="button"
            className="button secondary"
            onClick={onClose}
            disabled={add.isPending}
          >
            {t('modal.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            onClick={submit}
            disabled={add.isPending}
          >
            {t('modelEssay.add.submit', { count: chosen.size })}
          </button>
        </>
      }
    >
      <div className="add-model-dialog">
        <ModelEssayFilters
          label={t('modelEssay.add.filterLabel')}
          filter={filter}
          scores={scoreOptions(forScores.data ?? [], filter.score)}
          onChange={(next) => {
            setError(undefined);
            dispatch({ type: 'filter', filter: next });
          }}
        />
        {addible.isPending ? (
          <Loading variant="page" />
        ) : (
          <AddibleTable
            essays={essays}
            chosen={chosen}
            onToggle={(articleId) => {
              setError(undefined);
              dispatch({ type: 'toggle', articleId });
            }}
          />
        )}
        <CheckboxLabel className="checkbox-row" checked={showName} onChange={setShowName}>
          {t('modelEssay.add.showName')}
        </CheckboxLabel>
        <p className="model-essay-chosen" aria-live="polite">
          {t('modelEssay.add.chosen', { count: chosen.size })}
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
