import { describe, expect, it } from 'vitest';
import { isOverridden, levelText } from './level-text.ts';

const t = (key: string, vars?: Record<string, string | number>) =>
  `${key}${vars ? JSON.stringify(vars) : ''}`;
const graded = {
  status: 'graded' as const,
  score: 5,
  level_label: '5級分',
  teacher_override: null,
};

describe('level in the results list (issue 12)', () => {
  it('en-us says "Level 5 of 6", zh-tw keeps 級分', () => {
    expect(levelText(graded, 'en-us', t)).toBe('correction.levelOf{"level":5,"full":6}');
    expect(levelText(graded, 'zh-tw', t)).toBe('5級分');
  });
  it("shows the teacher's level with its label, and says it was changed", () => {
    const changed = {
      ...graded,
      score: 4,
      level_label: '4級分',
      teacher_override: { level: 4 },
    } as never;
    expect(levelText(changed, 'zh-tw', t)).toBe('4級分');
    expect(levelText(changed, 'en-us', t)).toBe('correction.levelOf{"level":4,"full":6}');
    expect(isOverridden(changed)).toBe(true);
    expect(isOverridden(graded)).toBe(false);
  });
  it('other scales keep their label; nothing before grading', () => {
    expect(levelText({ ...graded, level_label: 'A+', score: 6 }, 'en-us', t)).toBe('A+');
    const teacherB = { level_label: 'B', score: 3, teacher_override: { level: 3 } };
    expect(levelText({ ...graded, ...teacherB } as never, 'zh-tw', t)).toBe('B');
    expect(levelText({ ...graded, status: 'submitted' }, 'en-us', t)).toBe('—');
  });
});
