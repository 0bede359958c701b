import { describe, expect, it } from 'vitest';
import { expectedLanguage } from '../src/modules/files/extraction.service.ts';

// The language a homework's scanned pages and photos are read in first (issue 30).
describe('expectedLanguage', () => {
  it.each([
    ['gsat-english', '我的夢想', '', 'en'],
    ['cap-writing', 'My Dream', 'Write about your dream in English, please.', 'zh'],
    ['gsat-chinese', '夢想', '', 'zh'],
    ['auto', 'Summer vacation', 'Write an essay about your summer vacation.', 'en'],
    ['auto', '英文作文', '請以「My Dream」為題，寫一篇英文作文。', undefined],
    ['auto', 'Homework 3', '', undefined],
    ['auto', '我的夢想', null, undefined],
    [null, 'A letter to a friend', 'Tell a friend about your school.', 'en'],
  ])('rubric %s, task %s / %s: %s', (rubric, name, instructions, expected) => {
    expect(expectedLanguage({ rubric, name, instructions })).toBe(expected);
  });
});
