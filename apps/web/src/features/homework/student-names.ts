/**
 * Pasted student lists (spec §5, issue 12): with commas (half- or full-width) or line breaks in
 * the list, only those separate names, so "Amy Chen, Brian Wu" stays two students; a list with
 * no other separator is split on spaces.
 */
export function splitStudentNames(text: string): string[] {
  const separator = /[,，\r\n]/u.test(text) ? /[,，\r\n]+/u : /\s+/u;
  return text
    .split(separator)
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
