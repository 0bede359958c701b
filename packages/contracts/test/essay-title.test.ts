import { describe, expect, it } from 'vitest';
import { essayTitleOf } from '../src/essay-title.ts';

describe('essayTitleOf (issue 29 item 5)', () => {
  it('keeps an essay’s own title', () => {
    expect(
      essayTitleOf({ title: '我的暑假', student_name: '王小明', homework_name: '作文一' }),
    ).toBe('我的暑假');
  });
  it('names a homework_N essay by its student and homework', () => {
    expect(
      essayTitleOf({ title: 'homework_3', student_name: '王小明', homework_name: '作文一' }),
    ).toBe('王小明 · 作文一');
    expect(essayTitleOf({ title: ' ', homework_name: 'Essay 1' })).toBe('Essay 1');
    expect(essayTitleOf({ title: 'homework_3' })).toBe('');
  });
});
