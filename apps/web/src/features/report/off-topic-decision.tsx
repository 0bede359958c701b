import type { Article, OffTopicDecision, OffTopicSuspect } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { toast } from '../../lib/toast.ts';
import { decideOffTopic, reportKeys } from './report-api.ts';

/**
 * Issue 42 §1: a suspected off-topic essay keeps its level until the teacher decides, in one step:
 * confirm (level 0 with the measured reason) or clear (the flag leaves the report).
 */
export function OffTopicDecisionPanel({
  article,
  suspect,
}: {
  article: Article;
  suspect: OffTopicSuspect;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: OffTopicDecision['decision']) => decideOffTopic(article.id, decision),
    onSuccess: async (updated, decision) => {
      toast.success(
        t(decision === 'confirm' ? 'report.offTopic.confirmed' : 'report.offTopic.cleared'),
      );
      queryClient.setQueryData(articleKeys.detail(article.id), updated);
      await queryClient.invalidateQueries({ queryKey: reportKeys.document(article.id) });
    },
    onError: handleApiFailure,
  });
  const evidence = suspect.evidence[currentLocale() === 'zh-tw' ? 'zh-tw' : 'en'];
  return (
    <section className="off-topic-decision no-print" aria-labelledby="off-topic-title">
      <h2 id="off-topic-title">{t('report.offTopic.title')}</h2>
      <p>{evidence}</p>
      <p className="muted">{t('report.offTopic.explain')}</p>
      <div className="report-toolbar">
        <button
          type="button"
          className="button danger"
          disabled={decide.isPending}
          onClick={() => decide.mutate('confirm')}
        >
          {t('report.offTopic.confirm')}
        </button>
        <button
          type="button"
          className="button secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate('clear')}
        >
          {t('report.offTopic.clear')}
        </button>
      </div>
    </section>
  );
}
