/** Last page of a paged list; an empty list still has page 1. */
export function lastPage(records: number, limit: number): number {
  if (limit <= 0 || records <= 0) return 1;
  return Math.ceil(records / limit);
}

/** A page outside 1..last is ignored (spec §5): null means "stay where you are". */
export function acceptPage(requested: number, current: number, last: number): number | null {
  if (!Number.isInteger(requested) || requested < 1 || requested > last || requested === current)
    return null;
  return requested;
}
