import { describe, expect, it } from 'vitest';
import {
  assignmentStateOf,
  compareRevision,
  type Correction,
  type DimensionResult,
} from '../src/index.ts';

const text = (en: string) => ({ 'zh-tw': en, en });
const finding = (
  original: string,
  suggestion: string,
  kind: Correction['kind'] = 'spelling',
): Correction => ({
  span: { start: 0, end: original.length },
  original,
  suggestion,
  kind,
  reason: text('spelling'),
});
const dimension = (key: string, score: number): DimensionResult => ({
  key,
  name: text(key),
  grade: 'average',
  score,
  maxScore: 5,
  evidence: [],
  comment: text(''),
});

describe('compareRevision', () => {
  it('counts an earlier finding fixed when the revision has none of that kind on those words', () => {
    const before = {
      level: 12,
      levelLabel: '12/20',
      dimensions: [dimension('content', 3), dimension('grammar', 2)],
      corrections: [
        finding('becuase', 'because'),
        finding('notise', 'notice'),
        finding('becuase', 'because'),
      ],
    };
    const after = {
      level: 14,
      levelLabel: '14/20',
      dimensions: [dimension('content', 3), dimension('grammar', 4), dimension('new', 1)],
      corrections: [finding('notise', 'notice'), finding('becuase', 'because', 'grammar')],
    };
    const result = compareRevision(7, before, after);
    expect(result.fixed).toEqual([
      { original: 'becuase', suggestion: 'because', kind: 'spelling' },
    ]);
    expect(result.remaining).toEqual([
      { original: 'notise', suggestion: 'notice', kind: 'spelling' },
    ]);
    expect(result.level).toEqual({
      before: 12,
      after: 14,
      before_label: '12/20',
      after_label: '14/20',
    });
    expect(result.dimensions.map((d) => [d.key, d.before, d.after])).toEqual([
      ['content', 3, 3],
      ['grammar', 2, 4],
      ['new', null, 1],
    ]);
  });
});

describe('assignmentStateOf', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is upcoming, open, due in the last 24 hours, then closed at the deadline', () => {
    expect(assignmentStateOf('2026-11-24T00:00:00Z', '2026-11-30T00:00:00Z', now)).toBe('upcoming');
    expect(assignmentStateOf('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z', now)).toBe('open');
    expect(assignmentStateOf('2026-11-20T00:00:00Z', '2026-11-24T12:00:00Z', now)).toBe('due');
    expect(assignmentStateOf('2026-11-20T00:00:00Z', '2026-11-23T12:00:00Z', now)).toBe('closed');
  });
});
