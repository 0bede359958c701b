import { describe, expect, it } from 'vitest';
import { hwFile } from './homework-file.test-helper.ts';
import {
  arrange,
  defaultTitle,
  dropFile,
  emptyArrangement,
  NEW_GROUP_ID,
  POOL_ID,
} from './arrangement-state.ts';
import { fromDateTimeLocal, toDateTimeLocal } from './date-input.ts';
import { addStudentNames, splitStudentNames } from './student-names.ts';
import {
  addToUploadList,
  MAX_UPLOAD_BYTES,
  moveItem,
  removeWaiting,
  uploadKindOf,
  type UploadItem,
} from '../../lib/upload-rules.ts';

describe('student names (spec §5)', () => {
  it('splits on commas (half- and full-width) and line breaks only, when the list has any', () => {
    expect(splitStudentNames('Amy Chen, Brian Wu')).toEqual(['Amy Chen', 'Brian Wu']);
    expect(splitStudentNames('王小明，陳美玲, Amy Lin\n林大同\r\n李四,,')).toEqual([
      '王小明',
      '陳美玲',
      'Amy Lin',
      '林大同',
      '李四',
    ]);
    expect(splitStudentNames('Amy Chen\nBrian Wu\n')).toEqual(['Amy Chen', 'Brian Wu']);
  });
  it('splits on spaces when there is no other separator', () => {
    expect(splitStudentNames(' 王小明  陳美玲\t林大同 ')).toEqual(['王小明', '陳美玲', '林大同']);
  });
  it('refuses duplicates against the list and within the paste', () => {
    expect(addStudentNames(['王小明'], '王小明 陳美玲 陳美玲')).toEqual({
      names: ['王小明', '陳美玲'],
      duplicates: ['王小明', '陳美玲'],
    });
  });
});

describe('datetime-local inputs', () => {
  it('round-trips to ISO to the minute', () => {
    const local = toDateTimeLocal('2026-11-21T07:04:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeLocal(local)).toBe('2026-11-21T07:04:00.000Z');
  });
  it('leaves empty and broken values for the server to refuse', () => {
    expect(fromDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('nonsense')).toBe('nonsense');
  });
});

const file = (name: string, size = 10) => ({ name, size }) as File;
const tooLarge = (name: string) => `File size exceeds 100MB: ${name}`;

describe('upload list (spec §5)', () => {
  it('accepts pdf, docx and images only', () => {
    expect(['a.pdf', 'b.DOCX', 'c.jpg', 'd.png', 'e.heic'].map(uploadKindOf)).toEqual([
      'document',
      'document',
      'image',
      'image',
      'image',
    ]);
    expect(['a.doc', 'b.txt', 'noext', 'x.zip'].map(uploadKindOf)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  it('marks files over 100 MB as errors naming the file and refuses unknown formats', () => {
    const { list, rejected } = addToUploadList(
      [],
      [file('big.pdf', MAX_UPLOAD_BYTES + 1), file('ok.pdf', MAX_UPLOAD_BYTES), file('x.exe')],
      tooLarge,
    );
    expect(list.map((item) => [item.file.name, item.status, item.error])).toEqual([
      ['big.pdf', 'error', 'File size exceeds 100MB: big.pdf'],
      ['ok.pdf', 'waiting', undefined],
    ]);
    expect(rejected).toEqual([{ reason: 'invalidFormat', fileName: 'x.exe' }]);
  });
  it('holds at most 40 files', () => {
    const files = Array.from({ length: 42 }, (_, i) => file(`p${i}.jpg`));
    const { list, rejected } = addToUploadList([], files, tooLarge);
    expect(list).toHaveLength(40);
    expect(rejected.map((r) => [r.reason, r.fileName])).toEqual([
      ['tooMany', 'p40.jpg'],
      ['tooMany', 'p41.jpg'],
    ]);
  });
  it('removes only waiting files and reorders items', () => {
    const { list } = addToUploadList([], [file('a.jpg'), file('b.jpg'), file('c.jpg')], tooLarge);
    const [a, b, c] = list as [UploadItem, UploadItem, UploadItem];
    const done = list.map((item) =>
      item.key === b.key ? { ...item, status: 'success' as const } : item,
    );
    expect(removeWaiting(done, b.key)).toHaveLength(3);
    expect(removeWaiting(done, a.key).map((item) => item.file.name)).toEqual(['b.jpg', 'c.jpg']);
    expect(moveItem(list, c.key, -1).map((item) => item.file.name)).toEqual([
      'a.jpg',
      'c.jpg',
      'b.jpg',
    ]);
    expect(moveItem(list, a.key, -1).map((item) => item.file.name)).toEqual([
      'a.jpg',
      'b.jpg',
      'c.jpg',
    ]);
  });
});

describe('file arrangement (spec §4)', () => {
  const files = new Map([1, 2, 3].map((id) => [id, hwFile(id, id === 3 ? 'other' : 'image')]));
  it('creates groups, joins image groups, refuses text groups and drops emptied groups', () => {
    const first = dropFile([], files, 1, NEW_GROUP_ID);
    if (!first.ok) throw new Error('refused');
    const key = first.groups[0]!.key;
    const second = dropFile(first.groups, files, 2, key);
    if (!second.ok) throw new Error('refused');
    expect(second.groups.map((g) => g.fileIds)).toEqual([[1, 2]]);
    expect(dropFile(second.groups, files, 3, key)).toEqual({ ok: false, reason: 'textFile' });
    const text = dropFile(second.groups, files, 3, NEW_GROUP_ID);
    if (!text.ok) throw new Error('refused');
    expect(dropFile(text.groups, files, 1, text.groups[1]!.key)).toEqual({
      ok: false,
      reason: 'textGroup',
    });
    const back = dropFile(text.groups, files, 3, POOL_ID);
    if (!back.ok) throw new Error('refused');
    expect(back.groups.map((g) => g.fileIds)).toEqual([[1, 2]]);
  });
  it('is a pure reducer: a re-run drop makes the same group, so a name typed after it lands', () => {
    // React re-runs queued reducer calls when an urgent update (typing) arrives.
    const drop = {
      type: 'drop',
      fileId: 1,
      target: NEW_GROUP_ID,
      files,
      newKey: 'group-a',
    } as const;
    const once = arrange(emptyArrangement, drop);
    const rerun = arrange(emptyArrangement, drop);
    expect(rerun).toEqual(once);
    const named = arrange(rerun, { type: 'name', key: once.groups[0]!.key, studentName: '王小明' });
    expect(named.groups).toEqual([{ key: 'group-a', studentName: '王小明', fileIds: [1] }]);
  });
  it('keeps a lone file’s group, and its typed name, when that file is dropped on "new essay" again', () => {
    const first = arrange(emptyArrangement, {
      type: 'drop',
      fileId: 1,
      target: NEW_GROUP_ID,
      files,
      newKey: 'group-a',
    });
    const named = arrange(first, { type: 'name', key: 'group-a', studentName: 'Amy' });
    const again = arrange(named, {
      type: 'drop',
      fileId: 1,
      target: NEW_GROUP_ID,
      files,
      newKey: 'group-b',
    });
    expect(again.groups).toEqual([{ key: 'group-a', studentName: 'Amy', fileIds: [1] }]);
  });
  it('numbers default titles after the existing essays', () => {
    expect(defaultTitle(4, 0)).toBe('homework_5');
  });
});
