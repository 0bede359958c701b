import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { GradingConfirm, useGradingConfirm } from '../../components/grading-confirm.tsx';
import { handleCorrectionFailure } from '../../lib/grading/handle-correction-failure.ts';
import { gradeAllHomeworks, HOMEWORK_QUERY_ROOT } from './homework-api.ts';

/**
 * One-key grade: corrects every submitted essay of the teacher's homework. Failures show
 * "Homework Correction Failed" followed by the server's reason when it gave one.
 */
export function GradeAllButton({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const grade = useMutation({
    mutationFn: gradeAllHomeworks,
    onSuccess: (answer) => {
      toast.success(t('homework.list.gradeStarted', { count: answer.queued }));
      void queryClient.invalidateQueries({ queryKey: [HOMEWORK_QUERY_ROOT] });
    },
    onError: handleCorrectionFailure,
  });
  const confirm = useGradingConfirm(grade, {
    title: t('homework.list.gradeAll'),
    question: t('homework.list.gradeAllConfirm'),
    target: { everything: true },
  });
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={!enabled || grade.isPending}
        title={enabled ? undefined : t('homework.list.gradeAllHint')}
        onClick={confirm.ask}
      >
        {grade.isPending ? t('homework.list.grading') : t('homework.list.gradeAll')}
      </button>
      <GradingConfirm {...confirm.dialog} />
    </>
  );
}
