import type { ModelArticle } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { toastApiFailure } from '../../lib/http/handle-api-failure.ts';
import { MODEL_ESSAY_QUERY_ROOT, setModelShowName } from './model-essays-api.ts';

type Toggle = { id: number; showName: boolean };
const LISTS = [MODEL_ESSAY_QUERY_ROOT, 'list'];

/**
 * Shows or hides a model essay's student name to students. The box follows the click at once
 * (the cached lists are updated before the call) and goes back when the call fails ("Update Failed").
 */
export function useShowNameToggle() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, showName }: Toggle) => setModelShowName(id, showName),
    onMutate: async ({ id, showName }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: LISTS });
      const before = queryClient.getQueriesData<ModelArticle[]>({ queryKey: LISTS });
      queryClient.setQueriesData<ModelArticle[]>({ queryKey: LISTS }, (list) =>
        list?.map((essay) => (essay.id === id ? { ...essay, show_name: showName } : essay)),
      );
      return { before };
    },
    onSuccess: () => {
      toast.success(t('success.update'));
    },
    onError: (error, _toggle, context) => {
      for (const [key, list] of context?.before ?? []) queryClient.setQueryData(key, list);
      toastApiFailure(error, t('errors.updateFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MODEL_ESSAY_QUERY_ROOT] }),
  });
}
