import type { HomeworkDetail } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { setReleased } from '../student/student-api.ts';
import { correctionHomeworkKey } from './use-grading-poll.ts';

/** The per-homework switch: students read their own reports only while it is on. */
export function ReleaseSwitch({ homework }: { homework: HomeworkDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: (released: boolean) => setReleased(homework.id, released),
    meta: API_ERRORS_HANDLED,
    onSuccess: async (answer) => {
      toast.success(t(answer.released ? 'release.released' : 'release.withdrawn'));
      await queryClient.invalidateQueries({ queryKey: correctionHomeworkKey(homework.id) });
    },
  });
  return (
    <label className="release-switch">
      <input
        type="checkbox"
        role="switch"
        checked={release.isPending ? (release.variables ?? homework.released) : homework.released}
        disabled={release.isPending}
        onChange={(event) => release.mutate(event.target.checked)}
      />{' '}
      {t('release.label')}
    </label>
  );
}
