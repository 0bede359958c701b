import { MAX_UPLOAD_BYTES } from '@essay/contracts';

/** Spec §5/§9: at most 40 files in the upload list; each file at most 100 MB. */
export const MAX_UPLOAD_FILES = 40;
export { MAX_UPLOAD_BYTES };

const DOCUMENT_EXTENSIONS = ['pdf', 'docx'];
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic'];

/** The file chooser's filter: pdf, docx and images (the server still sniffs the content). */
export const UPLOAD_ACCEPT = [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS]
  .map((ext) => `.${ext}`)
  .join(',');

export type UploadKind = 'document' | 'image';

export function uploadKindOf(fileName: string): UploadKind | null {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (!fileName.includes('.')) return null;
  if (DOCUMENT_EXTENSIONS.includes(ext)) return 'document';
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  return null;
}

export type UploadStatus = 'waiting' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  key: string;
  file: File;
  kind: UploadKind;
  status: UploadStatus;
  /** 0..1 while uploading. */
  progress: number;
  error?: string;
}

export type Rejection = { reason: 'invalidFormat' | 'tooMany'; fileName: string };

let sequence = 0;

/**
 * Adds chosen files to the list: unknown formats are refused, files over 100 MB join the list
 * already marked error (spec §5), and the list never grows beyond 40 files.
 */
export function addToUploadList(
  list: readonly UploadItem[],
  files: readonly File[],
  tooLargeMessage: (fileName: string) => string,
): { list: UploadItem[]; rejected: Rejection[] } {
  const next = [...list];
  const rejected: Rejection[] = [];
  for (const file of files) {
    const kind = uploadKindOf(file.name);
    if (!kind) {
      rejected.push({ reason: 'invalidFormat', fileName: file.name });
      continue;
    }
    if (next.length >= MAX_UPLOAD_FILES) {
      rejected.push({ reason: 'tooMany', fileName: file.name });
      continue;
    }
    sequence += 1;
    const tooLarge = file.size > MAX_UPLOAD_BYTES;
    next.push({
      key: `upload-${sequence}`,
      file,
      kind,
      status: tooLarge ? 'error' : 'waiting',
      progress: 0,
      ...(tooLarge ? { error: tooLargeMessage(file.name) } : {}),
    });
  }
  return { list: next, rejected };
}

/** Moves a waiting image one place up (-1) or down (+1) among the list (image order, spec §4). */
export function moveItem(list: readonly UploadItem[], key: string, step: -1 | 1): UploadItem[] {
  const index = list.findIndex((item) => item.key === key);
  const target = index + step;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item) next.splice(target, 0, item);
  return next;
}

/** Only waiting files can be removed from the list (spec §4). */
export function removeWaiting(list: readonly UploadItem[], key: string): UploadItem[] {
  return list.filter((item) => item.key !== key || item.status !== 'waiting');
}

export function hasUnfinished(list: readonly UploadItem[]): boolean {
  return list.some((item) => item.status === 'waiting' || item.status === 'uploading');
}
