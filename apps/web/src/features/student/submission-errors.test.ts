import { describe, expect, it } from 'vitest';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { studentRefusalText } from './submission-errors.ts';

const t = (key: string, vars?: Record<string, string | number>) =>
  vars && Object.keys(vars).length > 0 ? `t:${key}:${JSON.stringify(vars)}` : `t:${key}`;
const refused = (status: number, code: string, details: Record<string, unknown> = {}) =>
  new ApiHttpError(status, 'English text the page never shows', code, details);
const invalid = 'assignmentUpload.errors.invalid';

describe("students' refusals (issue 12 item 7)", () => {
  it('words each hand-in refusal by its own code, with its details', () => {
    expect(studentRefusalText(refused(409, 'submission_closed'), t, invalid)).toBe(
      't:errors.api.submission_closed',
    );
    expect(studentRefusalText(refused(409, 'revision_not_allowed'), t, invalid)).toBe(
      't:errors.api.revision_not_allowed',
    );
    expect(
      studentRefusalText(refused(400, 'too_many_submission_files', { max: 20 }), t, invalid),
    ).toBe('t:errors.api.too_many_submission_files:{"max":20}');
    expect(
      studentRefusalText(refused(413, 'file_too_large', { file_name: 'p1.jpg' }), t, invalid),
    ).toBe('t:errors.api.file_too_large:{"file_name":"p1.jpg"}');
    expect(studentRefusalText(refused(409, 'reread_pending'), t, invalid)).toBe(
      't:errors.api.reread_pending',
    );
  });
  it('a refused field is said by the form; network, server and unknown answers by the general texts', () => {
    expect(studentRefusalText(refused(400, 'invalid_input'), t, invalid)).toBe(`t:${invalid}`);
    expect(studentRefusalText(new NetworkError(null), t, invalid)).toBe('t:errors.network');
    expect(studentRefusalText(refused(500, 'internal'), t, invalid)).toBe('t:errors.server');
    expect(studentRefusalText(refused(409, 'made_up'), t, invalid)).toBe('t:errors.generic');
    expect(studentRefusalText(new Error('x'), t, invalid)).toBe('t:errors.generic');
  });
});
