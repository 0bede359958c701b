import {
  RelevelAppliedSchema,
  RelevelPreviewSchema,
  ReleaseSchema,
  type RelevelPreview,
  RereadListSchema,
  RereadSchema,
  type Reread,
  type RereadAnswerKind,
  type ReportLocale,
} from '@essay/contracts';
import { apiBlob, apiRequest } from '../../lib/http/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

export {
  CORRECTION_QUERY_ROOT,
  fetchGradingQuote,
  gradeArticle,
  gradeHomework,
  type GradingAnswer,
  type GradingTarget,
} from '../../lib/grading/grading-api.ts';

/** The re-read requests of a homework's essays (the teacher's side of issue 13). */
export const rereadKeys = {
  homework: (homeworkId: number) => ['rereads', homeworkId] as const,
};

export function setReleased(homeworkId: number, released: boolean) {
  return apiRequest(`/teacher/homeworks/${homeworkId}/release`, ReleaseSchema, {
    method: 'PUT',
    body: { released },
  });
}

export async function fetchRereads(homeworkId: number): Promise<Reread[]> {
  return (await apiRequest(`/teacher/homeworks/${homeworkId}/rereads`, RereadListSchema)).rereads;
}

export function answerReread(id: number, answer: RereadAnswerKind, reply: string): Promise<Reread> {
  return apiRequest(`/teacher/rereads/${id}/answer`, RereadSchema, {
    method: 'POST',
    body: { answer, reply },
  });
}

/** Re-levelling a homework from the teacher's levels (issue 31 item 2): the preview, then its confirmation. */
export const relevelKeys = {
  preview: (homeworkId: number) => ['relevel', homeworkId] as const,
};

export function fetchRelevelPreview(homeworkId: number): Promise<RelevelPreview> {
  return apiRequest(`/teacher/homeworks/${homeworkId}/relevel`, RelevelPreviewSchema);
}

export function applyRelevel(homeworkId: number, preview: RelevelPreview) {
  return apiRequest(`/teacher/homeworks/${homeworkId}/relevel`, RelevelAppliedSchema, {
    method: 'POST',
    body: {
      changes: preview.changes.map((c) => ({
        article_id: c.article_id,
        from: c.from.level,
        to: c.to.level,
      })),
    },
  });
}

/** The homework's grades as CSV in the interface's language (issue 41 §5), saved under `fileName`. */
export async function downloadGradesCsv(
  homeworkId: number,
  locale: ReportLocale,
  fileName: string,
): Promise<void> {
  saveBlob(
    await apiBlob(`/teacher/homeworks/${homeworkId}/grades?format=csv&locale=${locale}`),
    fileName,
  );
}
