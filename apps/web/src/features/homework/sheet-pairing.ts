import type { HomeworkFile } from '@essay/contracts';
import type { ArrangementGroup } from './arrangement-state.ts';

/**
 * Whether `file` is the next side of the sheet the previous file began (issue 43 §2), only on
 * evidence the pages show: the same name written in both name fields, a page number after the
 * first, no header where the sheet's print was read (the back of a 稿紙), or a page of columns
 * photographed the other way up from the one before (the 會考 answer sheet turned over). A page
 * read cell by cell by its grid never sees the header: its missing header proves nothing, so a
 * class of such photos stays a class of essays.
 */
function continues(file: HomeworkFile, previous: HomeworkFile, frontOnly: boolean): boolean {
  const sheet = file.sheet;
  const before = previous.sheet;
  if (!sheet || !before || file.file_type !== 'image' || previous.file_type !== 'image')
    return false;
  if (sheet.name && before.name) return sheet.name === before.name;
  if ((sheet.page ?? 1) > 1) return true;
  if (sheet.header) return false;
  if (sheet.printRead) return true;
  // an answer sheet has two sides: the turned-over page is the back of the page that began the essay
  return frontOnly && turnedOver(file, previous);
}

/** Two pages of columns that lay the other way up from each other: the two sides of one sheet. */
function turnedOver(file: HomeworkFile, previous: HomeworkFile): boolean {
  const [a, b] = [file.layout, previous.layout];
  return (
    !!a &&
    !!b &&
    a.writing === 'columns' &&
    b.writing === 'columns' &&
    Math.abs(a.turned - b.turned) === 180
  );
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
    if (last && previous && continues(file, previous, last.fileIds.length === 1))
      last.fileIds.push(file.id);
    else groups.push({ key: newKey(), studentName: file.sheet?.name ?? '', fileIds: [file.id] });
    previous = file;
  }
  return groups;
}
