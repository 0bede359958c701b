import type { ImagePage } from '@essay/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';

export interface SortablePageProps {
  page: ImagePage;
  number: number;
  content: string;
  canRemove: boolean;
  onContent: (content: string) => void;
  onRemove: () => void;
}

/** One page of the edit dialog: drag handle (pointer or keyboard), name, preview, text, remove. */
export function SortablePage({
  page,
  number,
  content,
  canRemove,
  onContent,
  onRemove,
}: SortablePageProps) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: page.id });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
  };
  const textId = `dialog-page-text-${page.id}`;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`sortable-page${isDragging ? ' dragging' : ''}`}
      data-page-id={page.id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="drag-handle"
        aria-label={t('report.dialog.handle', { number })}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <img src={page.url} alt={t('report.pageAlt', { number, file: page.file_name })} />
      <div className="sortable-page-body">
        <p className="file-name">
          {number}. {page.file_name}
        </p>
        <label htmlFor={textId} className="visually-hidden">
          {t('report.pageText', { number })}
        </label>
        <textarea
          id={textId}
          rows={5}
          value={content}
          onChange={(event) => onContent(event.target.value)}
        />
      </div>
      <button
        type="button"
        className="button small secondary danger"
        disabled={!canRemove}
        onClick={onRemove}
      >
        {t('report.dialog.remove', { number })}
      </button>
    </li>
  );
}
