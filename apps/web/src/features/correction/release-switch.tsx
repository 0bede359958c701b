import type { HomeworkDetail } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { setReleased } from './correction-api.ts';
import { homeworkKeys } from '../../lib/queries/homework-queries.ts';

/**
 * The per-homework switch: students read their own reports only while it is on. It shows the
 * choice at once (key it by `homework.released` so a reload resets it) and turns back on failure.
 * Releasing while some essays' OCR text is unconfirmed asks first, naming them (issue 28): their
 * reports may quote reading errors, or they are still waiting to be corrected.
 */
export function ReleaseSwitch({ homework }: { homework: HomeworkDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(homework.released);
  const [asking, setAsking] = useState(false);
  const release = useMutation({
    mutationFn: (released: boolean) => setReleased(homework.id, released),
    meta: API_ERRORS_HANDLED,
    onSuccess: async (answer) => {
      toast.success(t(answer.released ? 'release.released' : 'release.withdrawn'));
      await queryClient.invalidateQueries({ queryKey: homeworkKeys.detail(homework.id) });
    },
    onError: (_error, released) => setOn(!released),
  });
  const unconfirmed = homework.articles.filter((article) => article.transcript_unconfirmed);
  const change = (released: boolean) => {
    setOn(released);
    release.mutate(released);
  };
  return (
    <>
      <label className="release-switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={release.isPending}
          onChange={(event) => {
            if (event.target.checked && unconfirmed.length > 0) setAsking(true);
            else change(event.target.checked);
          }}
        />{' '}
        {t('release.label')}
      </label>
      <ConfirmModal
        open={asking}
        title={t('release.unconfirmedTitle')}
        message={t('release.unconfirmed', { count: unconfirmed.length })}
        confirmLabel={t('release.releaseAnyway')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          change(true);
        }}
      >
        <ul className="release-unconfirmed">
          {unconfirmed.map((article) => (
            <li key={article.id}>
              {article.student_name || article.title}
              {article.status === 'graded'
                ? ` — ${t('release.unconfirmedGraded')}`
                : ` — ${t('release.unconfirmedWaiting')}`}
            </li>
          ))}
        </ul>
      </ConfirmModal>
    </>
  );
}
