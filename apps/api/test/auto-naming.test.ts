import { describe, expect, it } from 'vitest';
import { findStudentName } from '../src/modules/articles/auto-naming.ts';

describe('finding a student name', () => {
  const names = ['王明', '王小明', 'Amy Lin', '陳美玲'];

  it('prefers the longest name found', () => {
    expect(findStudentName('姓名：王小明\n我最難忘的一件事', names)).toBe('王小明');
  });

  it('ignores case, spaces and full-width forms', () => {
    expect(findStudentName('AMY  LIN - essay.pdf', names)).toBe('Amy Lin');
    expect(findStudentName('ａｍｙ ｌｉｎ', names)).toBe('Amy Lin');
  });

  it('answers null when no listed name is there', () => {
    expect(findStudentName('IMG_0001.jpg', names)).toBeNull();
    expect(findStudentName('anything', [])).toBeNull();
  });
});
