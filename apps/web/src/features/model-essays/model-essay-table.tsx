import type { ModelArticle } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { EssayTable, tickColumn } from './essay-table.tsx';
import { essayLabel } from '../../lib/essay-label.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;
const nameOf = (essay: ModelArticle, t: Translate) => ({
  title: essayLabel(essay, t),
  student: essay.student_name,
});

export interface ModelEssayTableProps {
  essays: readonly ModelArticle[];
  onView: (essay: ModelArticle) => void;
  onDelete: (essay: ModelArticle) => void;
  onShowNameChange: (essay: ModelArticle, showName: boolean) => void;
  /** The show-name change being saved, shown at once so the box answers the click. */
  saving: { id: number; showName: boolean } | null;
}

/** The teacher's model essays: title, homework, student, level, show-name toggle, view, delete. */
export function ModelEssayTable({
  essays,
  onView,
  onDelete,
  onShowNameChange,
  saving,
}: ModelEssayTableProps) {
  const { t } = useTranslation();
  return (
    <EssayTable
      caption={t('modelEssay.table.caption')}
      rows={essays}
      empty={t('modelEssay.table.empty')}
      after={[
        tickColumn({
          key: 'showName',
          header: t('modelEssay.table.showName'),
          label: (essay) =>
            t(
              'modelEssay.table.showNameOf',
              nameOf(essay, (key, vars) => t(key, vars ?? {})),
            ),
          checked: (essay) => (saving?.id === essay.id ? saving.showName : essay.show_name),
          disabled: (essay) => saving?.id === essay.id,
          onChange: onShowNameChange,
        }),
      ]}
      actions={[
        {
          text: t('modelEssay.table.view'),
          label: (essay) =>
            t(
              'modelEssay.table.viewOf',
              nameOf(essay, (key, vars) => t(key, vars ?? {})),
            ),
          tone: 'secondary',
          onClick: onView,
        },
        {
          text: t('modelEssay.table.delete'),
          label: (essay) =>
            t(
              'modelEssay.table.deleteOf',
              nameOf(essay, (key, vars) => t(key, vars ?? {})),
            ),
          tone: 'danger',
          onClick: onDelete,
        },
      ]}
    />
  );
}
