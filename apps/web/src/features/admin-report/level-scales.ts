/** The scale a level label is written on: 會考 級分, points out of a full score, or grades. */
export interface LevelScale {
  key: string;
  kind: 'cap' | 'outOf' | 'grades';
  full?: number;
}

export function scaleOf(label: string): LevelScale {
  if (/^\d+級分$/.test(label)) return { key: 'cap', kind: 'cap' };
  const outOf = /^\d+(?:\.\d+)?\s*\/\s*(\d+)$/.exec(label);
  if (outOf) return { key: `of-${outOf[1]}`, kind: 'outOf', full: Number(outOf[1]) };
  return { key: 'grades', kind: 'grades' };
}

/**
 * The level rows grouped by scale, each group keeping the rows' order (issue 41: one unit per
 * chart). Groups come in the order their first row does.
 */
export function levelScales<Row extends { level: string }>(
  rows: readonly Row[],
): { scale: LevelScale; levels: Row[] }[] {
  const groups = new Map<string, { scale: LevelScale; levels: Row[] }>();
  for (const row of rows) {
    const scale = scaleOf(row.level);
    const group = groups.get(scale.key) ?? { scale, levels: [] };
    group.levels.push(row);
    groups.set(scale.key, group);
  }
  return [...groups.values()];
}
