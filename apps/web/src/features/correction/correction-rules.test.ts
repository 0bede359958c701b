import type { ArticleSummary, HomeworkDetail } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { freeGradingsLeft, isBlankSuggestion, toOverride } from '../report/report-rules.ts';
import { correctionFailureMessage, translateGradingMessage } from './grading-messages.ts';
import { isGrading } from './grading-state.ts';

const t = (key: string, vars: Record<string, string | number> = {}) =>
  `${key}${Object.keys(vars).length ? JSON.stringify(vars) : ''}`;

describe('grading failures (spec §8)', () => {
  it('prefixes the server reason with Homework Correction Failed', () => {
    const refused = new ApiHttpError(409, 'There are no submitted essays to correct', 'conflict');
    expect(correctionFailureMessage(refused, t)).toBe(
      'errors.correctionFailed: correction.serverMessages.noneSubmitted',
    );
    expect(correctionFailureMessage(new ApiHttpError(500, 'boom', undefined), t)).toBe(
      'errors.correctionFailed',
    );
    expect(correctionFailureMessage(new NetworkError(null), t)).toBe(
      'errors.correctionFailed: errors.network',
    );
  });
  it('translates the not-enough-points refusal with its figures', () => {
    expect(
      translateGradingMessage(
        'Not enough points: correcting 3 essay(s) needs 3 points and you have 1.',
        t,
      ),
    ).toBe('correction.serverMessages.notEnoughPoints{"count":"3","needed":"3","balance":"1"}');
    expect(translateGradingMessage('Something new', t)).toBe('Something new');
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
    const homework = (grade: HomeworkDetail['grade_status'], statuses: ArticleSummary['status'][]) =>
      ({ grade_status: grade, articles: statuses.map(article) }) as HomeworkDetail;
    expect(isGrading(homework('grading', ['graded']))).toBe(true);
    expect(isGrading(homework('graded', ['graded', 'grading']))).toBe(true);
    expect(isGrading(homework('graded', ['graded', 'failed']))).toBe(false);
    expect(isGrading(undefined)).toBe(false);
  });
});
