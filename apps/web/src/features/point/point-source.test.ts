import { describe, expect, it } from 'vitest';
import { sourceText } from './point-source.ts';

const t = (key: string, vars?: { id: number }) => (vars ? `${key} #${vars.id}` : key);

describe('point record source (issue 12)', () => {
  it('words the ledger source instead of showing its code', () => {
    expect(sourceText('seed', null, t)).toBe('point.source.seed');
    expect(sourceText('point_ask', 12, t)).toBe('point.source.approvedRequest #12');
    expect(sourceText('point_ask', null, t)).toBe('point.source.point_ask');
    expect(sourceText('essay_grade', null, t)).toBe('point.source.essay_grade');
    expect(sourceText('something_new', null, t)).toBe('something_new');
  });
});
