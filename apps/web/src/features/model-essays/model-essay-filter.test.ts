import { describe, expect, it } from 'vitest';
import { addSelectionReducer, EMPTY_SELECTION, type AddSelection } from './add-selection.ts';
import {
  ALL_ESSAYS,
  filterQuery,
  scoreOptions,
  selectedNumber,
  strengthsIn,
  withHomework,
} from './model-essay-filter.ts';

describe('model essay filter', () => {
  it('sends only the chosen parameters', () => {
    expect(filterQuery(ALL_ESSAYS)).toBe('');
    expect(filterQuery({ homeworkId: 7, score: null })).toBe('?homework_id=7');
    expect(filterQuery({ homeworkId: null, score: 0 })).toBe('?score=0');
    expect(filterQuery({ homeworkId: 7, score: 4.5 })).toBe('?homework_id=7&score=4.5');
  });
  it('reads select values, empty meaning all', () => {
    expect(selectedNumber('')).toBeNull();
    expect(selectedNumber('12')).toBe(12);
    expect(selectedNumber('x')).toBeNull();
  });
  it('resets the score when the homework changes', () => {
    expect(withHomework(3)).toEqual({ homeworkId: 3, score: null });
  });
  it('offers distinct scores, highest first, keeping the chosen one', () => {
    const essays = [{ score: 3 }, { score: 12 }, { score: null }, { score: 3 }];
    expect(scoreOptions(essays, null)).toEqual([12, 3]);
    expect(scoreOptions(essays, 5)).toEqual([12, 5, 3]);
  });
  it('shows strengths in the interface language', () => {
    const strengths = [{ 'zh-tw': '用詞多樣', en: 'Varied vocabulary' }];
    expect(strengthsIn(strengths, 'zh-tw')).toEqual(['用詞多樣']);
    expect(strengthsIn(strengths, 'en-us')).toEqual(['Varied vocabulary']);
  });
});

describe('add dialog selection (spec §4)', () => {
  const ticked = (state: AddSelection) => [...state.chosen].sort();
  const tick = (state: AddSelection, id: number) =>
    addSelectionReducer(state, { type: 'toggle', articleId: id });

  it('ticks and unticks essays', () => {
    const state = tick(tick(tick(EMPTY_SELECTION, 1), 2), 1);
    expect(ticked(state)).toEqual([2]);
  });
  it('clears the chosen essays when the filter changes', () => {
    const state = tick(tick(EMPTY_SELECTION, 1), 2);
    const byHomework = addSelectionReducer(state, { type: 'filter', filter: withHomework(4) });
    expect(ticked(byHomework)).toEqual([]);
    const byScore = addSelectionReducer(tick(byHomework, 5), {
      type: 'filter',
      filter: { homeworkId: 4, score: 3 },
    });
    expect(byScore.filter).toEqual({ homeworkId: 4, score: 3 });
    expect(ticked(byScore)).toEqual([]);
  });
  it('keeps the ticks when the same filter is chosen again', () => {
    const state = tick(
      addSelectionReducer(EMPTY_SELECTION, { type: 'filter', filter: withHomework(4) }),
      9,
    );
    expect(ticked(addSelectionReducer(state, { type: 'filter', filter: withHomework(4) }))).toEqual(
      [9],
    );
  });
  it('starts over on reset', () => {
    expect(addSelectionReducer(tick(EMPTY_SELECTION, 1), { type: 'reset' })).toBe(EMPTY_SELECTION);
  });
});
