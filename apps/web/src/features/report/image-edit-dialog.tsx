import type { Article, ProductSetting } from '@essay/contracts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DropPointerSensor } from '../../lib/drop-pointer-sensor.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { moved, withContent } from './image-draft.ts';
import { RemovePageConfirm } from './remove-page-confirm.tsx';
import { freeGradingsLeft } from './report-rules.ts';
import { SortablePage } from './sortable-page.tsx';
import type { ImagePagesState } from './use-image-pages.ts';

export interface ImageEditDialogProps {
  open: boolean;
  article: Article;
  setting: ProductSetting | undefined;
  state: ImagePagesState;
  regrading: boolean;
  onRegrade: () => void;
  onClose: () => void;
}

/** The raw-image edit dialog of spec §2: sortable pages, their text, save and re-correct. */
export function ImageEditDialog(props: ImageEditDialogProps) {
  const { open, article, setting, state, regrading, onRegrade, onClose } = props;
  const { t } = useTranslation();
  const { ordered, draft, setDraft, dirty, save } = state;
  const [removing, setRemoving] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(DropPointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = draft.order.indexOf(Number(active.id));
    const to = draft.order.indexOf(Number(over.id));
    setDraft(moved(draft, from, to));
  };
  const busy = save.isPending || regrading;
  return (
    <Modal
      open={open}
      title={t('report.dialog.title')}
      description={t('report.dialog.description')}
      onDismiss={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose} disabled={busy}>
            {t('report.dialog.close')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={!dirty || busy}
            onClick={() => save.mutate()}
          >
            {t('report.dialog.save')}
          </button>
          <button type="button" className="button primary" disabled={busy} onClick={onRegrade}>
            {t('report.dialog.regrade')}
          </button>
        </>
      }
    >
      <div className="grading-cost">
        <p>
          {t('report.dialog.freeLeft', { count: freeGradingsLeft(setting, article.grading_count) })}
        </p>
        <p>{t('report.dialog.pointsPer', { points: setting?.grade_point_per_article ?? 0 })}</p>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: {
            onDragStart: () => '',
            onDragOver: () => '',
            onDragCancel: () => '',
            onDragEnd: ({ active, over }) =>
              over
                ? t('report.dialog.moved', {
                    from: draft.order.indexOf(Number(active.id)) + 1,
                    to: draft.order.indexOf(Number(over.id)) + 1,
                  })
                : '',
          },
        }}
      >
        <SortableContext items={draft.order} strategy={verticalListSortingStrategy}>
          <ol className="sortable-pages">
            {ordered.map((page, index) => (
              <SortablePage
                key={page.id}
                page={page}
                number={index + 1}
                content={draft.contents[page.id] ?? ''}
                canRemove={ordered.length > 1}
                onContent={(content) => setDraft(withContent(draft, page.id, content))}
                onRemove={() => setRemoving(page.id)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <RemovePageConfirm page={removing} state={state} onClose={() => setRemoving(null)} />
    </Modal>
  );
}
