import type { FileKind, PageLayout, SheetMarks, Span } from '@essay/contracts';
import {
  countQuery,
  findQuery,
  listQuery,
  rowCount,
  run,
  sql,
  statement,
  type Db,
  type Selectable,
} from '@essay/db';
import { q, type HomeworkFilesTable } from '../../db/tables.ts';

/** A file as lists show it: its columns, and the start of its text in place of the whole. */
export type FileRow = Omit<Selectable<HomeworkFilesTable>, 'text' | 'created_at'> & {
  /** The start of the extracted text; the full text is read only where one essay is built. */
  text_preview: string | null;
  /** Its first page's sheet marks and layout (issue 43 §2): how the arrangement pairs two sides. */
  sheet: SheetMarks | null;
  layout: PageLayout | null;
};

/** Characters of a file's text that lists carry. */
export const TEXT_PREVIEW_CHARS = 200;
const FILE_COLUMNS = [
  'id',
  'homework_id',
  'file_name',
  'kind',
  'content_type',
  'size',
  'sha256',
  'storage_key',
  'article_id',
  'position',
  'extraction_status',
  'extraction_error',
  'extraction_run',
  'pages_total',
  'pages_read',
] as const;
const textPreview = sql<string | null>`left(text, ${sql.lit(TEXT_PREVIEW_CHARS)})`.as(
  'text_preview',
);

/**
 * How many files of the essay `a` (the enclosing query's alias for api.articles) are in these
 * extraction states: a column for that query's select list.
 */
export function countEssayFiles(states: Selectable<HomeworkFilesTable>['extraction_status'][]) {
  return q
    .selectFrom('api.homework_files as x')
    .select(rowCount.as('n'))
    .where('x.article_id', '=', sql.ref<number>('a.id'))
    .where('x.extraction_status', 'in', states)
    .$narrowType<{ n: number }>();
}

/** A column of the file's first page read (the enclosing query's api.homework_files). */
const firstPage = (column: 'sheet' | 'layout') =>
  q
    .selectFrom('api.file_pages as sp')
    .select(`sp.${column}`)
    .where('sp.file_id', '=', sql.ref<number>('api.homework_files.id'))
    .orderBy('sp.page_index')
    .limit(1)
    .as(column);

function selectFiles() {
  return q
    .selectFrom('api.homework_files')
    .select(FILE_COLUMNS)
    .select(textPreview)
    .select(firstPage('sheet'))
    .select(firstPage('layout'))
    .$narrowType<{ sheet: SheetMarks | null; layout: PageLayout | null }>();
}

export const insertFile = findQuery(
  (file: {
    homeworkId: number;
    fileName: string;
    kind: FileKind;
    contentType: string;
    size: number;
    sha256: string;
    storageKey: string;
  }) =>
    q
      .insertInto('api.homework_files')
      .values({
        homework_id: file.homeworkId,
        file_name: file.fileName,
        kind: file.kind,
        content_type: file.contentType,
        size: file.size,
        sha256: file.sha256,
        storage_key: file.storageKey,
      })
      .returning(FILE_COLUMNS)
      .returning(textPreview),
  // a file just uploaded has no page read yet
  (row): FileRow => ({ ...row!, sheet: null, layout: null }),
);

export const countUnarrangedFiles = countQuery((homeworkId: number) =>
  q
    .selectFrom('api.homework_files')
    .select(rowCount.as('n'))
    .where('homework_id', '=', homeworkId)
    .where('article_id', 'is', null),
);

export const listHomeworkFiles = listQuery((homeworkId: number, onlyUnarranged: boolean) =>
  selectFiles()
    .where('homework_id', '=', homeworkId)
    .$if(onlyUnarranged, (qb) => qb.where('article_id', 'is', null))
    .orderBy('id'),
);

export const listArticleFiles = listQuery((articleId: number) =>
  selectFiles().where('article_id', '=', articleId).orderBy('position').orderBy('id'),
);

export const findFile = findQuery((id: number) => selectFiles().where('id', '=', id));

/** A homework's task: its rubric, name and instructions (see expectedLanguage). */
export const findHomeworkTask = findQuery((homeworkId: number) =>
  q
    .selectFrom('api.homeworks')
    .select(['rubric', 'name', 'instructions'])
    .where('id', '=', homeworkId),
);

export const findHomeworkFile = findQuery((homeworkId: number, id: number) =>
  selectFiles().where('id', '=', id).where('homework_id', '=', homeworkId),
);

export const deleteFile = statement((id: number) =>
  q.deleteFrom('api.homework_files').where('id', '=', id),
);

export const setExtractionState = statement(
  (
    id: number,
    state: { status: FileRow['extraction_status']; error?: string | null; text?: string | null },
  ) =>
    q
      .updateTable('api.homework_files')
      .set((eb) => ({
        extraction_status: state.status,
        extraction_error: state.error ?? null,
        text: eb.fn.coalesce(eb.val(state.text ?? null), eb.ref('text')),
      }))
      .where('id', '=', id),
);

/** Storage keys of a file's page images (OCR'd pages), to remove them from disk. */
export const listPageImageKeys = listQuery(
  (fileId: number) =>
    q.selectFrom('api.file_pages').select('image_key').where('file_id', '=', fileId),
  (row) => row.image_key,
);

/**
 * A page as stored: what was read, by which OCR engine, why it fell back, the spans the reader
 * doubted (null: not recorded) and what reading it cost.
 */
export interface StoredPage {
  imageKey: string;
  text: string;
  confidence: number | null;
  ocrEngine?: 'tesseract' | 'ppocr' | 'llm-vision';
  ocrNote?: string | null;
  blank?: boolean;
  uncertain?: Span[];
  /** What the sheet's print told (issue 43 §2, §3); null: not read as a handwritten sheet. */
  sheet?: SheetMarks | null;
  /** How the page was written and lay (issue 43 §1); null: not read as handwriting. */
  layout?: PageLayout | null;
  usage?: { inputTokens: number; outputTokens: number; cost: number };
}

export async function replacePages(db: Db, fileId: number, pages: StoredPage[]): Promise<void> {
  await run(db, q.deleteFrom('api.file_pages').where('file_id', '=', fileId));
  for (const [index, page] of pages.entries()) {
    await run(
      db,
      q.insertInto('api.file_pages').values({
        file_id: fileId,
        page_index: index,
        image_key: page.imageKey,
        text: page.text,
        confidence: page.confidence,
        uncertain: page.uncertain ? JSON.stringify(page.uncertain) : null,
        sheet: page.sheet ? JSON.stringify(page.sheet) : null,
        layout: page.layout ? JSON.stringify(page.layout) : null,
        ocr_engine: page.ocrEngine ?? 'tesseract',
        ocr_note: page.ocrNote ?? null,
        blank: page.blank ?? false,
        input_tokens: page.usage?.inputTokens ?? 0,
        output_tokens: page.usage?.outputTokens ?? 0,
        cost: page.usage?.cost ?? 0,
      }),
    );
  }
}

export const assignFileToArticle = statement(
  (fileId: number, articleId: number, position: number) =>
    q
      .updateTable('api.homework_files')
      .set({ article_id: articleId, position })
      .where('id', '=', fileId),
);

/** The file waits for arrangement again (taken out of its essay). */
export const detachFile = statement((fileId: number) =>
  q
    .updateTable('api.homework_files')
    .set({ article_id: null, position: 0 })
    .where('id', '=', fileId),
);
