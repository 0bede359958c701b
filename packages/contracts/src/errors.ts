/** Error codes shared by both servers and the web app; one table maps them to HTTP statuses. */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthorized: 401,
  insufficient_points: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  internal: 500,
  // Specific refusals of the product API (issue 12): the web app words each one by its code,
  // with the answer's `details` as the message's values. `errors.test.ts` checks both locales.
  homework_not_found: 404,
  article_not_found: 404,
  file_not_found: 404,
  page_not_found: 404,
  report_not_found: 404,
  model_essay_not_found: 404,
  school_pending: 403,
  school_rejected: 403,
  school_removed: 403,
  not_own_class: 403,
  article_grading: 409,
  article_not_submitted: 409,
  article_extracting: 409,
  essays_extracting: 409,
  transcript_unconfirmed: 409,
  nothing_to_correct: 409,
  not_corrected: 409,
  relevel_changed: 409,
  not_off_topic_suspect: 409,
  file_in_essay: 409,
  too_many_waiting_files: 409,
  extraction_not_failed: 409,
  file_in_two_groups: 400,
  essay_listed_twice: 400,
  text_file_alone: 400,
  page_listed_twice: 400,
  page_not_current: 400,
  page_missing: 400,
  level_out_of_range: 400,
  unknown_dimension: 400,
  dimension_out_of_range: 400,
  unknown_class: 400,
  // Issue 41: a paper essay is linked only to a roster student of the homework's classes.
  not_on_roster: 400,
  student_hand_in: 409,
  invalid_file_name: 400,
  multipart_required: 400,
  file_too_large: 413,
  file_too_complex: 413,
  file_unreadable: 400,
  unsupported_file_type: 415,
  // A student's hand-in and re-read request (issue 12 item 7, issue 13's routes).
  submission_closed: 409,
  submission_grading: 409,
  revision_not_allowed: 409,
  too_many_submission_files: 400,
  submission_files_missing: 400,
  submission_document_alone: 400,
  reread_pending: 409,
  reread_not_found: 404,
  reread_answered: 409,
  reread_override_first: 409,
  // Issue 18: student data export and erasure, retention.
  student_not_found: 404,
  erase_not_confirmed: 400,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one error type: servers throw it, their error handlers alone turn it into answers. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** What a lookup found, or the AppError that says it is not there (a 404 code of the table above). */
export function foundOr<T>(found: T | null | undefined, code: ErrorCode, message: string): T {
  if (!found) throw new AppError(code, message);
  return found;
}
