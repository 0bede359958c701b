import { first, run, sql, statement, type Db } from '@essay/db';
import { q } from '../../db/tables.ts';
import type { StoredPage } from './files.repository.ts';

/** A page of a reading under way: its text, and the stored page when OCR read it. */
export interface PageRead {
  pageIndex: number;
  text: string;
  page: StoredPage | null;
}

/**
 * Starts a new reading of a file: the next reading number, state running, progress unknown, and
 * the pages of any earlier reading dropped. A page job of an earlier reading then does nothing.
 */
export async function startReading(db: Db, fileId: number): Promise<number> {
  await run(db, q.deleteFrom('api.file_page_reads').where('file_id', '=', fileId));
  const row = await first(
    db,
    q
      .updateTable('api.homework_files')
      .set((eb) => ({
        extraction_run: eb('extraction_run', '+', 1),
        extraction_status: 'running',
        extraction_error: null,
        pages_total: null,
        pages_read: 0,
      }))
      .where('id', '=', fileId)
      .returning('extraction_run'),
  );
  return row?.extraction_run ?? 0;
}

/** The file's reading, its row locked until the transaction ends (one page job finishes a file). */
export async function lockReading(db: Db, fileId: number) {
  return first(
    db,
    q
      .selectFrom('api.homework_files')
      .select(['extraction_run', 'extraction_status', 'pages_total', 'pages_read'])
      .where('id', '=', fileId)
      .forUpdate(),
  );
}

/**
 * The file has `total` pages (null: a Word file, not in pages); `done` are those already read (a
 * PDF's text layer, or every page of a file read at once).
 */
export async function planPages(
  db: Db,
  fileId: number,
  reading: number,
  total: number | null,
  done: PageRead[],
): Promise<void> {
  for (const read of done) await addPageRead(db, fileId, reading, read);
  await run(
    db,
    q
      .updateTable('api.homework_files')
      .set({ pages_total: total, pages_read: done.length })
      .where('id', '=', fileId),
  );
}

export const hasPageRead = async (db: Db, fileId: number, reading: number, pageIndex: number) =>
  (await first(
    db,
    q
      .selectFrom('api.file_page_reads')
      .select('page_index')
      .where('file_id', '=', fileId)
      .where('run', '=', reading)
      .where('page_index', '=', pageIndex),
  )) !== undefined;

/** Records one page of the reading (once: a second record of it is ignored). */
export const addPageRead = statement((fileId: number, reading: number, read: PageRead) =>
  q
    .insertInto('api.file_page_reads')
    .values({
      file_id: fileId,
      run: reading,
      page_index: read.pageIndex,
      text: read.text,
      page: read.page ? JSON.stringify(read.page) : null,
    })
    .onConflict((oc) => oc.doNothing()),
);

/** Counts the reading's pages into the file's progress; answers how many are read. */
export async function countPagesRead(db: Db, fileId: number, reading: number): Promise<number> {
  const row = await first(
    db,
    q
      .updateTable('api.homework_files')
      .set({
        pages_read: sql<number>`(SELECT count(*)::int FROM api.file_page_reads WHERE file_id = ${fileId} AND run = ${reading})`,
      })
      .where('id', '=', fileId)
      .returning('pages_read'),
  );
  return row?.pages_read ?? 0;
}

/** The reading's pages in page order. */
export async function listPageReads(db: Db, fileId: number, reading: number): Promise<PageRead[]> {
  const rows = await run(
    db,
    q
      .selectFrom('api.file_page_reads')
      .select(['page_index', 'text', 'page'])
      .where('file_id', '=', fileId)
      .where('run', '=', reading)
      .orderBy('page_index'),
  );
  return rows.map((row) => ({
    pageIndex: row.page_index,
    text: row.text,
    page: row.page as StoredPage | null,
  }));
}

export const clearPageReads = statement((fileId: number) =>
  q.deleteFrom('api.file_page_reads').where('file_id', '=', fileId),
);
