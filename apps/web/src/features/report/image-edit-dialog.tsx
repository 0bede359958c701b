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
import {
  GradingConfirm,
  useGradingConfirm,
  type GradingCall,
} from '../../components/grading-confirm.tsx';
import { Button } from '../../components/ui/button.tsx';
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
  /** The re-correction (`useRegrade`), started once its cost is confirmed. */
  regrade: GradingCall;
  onClose: () => void;
}

/** The raw-image edit dialog of spec §2: sortable pages, their text, save and re-correct. */
export function ImageEditDialog(props: ImageEditDialogProps) {
  const { open, article, setting, state, regrade, onClose } = props;
  const { t } = useTranslation();
  const { ordered, draft, setDraft, dirty, save } = state;
  // Cost before commitment (issue 12): the re-correction's essays, free ones and points.
  const regradeConfirm = useGradingConfirm(regrade, {
    title: t('report.dialog.regrade'),
    question: t('report.regradeConfirm'),
    target: { articleId: article.id },
  });
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
  const busy = save.isPending || regrade.isPending;
  return (
    <>
      <Modal
        open={open}
        title={t('report.dialog.title')}
        description={t('report.dialog.description')}
        onDismiss={onClose}
        footer={
          <>
            <Button tone="secondary" onClick={onClose} disabled={busy}>
              {t('report.dialog.close')}
            </Button>
            <Button tone="secondary" disabled={!dirty || busy} onClick={() => save.mutate()}>
              {t('report.dialog.save')}
            </Button>
            <Button tone="primary" disabled={busy} onClick={regradeConfirm.ask}>
              {t('report.dialog.regrade')}
            </Button>
          </>
        }
      >
        <div className="grading-cost">
          <p>
            {t('report.dialog.freeLeft', {
              count: freeGradingsLeft(setting, article.grading_count),
            })}
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
      <GradingConfirm {...regradeConfirm.dialog} />
    </>
  );
}
