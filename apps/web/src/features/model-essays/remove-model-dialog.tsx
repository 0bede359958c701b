import type { ModelArticle } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { toastApiFailure } from '../../lib/http/handle-api-failure.ts';
import { MODEL_ESSAY_QUERY_ROOT, removeModelArticle } from './model-essays-api.ts';
import { essayLabel } from '../../lib/essay-label.ts';

export interface RemoveModelDialogProps {
  essay: ModelArticle | null;
  onClose: () => void;
}

/** Removing a model essay asks first; the essay itself and its report stay. */
export function RemoveModelDialog({ essay, onClose }: RemoveModelDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: removeModelArticle,
    onSuccess: async () => {
      toast.success(t('success.delete'));
      await queryClient.invalidateQueries({ queryKey: [MODEL_ESSAY_QUERY_ROOT] });
      onClose();
    },
    onError: (error) => {
      toastApiFailure(error, t('errors.deleteFailed'));
      onClose();
    },
  });
  return (
    <ConfirmModal
      open={essay !== null}
      title={t('modelEssay.remove.title')}
      message={t('modelEssay.remove.message', {
        title: essay ? essayLabel(essay, (key, vars) => t(key, vars ?? {})) : '',
        student: essay?.student_name ?? '',
      })}
      confirmLabel={t('modelEssay.table.delete')}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (essay) remove.mutate(essay.id);
      }}
    />
  );
}
