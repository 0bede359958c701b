import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { MODEL_ESSAY_QUERY_ROOT, setModelShowName } from './model-essays-api.ts';

/** Shows or hides a model essay's student name to students; failures are "Update Failed". */
export function useShowNameToggle() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, showName }: { id: number; showName: boolean }) =>
      setModelShowName(id, showName),
    onSuccess: () => {
      toast.success(t('success.update'));
      return queryClient.invalidateQueries({ queryKey: [MODEL_ESSAY_QUERY_ROOT] });
    },
    onError: (error) => {
      if (error instanceof ApiHttpError && error.status === 401) handleApiFailure(error);
      else toast.error(t('errors.updateFailed'));
    },
  });
}
