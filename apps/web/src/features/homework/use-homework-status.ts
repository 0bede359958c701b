import type { HomeworkDetail, HomeworkFile } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import {
  homeworkFilesQuery,
  homeworkKeys,
  homeworkQuery,
} from '../../lib/queries/homework-queries.ts';

/** Spec §9: while a homework is grading, the status page reloads every 2 seconds. */
export const STATUS_POLL_MS = 2000;

/** Also reload while text extraction (OCR) is still running, so its results appear unasked. */
export function needsPolling(homework: HomeworkDetail | undefined): boolean {
  if (!homework) return false;
  return (
    homework.grade_status === 'grading' ||
    homework.articles.some(
      (article) => article.status === 'grading' || article.extraction.pending > 0,
    )
  );
}

function filesBusy(files: readonly HomeworkFile[] | undefined): boolean {
  return (files ?? []).some(
    (file) => file.extraction_status === 'pending' || file.extraction_status === 'running',
  );
}

/** The homework with its articles and its files, polled as spec §4 asks. */
export function useHomeworkStatus(id: number) {
  const queryClient = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const homework = useQuery({
    ...homeworkQuery(id),
    meta: API_ERRORS_HANDLED,
    refetchInterval: (query) => (needsPolling(query.state.data) ? STATUS_POLL_MS : false),
  });
  const files = useQuery({
    ...homeworkFilesQuery(id),
    enabled: valid && homework.isSuccess,
    meta: API_ERRORS_HANDLED,
    refetchInterval: (query) =>
      filesBusy(query.state.data) || needsPolling(homework.data) ? STATUS_POLL_MS : false,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
  return { homework, files, reload, valid };
}
