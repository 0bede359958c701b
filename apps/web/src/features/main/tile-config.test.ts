import { describe, expect, it } from 'vitest';
import { TILES } from './tile-config.ts';

const summary = (role: keyof typeof TILES) =>
  TILES[role].map((tile) => [tile.to ?? null, tile.enabled]);

describe('main tiles (spec §2)', () => {
  it('student: every tile enabled now that its page works (issue 13), the term page (issue 44)', () => {
    expect(summary('student')).toEqual([
      ['/assignment-upload', true],
      ['/class', true],
      ['/model-essays', true],
      ['/term', true],
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
  it('admin: all enabled once their pages work (issue 13), with members and teaching (issue 27)', () => {
    expect(summary('admin')).toEqual([
      ['/admin-report', true],
      ['/class-manage', true],
      ['/school-members', true],
      ['/assignment', true],
      ['/point-manage', true],
      ['/profile', true],
      ['/customer-service', true],
    ]);
  });
});
