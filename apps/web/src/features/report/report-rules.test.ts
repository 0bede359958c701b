import type { ArticleSummary, HomeworkDetail } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { freeGradingsLeft, isBlankSuggestion, toOverride } from './report-rules.ts';
import { correctionFailureMessage } from '../../lib/grading/grading-messages.ts';
import { isGrading } from '../../lib/grading/grading-state.ts';

const t = (key: string, vars: Record<string, unknown> = {}) =>
  `${key}${Object.keys(vars).length ? JSON.stringify(vars) : ''}`;

describe('grading failures (spec §8)', () => {
  it('prefixes the reason, worded by its code, with Homework Correction Failed', () => {
    const refused = new ApiHttpError(409, 'This essay is being corrected', 'article_grading');
    expect(correctionFailureMessage(refused, t)).toBe(
      'errors.correctionFailed: errors.api.article_grading',
    );
    expect(correctionFailureMessage(new ApiHttpError(500, 'boom', undefined), t)).toBe(
      'errors.correctionFailed',
    );
    expect(correctionFailureMessage(new NetworkError(null), t)).toBe(
      'errors.correctionFailed: errors.network',
    );
  });
  it('says there is nothing to correct, which is no failure (issue 29)', () => {
    const nothing = new ApiHttpError(409, 'There are no submitted essays', 'nothing_to_correct');
    expect(correctionFailureMessage(nothing, t)).toBe('errors.api.nothing_to_correct');
  });
  it('words the not-enough-points refusal with its figures from the details, not the English text', () => {
    const short = new ApiHttpError(402, 'whatever the server says', 'insufficient_points', {
      count: 3,
      needed: 3,
      balance: 1,
    });
    expect(correctionFailureMessage(short, t)).toBe(
      'errors.correctionFailed: errors.api.insufficient_points{"count":3,"needed":3,"balance":1}',
    );
  });
});

describe('report page rules', () => {
  it('counts remaining free corrections, never below zero (spec §9)', () => {
    const setting = {
      total_ocr_times_by_user: 0,
      free_image_article_grade_times: 2,
      grade_point_per_article: 1,
    };
    expect(freeGradingsLeft(setting, 0)).toBe(2);
    expect(freeGradingsLeft(setting, 1)).toBe(1);
    expect(freeGradingsLeft(setting, 5)).toBe(0);
    expect(freeGradingsLeft(undefined, 0)).toBe(0);
  });
  it('treats empty or whitespace-only suggestions as blank (spec §5)', () => {
    expect(isBlankSuggestion('')).toBe(true);
    expect(isBlankSuggestion(' \n\t　'.replace('　', ' '))).toBe(true);
    expect(isBlankSuggestion(' ok ')).toBe(false);
  });
  it('sends only the teacher scores that were filled in', () => {
    const shape = {
      fullScore: 6,
      dimensions: [
        { key: 'content', name: 'Content', maxScore: 6 },
        { key: 'language', name: 'Language', maxScore: 6 },
      ],
    };
    expect(toOverride({ level: '5', content: '4', language: '' }, shape)).toEqual({
      level: 5,
      dimensions: { content: 4 },
    });
    expect(toOverride({ level: '', content: '', language: '' }, shape)).toEqual({
      level: null,
      dimensions: {},
    });
  });
  it('polls while the homework or any essay is being corrected', () => {
    const article = (status: ArticleSummary['status']) => ({ status }) as ArticleSummary;
    const homework = (
      grade: HomeworkDetail['grade_status'],
      statuses: ArticleSummary['status'][],
    ) => ({ grade_status: grade, articles: statuses.map(article) }) as HomeworkDetail;
    expect(isGrading(homework('grading', ['graded']))).toBe(true);
    expect(isGrading(homework('graded', ['graded', 'grading']))).toBe(true);
    expect(isGrading(homework('graded', ['graded', 'failed']))).toBe(false);
    expect(isGrading(undefined)).toBe(false);
  });
});
