import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import type { AddibleArticle } from './model-essays-api.ts';
import { essayColumns } from './model-essay-columns.tsx';

export interface AddibleTableProps {
  essays: readonly AddibleArticle[];
  chosen: ReadonlySet<number>;
  onToggle: (articleId: number) => void;
}

/** The graded essays of the add dialog, each with a tick box named after the essay. */
export function AddibleTable({ essays, chosen, onToggle }: AddibleTableProps) {
  const { t } = useTranslation();
  if (essays.length === 0) return <p className="muted">{t('modelEssay.add.empty')}</p>;
  const columns: Column<AddibleArticle>[] = [
    {
      key: 'choose',
      header: t('modelEssay.add.choose'),
      cell: (essay) => (
        <input
          type="checkbox"
          checked={chosen.has(essay.article_id)}
          aria-label={t('modelEssay.add.chooseOf', {
            title: essay.title,
            student: essay.student_name,
          })}
          onChange={() => onToggle(essay.article_id)}
        />
      ),
    },
    ...essayColumns<AddibleArticle>(t),
  ];
  return (
    <div className="addible-scroll" tabIndex={0} aria-label={t('modelEssay.add.listLabel')}>
      <DataTable
        className="addible-table"
        caption={t('modelEssay.add.listLabel')}
        columns={columns}
        rows={essays}
        rowKey={(essay) => essay.article_id}
      />
    </div>
  );
}
