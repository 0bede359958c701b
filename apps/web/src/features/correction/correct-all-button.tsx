import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { gradeHomework, type GradingAnswer } from './correction-api.ts';
import { correctionFailureMessage } from './grading-messages.ts';

export interface CorrectAllButtonProps {
  homeworkId: number;
  grading: boolean;
  gradable: boolean;
  onStarted: (answer: GradingAnswer) => void;
}

/** Spec §4: starting correction disables the button and shows a correcting state. */
export function CorrectAllButton({
  homeworkId,
  grading,
  gradable,
  onStarted,
}: CorrectAllButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const start = useMutation({
    mutationFn: () => gradeHomework(homeworkId),
    onSuccess: (answer) => {
      toast.success(
        answer.points > 0
          ? t('correction.startedPoints', { count: answer.queued, points: answer.points })
          : t('correction.started', { count: answer.queued }),
      );
      onStarted(answer);
    },
    onError: (error) => {
      if (error instanceof ApiHttpError && error.status === 401) handleApiFailure(error);
      else toast.error(correctionFailureMessage(error, (key, vars) => t(key, vars ?? {})));
    },
    onSettled: () => setConfirming(false),
  });
  const busy = grading || start.isPending;
  return (
    <>
      <button
        type="button"
        className="button primary"
        disabled={busy || !gradable}
        aria-busy={busy}
        onClick={() => setConfirming(true)}
      >
        {busy && <span className="spinner inline-spinner" aria-hidden="true" />}
        {busy ? t('correction.correcting') : t('correction.correctAll')}
      </button>
      <ConfirmModal
        open={confirming}
        title={t('correction.correctAll')}
        message={t('correction.correctAllConfirm')}
        busy={start.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => start.mutate()}
      />
    </>
  );
}
