import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  AppError,
  foundOr,
  MAX_UNARRANGED_FILES,
  type FileKind,
  type HomeworkFile,
} from '@essay/contracts';
import { isIngestError } from '@essay/ingest/light';
import { listUnder, type Db } from '@essay/db';
import type { ApiContext } from '../../context.ts';
import type { ApiCaller } from '../../http/caller.ts';
import { recordEvent, type Actor } from '../audit/audit.service.ts';
import { requireOwnHomework } from '../homeworks/homeworks.policy.ts';
import { pageImagePrefix, queueReading } from './extraction.service.ts';
import * as files from './files.repository.ts';
import { receiveUpload } from './upload-stream.ts';

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};
const EXTENSIONS: Record<FileKind, string> = {
  pdf: 'pdf',
  docx: 'docx',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  heic: 'heic',
};
const IMAGE_KINDS = new Set<FileKind>(['jpeg', 'png', 'webp', 'heic']);

export function isImageKind(kind: FileKind): boolean {
  return IMAGE_KINDS.has(kind);
}

/**
 * Characters a name never needs and that make it read other than it is: bidirectional overrides
 * and isolates (`essay\u202Efdp.exe` shows as `essayexe.pdf`), zero-width and other format
 * characters, C1 controls, line and paragraph separators. Removed from the stored name.
 */
const MISLEADING = /[\p{Cf}\u0080-\u009f\u2028\u2029]/gu;

/**
 * A plain file name: misleading characters removed; path parts, C0 control characters and
 * dot-names are refused, not silently cut.
 */
export function checkFileName(raw: string | undefined): string {
  const name = (raw ?? '').normalize('NFC').replace(MISLEADING, '').trim();
  const bad =
    name === '' ||
    name.length > 255 ||
    // eslint-disable-next-line no-control-regex
    /[/\\\u0000-\u001f\u007f]/.test(name) ||
    name === '.' ||
    name === '..' ||
    path.basename(name) !== name;
  if (bad)
    throw new AppError(
      'invalid_file_name',
      `Invalid file name: ${name.slice(0, 100) || '(empty)'}`,
    );
  return name;
}

/**
 * The name a download is saved under: its extension is the one of the content as sniffed, so a
 * PDF handed in as `essay.html` downloads as `essay.pdf` and no browser or desktop opens it as a page.
 */
export function downloadName(fileName: string, kind: FileKind): string {
  const extension = EXTENSIONS[kind];
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const current = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (current === extension || (kind === 'jpeg' && current === 'jpeg')) return fileName;
  return `${stem}.${extension}`;
}

export function presentFile(ctx: ApiContext, row: files.FileRow, session: string): HomeworkFile {
  return {
    id: row.id,
    file_name: row.file_name,
    file_type: isImageKind(row.kind) ? 'image' : 'other',
    url: ctx.urls.sign(`/api/files/${row.id}/raw`, session),
    content_type: row.content_type,
    size: Number(row.size),
    article_id: row.article_id,
    position: row.position,
    extraction_status: row.extraction_status,
    extraction_error: row.extraction_error,
    pages_total: row.pages_total,
    pages_read: row.pages_read,
    has_text: (row.text_preview ?? '').trim() !== '',
    text_preview: row.text_preview ?? '',
    sheet: row.sheet ?? null,
    layout: row.layout ?? null,
  };
}

/**
 * Streams one uploaded file to the store, recognises it by content, refuses bad files with the
 * spec's messages, and queues its text extraction in the same transaction as its record.
 */
export async function uploadHomeworkFile(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  upload: { filename: string; stream: Readable & { truncated?: boolean } },
): Promise<HomeworkFile> {
  try {
    await requireOwnHomework(ctx, caller, homeworkId);
    const fileName = checkFileName(upload.filename);
    if ((await files.countUnarrangedFiles(ctx.db, homeworkId)) >= MAX_UNARRANGED_FILES) {
      throw new AppError(
        'too_many_waiting_files',
        `At most ${MAX_UNARRANGED_FILES} files can wait for arrangement. Arrange or delete some first.`,
      );
    }
    return presentFile(
      ctx,
      await storeUpload(ctx, homeworkId, fileName, upload.stream),
      caller.session,
    );
  } finally {
    upload.stream.resume(); // drain whatever was not read, so the request can finish
  }
}

/** Stores one upload as a file of the homework (not yet in an essay) and queues its extraction. */
export async function storeUpload(
  ctx: ApiContext,
  homeworkId: number,
  fileName: string,
  stream: Readable & { truncated?: boolean },
): Promise<files.FileRow> {
  const tempFile = ctx.temp.path('upload');
  try {
    let received;
    try {
      received = await receiveUpload(stream, tempFile);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileName);
      throw error;
    }
    if (received.truncated) throw tooLarge(fileName);
    // The readers (sharp, file-type, …) load on the first upload, not when the server starts (issue 30).
    const { checkUpload, sniffFile } = await import('@essay/ingest');
    const kind = await sniffFile(tempFile);
    if (!kind)
      throw new AppError('unsupported_file_type', `Invalid File Format: ${fileName}`, {
        file_name: fileName,
      });
    try {
      await checkUpload(tempFile, kind);
    } catch (error) {
      if (!isIngestError(error)) throw error;
      const code =
        error.code === 'image_too_large' || error.code === 'zip_bomb'
          ? 'file_too_complex'
          : 'file_unreadable';
      throw new AppError(code, `${fileName}: ${error.message}`, {
        file_name: fileName,
        reason: error.code,
      });
    }
    const key = ctx.files.newKey(`homeworks/${homeworkId}`, EXTENSIONS[kind]);
    await ctx.files.putFile(key, tempFile);
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await files.insertFile(tx, {
        homeworkId,
        fileName,
        kind,
        contentType: CONTENT_TYPES[kind],
        size: received.size,
        sha256: received.sha256,
        storageKey: key,
      });
      await queueReading(ctx, tx, inserted.id, homeworkId, false);
      return inserted;
    });
    return row;
  } finally {
    await ctx.temp.remove(tempFile);
  }
}

function tooLarge(fileName: string): AppError {
  return new AppError('file_too_large', `File size exceeds 100MB: ${fileName}`, {
    file_name: fileName,
  });
}

/** The files of the caller's own homework. */
export const listFiles = listUnder(
  requireOwnHomework,
  (db, homeworkId) => files.listHomeworkFiles(db, homeworkId, false),
  (row, ctx, caller: ApiCaller): HomeworkFile => presentFile(ctx, row, caller.session),
);

/** One file of the caller's own homework; 404 `file_not_found` when the homework has no such file. */
async function requireHomeworkFile(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  fileId: number,
): Promise<files.FileRow> {
  await requireOwnHomework(ctx, caller, homeworkId);
  const row = await files.findHomeworkFile(ctx.db, homeworkId, fileId);
  return foundOr(row, 'file_not_found', 'File not found');
}

/**
 * Only a file still waiting for arrangement can be deleted; an arranged one belongs to an essay.
 * Its page images go with it (also any left by an interrupted extraction).
 */
export async function deleteHomeworkFile(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  fileId: number,
): Promise<void> {
  const row = await requireHomeworkFile(ctx, caller, homeworkId, fileId);
  if (row.article_id !== null)
    throw new AppError('file_in_essay', 'This file belongs to an essay and cannot be deleted');
  await discardFile(ctx, row);
}

/** A homework file opened by its signed link; the read goes on the trail before the bytes are sent. */
export async function openFile(
  ctx: ApiContext,
  actor: Actor,
  id: number,
): Promise<{ file: files.FileRow; bytes: Readable }> {
  const file = await files.findFile(ctx.db, id);
  if (!file) throw new AppError('file_not_found', 'File not found');
  await recordEvent(ctx, actor, 'file.read', { fileId: id }, { subjectId: id });
  return { file, bytes: await ctx.files.get(file.storage_key) };
}

/** Where a file's bytes and page images are kept: read before its row goes, removed after. */
export interface StoredFileKeys {
  id: number;
  storage_key: string;
  page_keys: string[];
}

export async function storedKeysOf(
  db: Db,
  row: Pick<files.FileRow, 'id' | 'storage_key'>,
): Promise<StoredFileKeys> {
  return {
    id: row.id,
    storage_key: row.storage_key,
    page_keys: await files.listPageImageKeys(db, row.id),
  };
}

/** Removes a file's stored bytes and page images (also any left by an interrupted extraction). */
export async function removeStoredFile(ctx: ApiContext, keys: StoredFileKeys): Promise<void> {
  await ctx.files.remove(keys.storage_key);
  for (const key of keys.page_keys) await ctx.files.remove(key);
  await ctx.files.removeFolder(pageImagePrefix(keys.id));
}

/** Deletes a file's row, its stored bytes and its page images. */
export async function discardFile(
  ctx: ApiContext,
  row: Pick<files.FileRow, 'id' | 'storage_key'>,
): Promise<void> {
  const keys = await storedKeysOf(ctx.db, row);
  await files.deleteFile(ctx.db, row.id);
  await removeStoredFile(ctx, keys);
}

export async function retryExtraction(
  ctx: ApiContext,
  caller: ApiCaller,
  homeworkId: number,
  fileId: number,
): Promise<HomeworkFile> {
  const row = await requireHomeworkFile(ctx, caller, homeworkId, fileId);
  if (row.extraction_status !== 'failed')
    throw new AppError('extraction_not_failed', 'Only a failed extraction can be retried');
  await ctx.db.transaction(async (tx) => {
    await files.setExtractionState(tx, fileId, { status: 'pending' });
    await queueReading(ctx, tx, fileId, homeworkId, true);
  });
  return presentFile(
    ctx,
    { ...row, extraction_status: 'pending', extraction_error: null },
    caller.session,
  );
}
