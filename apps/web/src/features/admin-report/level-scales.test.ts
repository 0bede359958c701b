import { describe, expect, it } from 'vitest';
import { levelScales, scaleOf } from './level-scales.ts';

describe('one scale per levels chart (issue 41)', () => {
  it('tells 級分, points out of a full score and grades apart', () => {
    expect(scaleOf('3級分')).toEqual({ key: 'cap', kind: 'cap' });
    expect(scaleOf('8/20')).toEqual({ key: 'of-20', kind: 'outOf', full: 20 });
    expect(scaleOf('7.5 / 10')).toEqual({ key: 'of-10', kind: 'outOf', full: 10 });
    expect(scaleOf('B+')).toEqual({ key: 'grades', kind: 'grades' });
  });
  it('puts every row in exactly one group, and a group never mixes two scales', () => {
    const labels = ['3級分', '8/20', 'B+', '6級分', '15/20', 'A', '7/10', '0級分', 'C'];
    for (let n = 0; n < 50; n += 1) {
      const rows = Array.from({ length: n }, (_, i) => ({
        level: labels[(i * 7 + n) % labels.length]!,
        essays: i,
      }));
      const groups = levelScales(rows);
      expect(groups.flatMap((g) => g.levels).sort((a, b) => a.essays - b.essays)).toEqual(rows);
      for (const group of groups)
        expect(new Set(group.levels.map((r) => scaleOf(r.level).key))).toEqual(
          new Set([group.scale.key]),
        );
      expect(new Set(groups.map((g) => g.scale.key)).size).toBe(groups.length);
    }
  });
});
