/**
 * The sections of a language file that only the pages behind a lazy route use: teacher and admin
 * pages, and the student's term. They are a chunk of their own (`?words=later`), so a student's first
 * page downloads only the other sections (`?words=first`, issue 30's budget). One list: the build's
 * plugin (locale-parts.ts) and the tests read it. A section missing here costs bytes, not words.
 */
export const LATER_SECTIONS: readonly string[] = [
  'adminReport',
  'assignmentUpload',
  'audit',
  'classCodes',
  'classEdit',
  'classManage',
  'engines',
  'members',
  'modelEssay',
  'pointManage',
  'privacy',
  'retention',
  'studentData',
  'term',
];

export type WordPart = 'first' | 'later';

/** The part of a language file's sections that `part` holds. */
export function wordsOf(all: Record<string, unknown>, part: WordPart): Record<string, unknown> {
  const later = new Set(LATER_SECTIONS);
  return Object.fromEntries(
    Object.entries(all).filter(([section]) => later.has(section) === (part === 'later')),
  );
}
