import { describe, expect, it } from 'vitest';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { homeworkSaveMessage, uploadErrorMessage } from './homework-messages.ts';

// Echoes the key and its variables, so each assertion names the message it expects.
const t = (key: string, vars?: Record<string, string | number>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key;

describe('homework form failures (spec §8)', () => {
  it('a 400 shows the server error, translated when known', () => {
    const known = new ApiHttpError(400, 'Student names must be unique', 'invalid_input');
    expect(homeworkSaveMessage(known, 'create', t)).toBe('homework.serverMessages.studentsUnique');
    const unknownClass = new ApiHttpError(400, 'Unknown class: 12, 13', 'invalid_input');
    expect(homeworkSaveMessage(unknownClass, 'edit', t)).toBe(
      'homework.serverMessages.unknownClass {"ids":"12, 13"}',
    );
    const other = new ApiHttpError(400, 'name is required', 'invalid_input');
    expect(homeworkSaveMessage(other, 'create', t)).toBe('name is required');
  });
  it('anything else is the create or update failure message', () => {
    const missing = new ApiHttpError(404, 'Homework not found', 'not_found');
    expect(homeworkSaveMessage(missing, 'edit', t)).toBe('errors.homeworkUpdateFailed');
    expect(homeworkSaveMessage(new ApiHttpError(500, undefined, undefined), 'create', t)).toBe(
      'errors.homeworkCreationFailed',
    );
    expect(homeworkSaveMessage(new NetworkError(null), 'create', t)).toBe('errors.network');
  });
});

describe('upload failures name the file (spec §5)', () => {
  it('maps 415 and 413 to the spec messages, keeps other server reasons', () => {
    expect(uploadErrorMessage(new ApiHttpError(415, 'x', 'unsupported_type'), 'a.txt', t)).toBe(
      'errors.invalidFormat {"filename":"a.txt"}',
    );
    const big = new ApiHttpError(413, 'File size exceeds 100MB: a.pdf', 'too_large');
    expect(uploadErrorMessage(big, 'a.pdf', t)).toBe('errors.fileTooLarge {"filename":"a.pdf"}');
    const bomb = new ApiHttpError(413, 'a.docx: expands too much', 'too_large');
    expect(uploadErrorMessage(bomb, 'a.docx', t)).toBe('a.docx: expands too much');
    const full = new ApiHttpError(409, 'At most 40 files can wait for arrangement.', 'conflict');
    expect(uploadErrorMessage(full, 'b.jpg', t)).toBe('At most 40 files can wait for arrangement.');
    expect(uploadErrorMessage(new ApiHttpError(500, 'boom', undefined), 'b.jpg', t)).toBe(
      'errors.server',
    );
  });
});
