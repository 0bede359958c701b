import type { ModelArticle } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { essayColumns } from './model-essay-columns.tsx';

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
  const columns: Column<ModelArticle>[] = [
    ...essayColumns<ModelArticle>(t),
    {
      key: 'showName',
      header: t('modelEssay.table.showName'),
      cell: (essay) => (
        <input
          type="checkbox"
          checked={saving?.id === essay.id ? saving.showName : essay.show_name}
          disabled={saving?.id === essay.id}
          aria-label={t('modelEssay.table.showNameOf', {
            title: essay.title,
            student: essay.student_name,
          })}
          onChange={(event) => onShowNameChange(essay, event.target.checked)}
        />
      ),
    },
    {
      key: 'action',
      header: t('modelEssay.table.action'),
      cell: (essay) => (
        <div className="model-essay-actions">
          {(['view', 'delete'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'view' ? 'button small secondary' : 'button small danger'}
              aria-label={t(`modelEssay.table.${action}Of`, {
                title: essay.title,
                student: essay.student_name,
              })}
              onClick={() => (action === 'view' ? onView(essay) : onDelete(essay))}
            >
              {t(`modelEssay.table.${action}`)}
            </button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <DataTable
      className="model-essay-table"
      caption={t('modelEssay.table.caption')}
      columns={columns}
      rows={essays}
      rowKey={(essay) => essay.id}
      empty={t('modelEssay.table.empty')}
    />
  );
}
