import type { ErasurePreview } from '@essay/contracts';
import { useTranslation } from 'react-i18next';

/**
 * Exactly what an erasure deletes (issue 41), by homework: each essay with its files, page images
 * and report, and the account; or why it would be refused, before anything is asked.
 */
export function ErasurePreviewList({ preview }: { preview: ErasurePreview }) {
  const { t } = useTranslation();
  return (
    <div className="erasure-preview">
      <p>
        {t('studentData.preview.summary', {
          essays: preview.essays,
          files: preview.files,
          reports: preview.reports,
        })}
      </p>
      {preview.homeworks.length > 0 && (
        <ul aria-label={t('studentData.preview.listLabel')}>
          {preview.homeworks.map((homework) => (
            <li key={homework.homework_id}>
              <strong>{homework.homework_name}</strong>
              <ul>
                {homework.essays.map((essay) => (
                  <li key={essay.id}>
                    {t('studentData.preview.essay', {
                      title: essay.title || `#${essay.id}`,
                      files: essay.files,
                      pages: essay.pages,
                    })}
                    {essay.report ? ` ${t('studentData.preview.withReport')}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p>{t('studentData.preview.account', { id: preview.student.id })}</p>
      {preview.refusal && (
        <p role="alert" className="form-error">
          {t(`studentData.preview.refusal.${preview.refusal}`)}
        </p>
      )}
    </div>
  );
}
