import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handleApiFailure } from '../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../lib/http/http-errors.ts';
import { gradeHomework, type GradingAnswer } from '../lib/grading/grading-api.ts';
import { GradingConfirm } from './grading-confirm.tsx';
import { correctionFailureMessage } from '../lib/grading/grading-messages.ts';

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
      const started =
        answer.points > 0
          ? t('correction.startedPoints', { count: answer.queued, points: answer.points })
          : t('correction.started', { count: answer.queued });
      toast.success(
        answer.waiting > 0
          ? `${started} ${t('correction.waitingForText', { count: answer.waiting })}`
          : started,
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
      <GradingConfirm
        open={confirming}
        title={t('correction.correctAll')}
        question={t('correction.correctAllConfirm')}
        target={{ homeworkId }}
        busy={start.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => start.mutate()}
      />
    </>
  );
}
