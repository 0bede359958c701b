import { describe, expect, it } from 'vitest';
import { TILES } from './tile-config.ts';

const summary = (role: keyof typeof TILES) =>
  TILES[role].map((tile) => [tile.to ?? null, tile.enabled]);

describe('main tiles (spec §2)', () => {
  it('student: submit, class and model essays disabled; profile enabled', () => {
    expect(summary('student')).toEqual([
      ['/assignment-upload', false],
      ['/class', false],
      ['/model-essays', false],
      ['/profile', true],
    ]);
  });
  it('teacher: every tile enabled (class management since issue 13)', () => {
    expect(summary('teacher')).toEqual([
      ['/assignment', true],
      ['/class-manage', true],
      ['/model-essay-setting', true],
      ['/point', true],
      ['/profile', true],
    ]);
  });
  it('admin: all five enabled once their pages work (issue 13)', () => {
    expect(summary('admin')).toEqual([
      ['/admin-report', true],
      ['/class-manage', true],
      ['/point-manage', true],
      ['/profile', true],
      ['/customer-service', true],
    ]);
  });
});
