/** Pasted student lists are split on whitespace, half-width and full-width commas (spec §5). */
export function splitStudentNames(text: string): string[] {
  return text
    .split(/[\s,，]+/u)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

export interface AddedNames {
  names: string[];
  /** Names refused because the list (or the paste itself) already holds them. */
  duplicates: string[];
}

/** Adds pasted names to the tag list; duplicates are not allowed in the tag input (spec §5). */
export function addStudentNames(existing: readonly string[], text: string): AddedNames {
  const names = [...existing];
  const duplicates: string[] = [];
  for (const name of splitStudentNames(text)) {
    if (names.includes(name)) {
      if (!duplicates.includes(name)) duplicates.push(name);
    } else names.push(name);
  }
  return { names, duplicates };
}
