import type { HomeworkFile } from '@essay/contracts';

/** A homework file read and waiting for arrangement, for the arrangement's tests. */
export function hwFile(
  id: number,
  type: 'image' | 'other',
  more: Partial<HomeworkFile> = {},
): HomeworkFile {
  return {
    id,
    file_name: `f${id}`,
    file_type: type,
    url: '',
    content_type: '',
    size: 1,
    article_id: null,
    position: 0,
    extraction_status: 'done',
    extraction_error: null,
    pages_total: 1,
    pages_read: 1,
    has_text: true,
    text_preview: '',
    ...more,
  };
}
