import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast.ts';
import { gradeHomework, regradeHomework, type GradingAnswer } from '../lib/grading/grading-api.ts';
import { GradingConfirm, useGradingConfirm } from './grading-confirm.tsx';
import { handleCorrectionFailure } from '../lib/grading/handle-correction-failure.ts';

export interface CorrectAllButtonProps {
  homeworkId: number;
  grading: boolean;
  gradable: boolean;
  onStarted: (answer: GradingAnswer) => void;
  /** Re-correct every essay, corrected ones too (issue 29), instead of the waiting ones. */
  again?: boolean;
}

/** Spec §4: starting correction disables the button and shows a correcting state. */
export function CorrectAllButton({
  homeworkId,
  grading,
  gradable,
  onStarted,
  again = false,
}: CorrectAllButtonProps) {
  const { t } = useTranslation();
  const label = again ? t('correction.recorrectAll') : t('correction.correctAll');
  const start = useMutation({
    mutationFn: () => (again ? regradeHomework(homeworkId) : gradeHomework(homeworkId)),
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
    title: label,
    question: again ? t('correction.recorrectAllConfirm') : t('correction.correctAllConfirm'),
    target: again ? { homeworkId, again: true } : { homeworkId },
  });
  const busy = grading || start.isPending;
  return (
    <>
      <button
        type="button"
        className={again ? 'button secondary' : 'button primary'}
        disabled={busy || !gradable}
        aria-busy={busy}
        onClick={confirm.ask}
      >
        {busy && <span className="spinner inline-spinner" aria-hidden="true" />}
        {busy ? t('correction.correcting') : label}
      </button>
      <GradingConfirm {...confirm.dialog} />
    </>
  );
}
