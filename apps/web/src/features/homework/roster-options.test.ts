import { describe, expect, it } from 'vitest';
import { exactRosterMatch, filterRoster, type RosterOption } from './roster-options.ts';

const option = (user_id: number, name: string, seat_no: number | null): RosterOption => ({
  user_id,
  name,
  seat_no,
  class_id: 1,
  cls_name: '801',
  handed_in: false,
});
const roster = [option(1, '王小明', 5), option(2, '王小明', 17), option(3, '陳美玲', 12)];

describe('roster suggestions', () => {
  it('finds students by seat number first, then by any part of the name', () => {
    expect(filterRoster(roster, '17').map((o) => o.user_id)).toEqual([2]);
    expect(filterRoster(roster, '5 王').map((o) => o.user_id)).toEqual([1]);
    expect(filterRoster(roster, '小明').map((o) => o.user_id)).toEqual([1, 2]);
    expect(filterRoster(roster, '').map((o) => o.user_id)).toEqual([1, 2, 3]);
    expect(filterRoster(roster, '林')).toEqual([]);
  });

  it('links a typed name only when exactly one student has it', () => {
    expect(exactRosterMatch(roster, ' 陳美玲 ')?.user_id).toBe(3);
    expect(exactRosterMatch(roster, '王小明')).toBeNull();
    expect(exactRosterMatch(roster, '張無名')).toBeNull();
    // One student listed in two classes is still one student.
    expect(exactRosterMatch([...roster, { ...roster[2]!, class_id: 2 }], '陳美玲')?.user_id).toBe(
      3,
    );
  });
});
