import { CONFUSABLES_TABLE } from './table.ts';

let prototypes: ReadonlyMap<string, string> | undefined;
function confusablePrototypes(): ReadonlyMap<string, string> {
  if (!prototypes) {
    const map = new Map<string, string>();
    for (const line of CONFUSABLES_TABLE.split('\n')) {
      const [from, ...to] = [...line];
      if (from) map.set(from, to.join(''));
    }
    prototypes = map;
  }
  return prototypes;
}

/**
 * The confusables skeleton of Unicode TR39 (§4): each character of the decomposed text replaced by
 * the prototype it looks like, so Cyrillic а, е and Greek ο give the Latin a, e, o. Two texts
 * with the same skeleton look alike. The table holds what the school-name key can still meet.
 */
export function confusablesSkeleton(text: string): string {
  const map = confusablePrototypes();
  return [...text.normalize('NFD')]
    .map((c) => map.get(c) ?? c)
    .join('')
    .normalize('NFD');
}
