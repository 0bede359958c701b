import type { HandInList } from '@essay/contracts';

/**
 * A name suggestion: a roster student of one of the homework's classes (issue 41), or (no
 * `user_id`) a name of the homework's typed student list, which stays free text.
 */
export interface RosterOption {
  user_id: number | null;
  name: string;
  seat_no: number | null;
  class_id: number;
  cls_name: string;
  handed_in: boolean;
}

/**
 * Every roster entry of the homework's classes (a student of two classes is offered in each),
 * then the typed list's names that no essay has yet (`remain`).
 */
export function rosterOptions(
  list: HandInList | undefined,
  remain: readonly string[] = [],
): RosterOption[] {
  const typed = remain.map((name, index) => ({
    user_id: null,
    name,
    seat_no: null,
    class_id: -1 - index,
    cls_name: '',
    handed_in: false,
  }));
  return [...rosterEntries(list), ...typed];
}

function rosterEntries(list: HandInList | undefined): RosterOption[] {
  return (list?.classes ?? []).flatMap((c) =>
    c.students.map((s) => ({
      user_id: s.user_id,
      name: s.name,
      seat_no: s.seat_no,
      class_id: c.class_id,
      cls_name: c.cls_name,
      handed_in: s.state !== 'missing',
    })),
  );
}

const normalise = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The suggestions for what is typed: by name (any part of it), or by seat number first ("12",
 * "12 王"), so a teacher holding a paper with 座號 12 finds the right one of two namesakes.
 */
export function filterRoster(options: readonly RosterOption[], text: string): RosterOption[] {
  const query = normalise(text);
  if (query === '') return [...options];
  const seated = /^(\d{1,3})\s*(.*)$/u.exec(query);
  return options.filter((option) => {
    const name = normalise(option.name);
    if (seated && option.seat_no === Number(seated[1]) && name.includes(seated[2] ?? ''))
      return true;
    return name.includes(query);
  });
}

/** The one roster student whose name is exactly the text typed; none when nobody or namesakes match. */
export function exactRosterMatch(
  options: readonly RosterOption[],
  text: string,
): RosterOption | null {
  const query = normalise(text);
  const found = options.filter(
    (option) => option.user_id !== null && normalise(option.name) === query,
  );
  return new Set(found.map((option) => option.user_id)).size === 1 ? found[0]! : null;
}

/** Where a linked student sits: their class and seat, as the suggestions show them. */
export function rosterPlaceOf(
  options: readonly RosterOption[],
  userId: number | null | undefined,
): RosterOption | null {
  return userId === null || userId === undefined
    ? null
    : (options.find((option) => option.user_id === userId) ?? null);
}
