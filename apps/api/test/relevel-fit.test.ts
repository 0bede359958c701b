import { describe, expect, it } from 'vitest';
import { fitLevelMap, type LevelPair } from '../src/modules/relevel/relevel-fit.ts';
import { planRelevel, type CorrectedEssay } from '../src/modules/relevel/relevel-plan.ts';

const CAP = { min: 1, max: 6 };
const pairs = (list: [number, number][]): LevelPair[] =>
  list.map(([engine, teacher]) => ({ engine, teacher }));

describe('the level map fitted on the teacher’s levels (issue 31 item 2)', () => {
  it('needs three teacher levels', () => {
    const map = fitLevelMap(
      pairs([
        [2, 4],
        [3, 5],
      ]),
      CAP,
    );
    expect(map.outcome).toBe('too_few');
  });

  it('learns a shift when the engine gave the levelled essays one level', () => {
    const map = fitLevelMap(
      pairs([
        [2, 4],
        [2, 4],
        [2, 5],
      ]),
      CAP,
    );
    expect(map).toMatchObject({ outcome: 'ready', spread: 1 });
    expect(map.shift).toBeCloseTo(7 / 3);
    expect([1, 2, 3, 4, 5].map(map.levelOf)).toEqual([3, 4, 5, 6, 6]);
  });

  it('learns a shift and a spread, and keeps levels inside the rubric', () => {
    const map = fitLevelMap(
      pairs([
        [1, 1],
        [2, 3],
        [3, 5],
      ]),
      CAP,
    );
    expect(map).toMatchObject({ outcome: 'ready', spread: 2, shift: 1 });
    expect([1, 2, 3, 4, 5, 6].map(map.levelOf)).toEqual([1, 3, 5, 6, 6, 6]);
    const down = fitLevelMap(
      pairs([
        [4, 2],
        [5, 3],
        [6, 4],
      ]),
      CAP,
    );
    expect([1, 3, 6].map(down.levelOf)).toEqual([1, 1, 4]);
  });

  it('changes nothing when the teacher agrees with the engine', () => {
    const map = fitLevelMap(
      pairs([
        [2, 2],
        [3, 3],
        [5, 5],
      ]),
      CAP,
    );
    expect(map).toMatchObject({ outcome: 'ready', shift: 0, spread: 1 });
    expect([1, 2, 3, 4, 5, 6].map(map.levelOf)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never lets the map fall: a flat teacher gives the least spread', () => {
    const map = fitLevelMap(
      pairs([
        [2, 4],
        [3, 4],
        [4, 4],
      ]),
      CAP,
    );
    expect(map).toMatchObject({ outcome: 'ready', spread: 0.5 });
    expect([1, 3, 5].map(map.levelOf)).toEqual([3, 4, 5]);
  });

  it('proposes nothing when the teacher’s order runs against the engine’s', () => {
    const map = fitLevelMap(
      pairs([
        [1, 6],
        [2, 4],
        [3, 1],
      ]),
      CAP,
    );
    expect(map.outcome).toBe('opposite');
    expect(map.levelOf(2)).toBe(2);
  });

  it('proposes nothing when the teacher’s levels scatter around any map', () => {
    const map = fitLevelMap(
      pairs([
        [2, 6],
        [2, 1],
        [3, 4],
      ]),
      CAP,
    );
    expect(map.outcome).toBe('scattered');
  });
});

function essay(
  id: number,
  level: number,
  teacher: number | null,
  extra: object = {},
): CorrectedEssay {
  return {
    id,
    student_name: `S${id}`,
    title: `T${id}`,
    grading_count: 1,
    report: {
      schemaVersion: 1,
      lang: 'zh',
      rubric: 'cap-writing',
      level,
      levelLabel: `${level}級分`,
      fullScore: 6,
      zeroGate: null,
      dimensions: [],
      deductions: [],
      corrections: [],
      paragraphComments: [],
      strengths: [],
      nextSteps: [],
      overallComment: { 'zh-tw': '', en: '' },
      wordCount: 100,
      engine: { name: 'builtin', version: 'test' },
      confidence: 0.5,
      ...extra,
    },
    teacher_override: teacher === null ? null : { level: teacher, dimensions: {} },
    relevelled_from: null,
  };
}

describe('the re-level plan of a homework', () => {
  it('moves only the essays without a teacher’s level, from the engine’s own level', async () => {
    const rows = [
      essay(1, 2, 4),
      essay(2, 2, 4),
      essay(3, 3, 5),
      essay(4, 1, null),
      essay(5, 3, null),
      // re-levelled before from engine level 2: fitted again from 2, so it stays at 4
      { ...essay(6, 4, null), relevelled_from: { level: 2, label: '2級分' } },
      // a gate's level 0 stays
      essay(7, 0, null, { zeroGate: { gate: 'blank', reason: { 'zh-tw': '', en: '' } } }),
    ];
    const { preview, levels } = await planRelevel(rows);
    expect(preview).toMatchObject({ outcome: 'ready', overrides: 3, unchanged: 1 });
    expect(preview.range).toEqual({ min: 1, max: 6 });
    expect(preview.changes).toEqual([
      {
        article_id: 4,
        student_name: 'S4',
        title: 'T4',
        from: { level: 1, label: '1級分' },
        to: { level: 3, label: '3級分' },
      },
      {
        article_id: 5,
        student_name: 'S5',
        title: 'T5',
        from: { level: 3, label: '3級分' },
        to: { level: 5, label: '5級分' },
      },
    ]);
    expect(levels.map((l) => l.engine)).toEqual([
      { level: 1, label: '1級分' },
      { level: 3, label: '3級分' },
    ]);
  });

  it('says why when there is no proposal', async () => {
    const { preview } = await planRelevel([essay(1, 2, 4), essay(2, 3, 5), essay(3, 4, null)]);
    expect(preview).toMatchObject({ outcome: 'too_few', overrides: 2, fit: null, changes: [] });
  });
});
