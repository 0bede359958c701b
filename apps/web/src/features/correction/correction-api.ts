import {
  ReleaseSchema,
  RereadListSchema,
  RereadSchema,
  type Reread,
  type RereadAnswerKind,
} from '@essay/contracts';
import { apiRequest } from '../../lib/http/api-client.ts';

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
