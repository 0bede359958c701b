import type { Article } from '@essay/contracts';
import { useTranslation } from 'react-i18next';

/** The essay's uploaded file: an image is shown (at most 70vh tall), anything else linked. */
export function UploadedFile({ article }: { article: Article }) {
  const { t } = useTranslation();
  if (!article.file_url) return null;
  const name = article.student_name || article.title;
  return (
    <section className="uploaded-file no-print" aria-labelledby="uploaded-file-title">
      <h2 id="uploaded-file-title">{t('report.uploadedFile')}</h2>
      {article.file_type === 'image' ? (
        <img src={article.file_url} alt={t('report.uploadedFileAlt', { name })} />
      ) : (
        <a href={article.file_url} download={article.file_name ?? true}>
          {article.file_name ?? t('report.downloadRaw')}
        </a>
      )}
    </section>
  );
}
