import type { HomeworkFile } from '@essay/contracts';
import type { ArrangementGroup } from './arrangement-state.ts';

/**
 * Whether `file` is the next side of the sheet the previous file began (issue 43 §2): its sheet
 * prints no header (the back of a 稿紙 or answer sheet), prints a page number after the first, or
 * has the same name written in its name field as the page before.
 */
function continues(file: HomeworkFile, previous: HomeworkFile): boolean {
  const sheet = file.sheet;
  const before = previous.sheet;
  if (!sheet || !before || file.file_type !== 'image' || previous.file_type !== 'image')
    return false;
  if (sheet.name && before.name) return sheet.name === before.name;
  return !sheet.header || (sheet.page ?? 1) > 1;
}

/**
 * The arrangement's suggestion for the files waiting (in upload order): each photo of a sheet's
 * first side starts an essay, and the sides after it join that essay; any other file (a Word or
 * PDF file, a photo not read as a sheet) is an essay by itself. The name read in a sheet's name
 * field is the essay's student name. The teacher can still move every file.
 */
export function suggestEssays(
  waiting: readonly HomeworkFile[],
  newKey: () => string,
): ArrangementGroup[] {
  const groups: ArrangementGroup[] = [];
  let previous: HomeworkFile | null = null;
  for (const file of waiting) {
    const last = groups.at(-1);
    if (last && previous && continues(file, previous)) last.fileIds.push(file.id);
    else groups.push({ key: newKey(), studentName: file.sheet?.name ?? '', fileIds: [file.id] });
    previous = file;
  }
  return groups;
}
