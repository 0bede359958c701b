import { REVIEW_REASON_LABELS, type ArticleSummary } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { ArticleTitleField } from '../../components/article-title-field.tsx';
import { isOverridden, levelText } from './level-text.ts';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';

export interface CorrectionTableProps {
  homeworkId: number;
  homeworkName: string;
  articles: readonly ArticleSummary[];
}

/**
 * Spec §2 /aicheck table: number, class, name, file name, raw file, score, status (with the
 * report link when graded). Class is only for student-submission homework; teacher-upload
 * homework (the only kind offered) shows a dash.
 */
export function CorrectionTable({ homeworkId, homeworkName, articles }: CorrectionTableProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <table className="table correction-table">
      <caption className="visually-hidden">
        {t('correction.table.caption', { name: homeworkName })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('correction.table.number')}</th>
          <th scope="col">{t('correction.table.class')}</th>
          <th scope="col">{t('correction.table.name')}</th>
          <th scope="col">{t('correction.table.title')}</th>
          <th scope="col">{t('correction.table.fileName')}</th>
          <th scope="col">{t('correction.table.rawFile')}</th>
          <th scope="col">{t('correction.table.score')}</th>
          <th scope="col">{t('correction.table.status')}</th>
          <th scope="col">{t('correction.table.review')}</th>
        </tr>
      </thead>
      <tbody>
        {articles.length === 0 ? (
          <tr>
            <td colSpan={9} className="muted">
              {t('correction.table.empty')}
            </td>
          </tr>
        ) : (
          articles.map((article, index) => {
            const name = article.student_name || t('correction.table.noName');
            return (
              <tr key={article.id} data-article-id={article.id}>
                <td>{index + 1}</td>
                <td>{article.class_name ?? '—'}</td>
                <td>{name}</td>
                <td className="title">
                  <ArticleTitleField
                    article={article}
                    label={t('correction.table.editTitle', { name: article.title })}
                  />
                </td>
                <td className="file-name">{article.file_name ?? '—'}</td>
                <td>
                  {article.file_url ? (
                    <a
                      className="icon-link"
                      href={article.file_url}
                      download={article.file_name ?? true}
                      aria-label={t('correction.table.downloadLabel', { name })}
                    >
                      <Icon name="download" size={18} />
                      <span>{t('correction.table.download')}</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="score">
                  {levelText(article, locale, (key, vars) => t(key, vars ?? {}))}
                  {isOverridden(article) && (
                    <span className="override-mark"> {t('correction.changedByTeacher')}</span>
                  )}
                </td>
                <td className={`article-status article-status-${article.status}`}>
                  <span className="status-label">{t(ARTICLE_STATUS_KEYS[article.status])}</span>
                  {article.status === 'graded' && (
                    <Link
                      className="report-link"
                      to={`/aipaper/${homeworkId}/${article.id}`}
                      aria-label={t('correction.table.reportLabel', { name })}
                    >
                      {t('correction.table.report')}
                    </Link>
                  )}
                  {article.status === 'failed' && article.failure_reason && (
                    <span className="failure-reason">
                      {t('correction.table.failureReason', { reason: article.failure_reason })}
                    </span>
                  )}
                </td>
                <td className="review">
                  {article.review_reasons.length === 0 ? (
                    t('correction.table.reviewNone')
                  ) : (
                    <span className="review-flag">
                      {article.review_reasons
                        .map((reason) => REVIEW_REASON_LABELS[reason][locale])
                        .join('、')}
                    </span>
                  )}
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
