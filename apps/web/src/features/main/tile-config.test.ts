import { describe, expect, it } from 'vitest';
import { TILES } from './tile-config.ts';

const summary = (role: keyof typeof TILES) => TILES[role].map((tile) => [tile.to ?? null, tile.enabled]);

describe('main tiles (spec §2)', () => {
  it('student: submit, class and model essays disabled; profile enabled', () => {
    expect(summary('student')).toEqual([
      ['/assignment-upload', false],
      ['/class', false],
      ['/model-essays', false],
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
