import type { ArticleSummary } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { deleteArticle } from './homework-api.ts';

/** Deletes an essay with its files after a confirmation (issue 12); its points history stays. */
export function DeleteEssayButton({
  article,
  onDeleted,
}: {
  article: ArticleSummary;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { busy, run } = useApiAction();
  const confirm = () =>
    run(async () => {
      await deleteArticle(article.id);
      toast.success(t('success.delete'));
      setOpen(false);
      onDeleted();
    });
  return (
    <>
      <button
        type="button"
        className="button small secondary"
        disabled={article.status === 'grading'}
        aria-label={t('homework.status.deleteEssayOf', { title: article.title })}
        onClick={() => setOpen(true)}
      >
        {t('homework.status.deleteEssay')}
      </button>
      <ConfirmModal
        open={open}
        busy={busy}
        title={t('homework.status.deleteEssay')}
        message={t('homework.status.deleteEssayConfirm', { title: article.title })}
        confirmLabel={t('homework.status.deleteEssay')}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
