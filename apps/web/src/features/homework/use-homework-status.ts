import type { HomeworkDetail, HomeworkFile } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API_ERRORS_HANDLED } from '../../lib/http/handle-api-failure.ts';
import { fetchHomework, fetchHomeworkFiles, HOMEWORK_QUERY_ROOT } from './homework-api.ts';

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

export function homeworkKey(id: number) {
  return [HOMEWORK_QUERY_ROOT, 'detail', id] as const;
}

export function filesKey(id: number) {
  return [HOMEWORK_QUERY_ROOT, 'files', id] as const;
}

/** The homework with its articles and its files, polled as spec §4 asks. */
export function useHomeworkStatus(id: number) {
  const queryClient = useQueryClient();
  const valid = Number.isInteger(id) && id > 0;
  const homework = useQuery({
    queryKey: homeworkKey(id),
    queryFn: () => fetchHomework(id),
    enabled: valid,
    meta: API_ERRORS_HANDLED,
    refetchInterval: (query) => (needsPolling(query.state.data) ? STATUS_POLL_MS : false),
  });
  const files = useQuery({
    queryKey: filesKey(id),
    queryFn: () => fetchHomeworkFiles(id),
    enabled: valid && homework.isSuccess,
    meta: API_ERRORS_HANDLED,
    refetchInterval: (query) =>
      filesBusy(query.state.data) || needsPolling(homework.data) ? STATUS_POLL_MS : false,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: [HOMEWORK_QUERY_ROOT] });
  return { homework, files, reload, valid };
}
