import { useTranslation } from 'react-i18next';
import type { AddibleArticle } from './model-essays-api.ts';
import { levelOf } from './model-essay-level.ts';

export interface AddibleTableProps {
  essays: readonly AddibleArticle[];
  chosen: ReadonlySet<number>;
  onToggle: (articleId: number) => void;
}

/** The graded essays of the add dialog, each with a tick box named after the essay. */
export function AddibleTable({ essays, chosen, onToggle }: AddibleTableProps) {
  const { t } = useTranslation();
  if (essays.length === 0) return <p className="muted">{t('modelEssay.add.empty')}</p>;
  return (
    <div className="addible-scroll" tabIndex={0} aria-label={t('modelEssay.add.listLabel')}>
      <table className="table addible-table">
        <caption className="visually-hidden">{t('modelEssay.add.listLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('modelEssay.add.choose')}</th>
            <th scope="col">{t('modelEssay.table.title')}</th>
            <th scope="col">{t('modelEssay.table.homework')}</th>
            <th scope="col">{t('modelEssay.table.student')}</th>
            <th scope="col">{t('modelEssay.table.level')}</th>
          </tr>
        </thead>
        <tbody>
          {essays.map((essay) => (
            <tr key={essay.article_id}>
              <td>
                <input
                  type="checkbox"
                  checked={chosen.has(essay.article_id)}
                  aria-label={t('modelEssay.add.chooseOf', {
                    title: essay.title,
                    student: essay.student_name,
                  })}
                  onChange={() => onToggle(essay.article_id)}
                />
              </td>
              <td>{essay.title}</td>
              <td>{essay.homework_name}</td>
              <td>{essay.student_name}</td>
              <td>{levelOf(essay) ?? t('modelEssay.noLevel')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
