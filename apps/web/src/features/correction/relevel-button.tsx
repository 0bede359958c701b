import { RELEVEL_MIN_OVERRIDES, type ArticleSummary } from '@essay/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOverridden } from './level-text.ts';
import { RelevelDialog } from './relevel-dialog.tsx';

/**
 * Offered once the teacher has levelled enough corrected essays of the homework themselves
 * (`RELEVEL_MIN_OVERRIDES`): re-level the others from those levels, free.
 */
export function RelevelButton({
  homeworkId,
  articles,
}: {
  homeworkId: number;
  articles: readonly ArticleSummary[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const levelled = articles.filter((a) => a.status === 'graded' && isOverridden(a)).length;
  if (levelled < RELEVEL_MIN_OVERRIDES) return null;
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        {t('correction.relevel.open')}
      </button>
      <RelevelDialog homeworkId={homeworkId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
