/** The name a new essay gets in the teacher's arrangement and a student's photo hand-in (spec §4). */
export const PLACEHOLDER_TITLE = /^homework_\d+$/;

/**
 * The title a reader sees: the essay's own title, else (a placeholder `homework_N` or nothing) the
 * student's name and the homework, e.g. "王小明 · 我的暑假"; empty when neither is known.
 */
export function essayTitleOf(essay: {
  title: string;
  student_name?: string | undefined;
  homework_name?: string | undefined;
}): string {
  const title = essay.title.trim();
  if (title !== '' && !PLACEHOLDER_TITLE.test(title)) return title;
  return [essay.student_name, essay.homework_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' · ');
}
