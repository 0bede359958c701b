import type { ModelArticle } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { levelOf } from './model-essay-level.ts';

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
    <table className="table model-essay-table">
      <caption className="visually-hidden">{t('modelEssay.table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('modelEssay.table.title')}</th>
          <th scope="col">{t('modelEssay.table.homework')}</th>
          <th scope="col">{t('modelEssay.table.student')}</th>
          <th scope="col">{t('modelEssay.table.level')}</th>
          <th scope="col">{t('modelEssay.table.showName')}</th>
          <th scope="col">{t('modelEssay.table.action')}</th>
        </tr>
      </thead>
      <tbody>
        {essays.length === 0 ? (
          <tr>
            <td colSpan={6} className="muted">
              {t('modelEssay.table.empty')}
            </td>
          </tr>
        ) : (
          essays.map((essay) => (
            <tr key={essay.id}>
              <td>{essay.title}</td>
              <td>{essay.homework_name}</td>
              <td>{essay.student_name}</td>
              <td>{levelOf(essay) ?? t('modelEssay.noLevel')}</td>
              <td>
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
              </td>
              <td>
                <div className="model-essay-actions">
                  <button
                    type="button"
                    className="button small secondary"
                    aria-label={t('modelEssay.table.viewOf', {
                      title: essay.title,
                      student: essay.student_name,
                    })}
                    onClick={() => onView(essay)}
                  >
                    {t('modelEssay.table.view')}
                  </button>
                  <button
                    type="button"
                    className="button small danger"
                    aria-label={t('modelEssay.table.deleteOf', {
                      title: essay.title,
                      student: essay.student_name,
                    })}
                    onClick={() => onDelete(essay)}
                  >
                    {t('modelEssay.table.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
