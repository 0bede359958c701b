import { useTranslation } from 'react-i18next';
import type { AddibleArticle } from './model-essays-api.ts';
import { EssayTable, tickColumn } from './essay-table.tsx';
import { essayLabel } from '../../lib/essay-label.ts';

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
      <EssayTable
        className="addible-table"
        caption={t('modelEssay.add.listLabel')}
        rows={essays}
        rowKey={(essay) => essay.article_id}
        before={[
          tickColumn<AddibleArticle>({
            key: 'choose',
            header: t('modelEssay.add.choose'),
            label: (essay) =>
              t('modelEssay.add.chooseOf', {
                title: essayLabel(essay, (key, vars) => t(key, vars ?? {})),
                student: essay.student_name,
              }),
            checked: (essay) => chosen.has(essay.article_id),
            onChange: (essay) => onToggle(essay.article_id),
          }),
        ]}
      />
    </div>
  );
}
