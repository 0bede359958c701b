import type { HomeworkFile } from '@essay/contracts';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A file the teacher drags between the pool and the essay groups. */
export function DraggableFile({ file, children }: { file: HomeworkFile; children?: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `file-${file.id}`,
    data: { fileId: file.id },
  });
  return (
    <li className="file-chip-row">
      <div
        ref={setNodeRef}
        className={isDragging ? 'file-chip dragging' : 'file-chip'}
        data-testid={`file-chip-${file.file_name}`}
        {...listeners}
        {...attributes}
      >
        <span className={`file-kind file-kind-${file.file_type}`}>
          {t(
            file.file_type === 'image'
              ? 'homework.upload.kind.image'
              : 'homework.upload.kind.document',
          )}
        </span>
        <span className="file-chip-name">{file.file_name}</span>
        {file.extraction_status === 'failed' && (
          <span className="field-error">{t('homework.status.extractionFailed')}</span>
        )}
      </div>
      {children}
    </li>
  );
}

export interface DropAreaProps {
  id: string;
  label: string;
  /** Groups holding a Word/PDF take no more files: a drop there is refused with a message. */
  refuses?: boolean;
  className: string;
  children: ReactNode;
}

/** A region files can be dropped on. */
export function DropArea({ id, label, refuses = false, className, children }: DropAreaProps) {
  const { setNodeRef, isOver } = useDroppable({ id });
  const over = isOver ? (refuses ? ' drop-refused' : ' drop-over') : '';
  return (
    <section
      ref={setNodeRef}
      aria-label={label}
      className={`${className}${over}`}
      data-testid={`drop-${id}`}
    >
      {children}
    </section>
  );
}
