import { describe, expect, it } from 'vitest';
import { TILES } from './tile-config.ts';

const summary = (role: keyof typeof TILES) => TILES[role].map((tile) => [tile.to ?? null, tile.enabled]);

describe('main tiles (spec §2)', () => {
  it('student: every tile enabled now that its page works (issue 13)', () => {
    expect(summary('student')).toEqual([
      ['/assignment-upload', true],
      ['/class', true],
      ['/model-essays', true],
      ['/profile', true],
    ]);
  });
  it('teacher: class management disabled, the rest enabled', () => {
    expect(summary('teacher')).toEqual([
      ['/assignment', true],
      ['/class-manage', false],
      ['/model-essay-setting', true],
      ['/point', true],
      ['/profile', true],
    ]);
  });
  it('admin: all five disabled', () => {
    expect(summary('admin')).toEqual([
      ['/admin-report', false],
      ['/class-manage', false],
      ['/point-manage', false],
      ['/profile', false],
      [null, false],
    ]);
  });
});
