import {
  GradingAnswerSchema,
  GradingQuoteSchema,
  type GradingAnswer,
  type GradingQuote,
} from '@essay/contracts';
import { apiRequest } from '../http/api-client.ts';

/** Query-key root of the correction pages; invalidated after every correction start. */
export const CORRECTION_QUERY_ROOT = 'correction' as const;

export type { GradingAnswer };

/** Corrects every submitted essay of one homework (spec §7). */
export function gradeHomework(id: number): Promise<GradingAnswer> {
  return apiRequest(`/teacher/homeworks/${id}/articles/all/grade`, GradingAnswerSchema, {
    method: 'PATCH',
  });
}

/** Re-corrects every essay of one homework, corrected ones too (issue 29: after the task changed). */
export function regradeHomework(id: number): Promise<GradingAnswer> {
  return apiRequest(`/teacher/homeworks/${id}/articles/all/regrade`, GradingAnswerSchema, {
    method: 'PATCH',
  });
}

/**
 * Corrects (or re-corrects) one essay; `unconfirmedToo`: even though its OCR text is not
 * confirmed yet (issue 28), and the report then says so.
 */
export function gradeArticle(id: number, unconfirmedToo = false): Promise<GradingAnswer> {
  const query = unconfirmedToo ? '?transcript=unconfirmed' : '';
  return apiRequest(`/teacher/articles/${id}/grade${query}`, GradingAnswerSchema, {
    method: 'PATCH',
  });
}

/** What a correction would cost now: the PATCH's own URL + /quote (issue 12). */
export type GradingTarget =
  { homeworkId: number; again?: true } | { articleId: number } | { everything: true };

export function fetchGradingQuote(target: GradingTarget): Promise<GradingQuote> {
  const url =
    'articleId' in target
      ? `/teacher/articles/${target.articleId}/grade/quote`
      : 'homeworkId' in target
        ? `/teacher/homeworks/${target.homeworkId}/articles/all/${target.again ? 'regrade' : 'grade'}/quote`
        : '/teacher/homeworks/all/articles/all/grade/quote';
  return apiRequest(url, GradingQuoteSchema);
}
