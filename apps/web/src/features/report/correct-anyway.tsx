import type { Article } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { GradingConfirm, useGradingConfirm } from '../../components/grading-confirm.tsx';
import { gradeArticle } from '../../lib/grading/grading-api.ts';
import { handleCorrectionFailure } from '../../lib/grading/handle-correction-failure.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';

/**
 * The teacher's explicit choice to correct the essay before its transcript is confirmed (issue
 * 28): asked with the price like every correction, and the report then says the text was not
 * confirmed.
 */
export function CorrectAnyway({ article }: { article: Article }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => gradeArticle(article.id, true),
    onSuccess: async (answer) => {
      toast.success(t('correction.started', { count: answer.queued }));
      await queryClient.invalidateQueries({ queryKey: articleKeys.detail(article.id) });
    },
    onError: handleCorrectionFailure,
  });
  const confirm = useGradingConfirm(start, {
    title: t('report.review.correctAnyway'),
    question: t('report.review.correctAnywayQuestion'),
    target: { articleId: article.id },
  });
  if (article.status === 'grading' || article.status === 'not_submitted_yet') return null;
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={start.isPending}
        onClick={confirm.ask}
      >
        {t('report.review.correctAnyway')}
      </button>
      <GradingConfirm {...confirm.dialog} />
    </>
  );
}
