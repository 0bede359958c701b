import type { ArticleSummary } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { deleteArticle } from './homework-api.ts';
import { essayLabel } from '../../lib/essay-label.ts';

/**
 * Deletes an essay with its files after a confirmation (issue 12); its points history stays. The
 * essays table holds one, open while `article` is the essay whose delete button was pressed.
 */
export function DeleteEssayDialog({
  article,
  onClose,
  onDeleted,
}: {
  article: ArticleSummary | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useApiAction();
  const confirm = (id: number) =>
    run(async () => {
      await deleteArticle(id);
      toast.success(t('success.delete'));
      onClose();
      onDeleted();
    });
  return (
    <ConfirmModal
      open={article !== null}
      busy={busy}
      title={t('homework.status.deleteEssay')}
      message={t('homework.status.deleteEssayConfirm', {
        title: article ? essayLabel(article, (key, vars) => t(key, vars ?? {})) : '',
      })}
      confirmLabel={t('homework.status.deleteEssay')}
      onConfirm={() => {
        if (article) void confirm(article.id);
      }}
      onCancel={onClose}
    />
  );
}
