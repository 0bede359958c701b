import type { HomeworkDetail } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { setReleased } from './correction-api.ts';
import { homeworkKeys } from '../../lib/queries/homework-queries.ts';

/**
 * The per-homework switch: students read their own reports only while it is on. It shows the
 * choice at once (key it by `homework.released` so a reload resets it) and turns back on failure.
 */
export function ReleaseSwitch({ homework }: { homework: HomeworkDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(homework.released);
  const release = useMutation({
    mutationFn: (released: boolean) => setReleased(homework.id, released),
    meta: API_ERRORS_HANDLED,
    onSuccess: async (answer) => {
      toast.success(t(answer.released ? 'release.released' : 'release.withdrawn'));
      await queryClient.invalidateQueries({ queryKey: homeworkKeys.detail(homework.id) });
    },
    onError: (_error, released) => setOn(!released),
  });
  return (
    <label className="release-switch">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        disabled={release.isPending}
        onChange={(event) => {
          setOn(event.target.checked);
          release.mutate(event.target.checked);
        }}
      />{' '}
      {t('release.label')}
    </label>
  );
}
