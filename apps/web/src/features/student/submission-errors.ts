import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';

/** A refused submission in the interface's language, by status (the server words it in English). */
export function submissionErrorKey(error: unknown): string {
  if (error instanceof NetworkError) return 'errors.network';
  if (error instanceof ApiHttpError) {
    if (error.status === 409) return 'assignmentUpload.errors.closed';
    if (error.status === 404) return 'errors.api.not_found';
    if (error.status === 413) return 'assignmentUpload.errors.tooLarge';
    if (error.status === 415) return 'assignmentUpload.errors.format';
    if (error.status === 400) return 'assignmentUpload.errors.invalid';
  }
  return 'errors.generic';
}
