import type { ImagePage } from '@essay/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How the reader took a handwritten page (issue 43 §1), in the teacher's language: written in
 * columns, and whether the photo lay turned. Nothing for an upright page of rows.
 */
export function LayoutNote({ page }: { page: Pick<ImagePage, 'layout'> }) {
  const { t } = useTranslation();
  const layout = page.layout;
  if (!layout || (layout.writing === 'rows' && layout.turned === 0)) return null;
  return (
    <p className="muted ocr-engine layout-note">
      {layout.writing === 'columns' && t('report.readBy.columns')}
      {layout.writing === 'columns' && layout.turned !== 0 && ' '}
      {layout.turned === 180
        ? t('report.readBy.upsideDown')
        : layout.turned !== 0 && t('report.readBy.turned', { degrees: layout.turned })}
    </p>
  );
}
