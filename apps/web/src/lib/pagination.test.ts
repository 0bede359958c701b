import { describe, expect, it } from 'vitest';
import { acceptPage, lastPage } from './pagination.ts';

describe('pagination', () => {
  it('computes the last page, at least 1', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
  it('ignores pages outside 1..last', () => {
    expect(acceptPage(0, 1, 3)).toBeNull();
    expect(acceptPage(4, 3, 3)).toBeNull();
    expect(acceptPage(2, 1, 3)).toBe(2);
    expect(acceptPage(1, 1, 3)).toBeNull();
  });
});
