import { describe, expect, it } from 'vitest';
import { ApiHttpError, NetworkError } from '../../lib/http/http-errors.ts';
import { checkHomeworkBody, homeworkSaveMessage, uploadErrorMessage } from './homework-messages.ts';

// Echoes the key and its variables, so each assertion names the message it expects.
const t = (key: string, vars?: Record<string, unknown>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key;

describe('homework form failures (spec §8)', () => {
  it('a 400 is worded by its field or code, never by the English text', () => {
    const unique = new ApiHttpError(400, 'Student names must be unique', 'invalid_input', {
      field: 'students',
    });
    expect(homeworkSaveMessage(unique, 'create', t)).toBe('homework.serverMessages.studentsUnique');
    const unknownClass = new ApiHttpError(400, 'Unknown class: 12, 13', 'unknown_class', {
      ids: '12, 13',
    });
    expect(homeworkSaveMessage(unknownClass, 'edit', t)).toBe(
      'errors.api.unknown_class {"ids":"12, 13"}',
    );
    const other = new ApiHttpError(400, 'x is required', 'invalid_input', { field: 'x' });
    expect(homeworkSaveMessage(other, 'create', t)).toBe('errors.api.invalid_input {"field":"x"}');
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
  it('maps the two spec refusals to their messages, words the others by code', () => {
    const format = new ApiHttpError(415, 'x', 'unsupported_file_type', { file_name: 'a.txt' });
    expect(uploadErrorMessage(format, 'a.txt', t)).toBe(
      'errors.invalidFormat {"filename":"a.txt"}',
    );
    const big = new ApiHttpError(413, 'File size exceeds 100MB: a.pdf', 'file_too_large');
    expect(uploadErrorMessage(big, 'a.pdf', t)).toBe('errors.fileTooLarge {"filename":"a.pdf"}');
    const bomb = new ApiHttpError(413, 'a.docx: expands too much', 'file_too_complex', {
      file_name: 'a.docx',
    });
    expect(uploadErrorMessage(bomb, 'a.docx', t)).toBe(
      'errors.api.file_too_complex {"file_name":"a.docx"}',
    );
    const full = new ApiHttpError(409, 'At most 40 files can wait.', 'too_many_waiting_files');
    expect(uploadErrorMessage(full, 'b.jpg', t)).toBe('errors.api.too_many_waiting_files {}');
    expect(uploadErrorMessage(new ApiHttpError(500, 'boom', undefined), 'b.jpg', t)).toBe(
      'errors.server',
    );
  });
});

describe('the homework form checked in the browser with the contracts schema', () => {
  const body = {
    name: '我的志願',
    instructions: '',
    submission_method: 'teacher' as const,
    submission_begin_at: '2026-09-01T00:00:00.000Z',
    submission_deadline_at: '2026-09-15T09:00:00.000Z',
    assigned_classes: [],
    students: ['王小明'],
    rubric: 'auto' as const,
    allow_revision: false,
  };
  it('passes a valid body', () => {
    expect(checkHomeworkBody(body)).toBeUndefined();
  });
  it('refuses what the server refuses, worded as the server answer would be', () => {
    const cases: [Partial<typeof body>, string][] = [
      [{ name: '  ' }, 'homework.serverMessages.nameRequired'],
      [{ students: ['王小明', '王小明'] }, 'homework.serverMessages.studentsUnique'],
      [
        { submission_deadline_at: '2026-08-01T00:00:00.000Z' },
        'homework.serverMessages.deadlineOrder',
      ],
      [{ submission_begin_at: 'not a time' }, 'homework.serverMessages.timesInvalid'],
    ];
    for (const [change, message] of cases) {
      const refusal = checkHomeworkBody({ ...body, ...change });
      expect(refusal?.status).toBe(400);
      expect(homeworkSaveMessage(refusal, 'create', t)).toBe(message);
    }
  });
});
