import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { gradeHomework, type GradingAnswer } from '../lib/grading/grading-api.ts';
import { GradingConfirm, useGradingConfirm } from './grading-confirm.tsx';
import { handleCorrectionFailure } from '../lib/grading/handle-correction-failure.ts';

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
  const start = useMutation({
    mutationFn: () => gradeHomework(homeworkId),
    onSuccess: (answer) => {
      const started =
        answer.points > 0
          ? t('correction.startedPoints', { count: answer.queued, points: answer.points })
          : t('correction.started', { count: answer.queued });
      const later = [
        answer.waiting > 0 ? t('correction.waitingForText', { count: answer.waiting }) : '',
        answer.unconfirmed > 0
          ? t('correction.waitingForTranscript', { count: answer.unconfirmed })
          : '',
      ];
      toast.success([started, ...later].filter(Boolean).join(' '));
      onStarted(answer);
    },
    onError: handleCorrectionFailure,
  });
  const confirm = useGradingConfirm(start, {
    title: t('correction.correctAll'),
    question: t('correction.correctAllConfirm'),
    target: { homeworkId },
  });
  const busy = grading || start.isPending;
  return (
    <>
      <button
        type="button"
        className="button primary"
        disabled={busy || !gradable}
        aria-busy={busy}
        onClick={confirm.ask}
      >
        {busy && <span className="spinner inline-spinner" aria-hidden="true" />}
        {busy ? t('correction.correcting') : t('correction.correctAll')}
      </button>
      <GradingConfirm {...confirm.dialog} />
    </>
  );
}
