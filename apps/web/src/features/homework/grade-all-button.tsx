import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { ApiHttpError } from '../../lib/http/http-errors.ts';
import { GradingConfirm } from '../../components/grading-confirm.tsx';
import { correctionFailureMessage } from '../../lib/grading/grading-messages.ts';
import { gradeAllHomeworks, HOMEWORK_QUERY_ROOT } from './homework-api.ts';

/**
 * One-key grade: corrects every submitted essay of the teacher's homework. Failures show
 * "Homework Correction Failed" followed by the server's reason when it gave one.
 */
export function GradeAllButton({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const grade = useMutation({
    mutationFn: gradeAllHomeworks,
    onSuccess: (answer) => {
      toast.success(t('homework.list.gradeStarted', { count: answer.queued }));
      void queryClient.invalidateQueries({ queryKey: [HOMEWORK_QUERY_ROOT] });
    },
    onError: (error) => {
      if (error instanceof ApiHttpError && error.status === 401) handleApiFailure(error);
      // 'Homework Correction Failed' with the server's reason (no points, nothing submitted…).
      else toast.error(correctionFailureMessage(error, (key, vars) => t(key, vars ?? {})));
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={!enabled || grade.isPending}
        title={enabled ? undefined : t('homework.list.gradeAllHint')}
        onClick={() => setConfirming(true)}
      >
        {grade.isPending ? t('homework.list.grading') : t('homework.list.gradeAll')}
      </button>
      <GradingConfirm
        open={confirming}
        title={t('homework.list.gradeAll')}
        question={t('homework.list.gradeAllConfirm')}
        target={{ everything: true }}
        busy={grade.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => grade.mutate()}
      />
    </>
  );
}
