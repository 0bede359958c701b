/** Queue names: versioned, so a payload change gets a new queue instead of confusing old jobs. */
export const EXTRACT_FILE_JOB = 'file.extract.v1';
export const GRADE_ESSAY_JOB = 'essay.grade.v1';
