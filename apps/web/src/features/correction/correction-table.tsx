import { REVIEW_REASON_LABELS, type ArticleSummary } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { ArticleTitleField } from '../../components/article-title-field.tsx';
import { isOverridden, levelText } from './level-text.ts';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';
import { essayLabel } from '../../lib/essay-label.ts';

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
  const say = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  const nameOf = (article: ArticleSummary) => article.student_name || t('correction.table.noName');
  const columns: Column<ArticleSummary>[] = [
    { key: 'number', header: t('correction.table.number'), cell: (_, index) => index + 1 },
    {
      key: 'class',
      header: t('correction.table.class'),
      cell: (article) => article.class_name ?? '—',
    },
    { key: 'name', header: t('correction.table.name'), cell: nameOf },
    {
      key: 'title',
      header: t('correction.table.title'),
      className: 'title',
      cell: (article) => (
        <ArticleTitleField
          article={article}
          label={t('correction.table.editTitle', { name: essayLabel(article, say) })}
        />
      ),
    },
    {
      key: 'fileName',
      header: t('correction.table.fileName'),
      className: 'file-name',
      cell: (article) => article.file_name ?? '—',
    },
    {
      key: 'rawFile',
      header: t('correction.table.rawFile'),
      cell: (article) =>
        article.file_url ? (
          <a
            className="icon-link"
            href={article.file_url}
            download={article.file_name ?? true}
            aria-label={t('correction.table.downloadLabel', { name: nameOf(article) })}
          >
            <Icon name="download" size={18} />
            <span>{t('correction.table.download')}</span>
          </a>
        ) : (
          '—'
        ),
    },
    {
      key: 'score',
      header: t('correction.table.score'),
      className: 'score',
      cell: (article) => (
        <>
          {levelText(article, locale, (key, vars) => t(key, vars ?? {}))}
          {isOverridden(article) && (
            <span className="override-mark"> {t('correction.changedByTeacher')}</span>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: t('correction.table.status'),
      className: (article) => `article-status article-status-${article.status}`,
      cell: (article) => (
        <>
          <span className="status-label">{t(ARTICLE_STATUS_KEYS[article.status])}</span>
          {article.status === 'graded' && (
            <Link
              className="report-link"
              to={`/aipaper/${homeworkId}/${article.id}`}
              aria-label={t('correction.table.reportLabel', { name: nameOf(article) })}
            >
              {t('correction.table.report')}
            </Link>
          )}
          {article.transcript_unconfirmed && article.status !== 'graded' && (
            <Link
              className="transcript-waiting"
              to={`/aipaper/${homeworkId}/${article.id}`}
              aria-label={t('correction.table.reviewTranscript', { name: nameOf(article) })}
            >
              {t('correction.table.waitingTranscript')}
            </Link>
          )}
          {article.status === 'failed' && article.failure_reason && (
            <span className="failure-reason">
              {t('correction.table.failureReason', { reason: article.failure_reason })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'review',
      header: t('correction.table.review'),
      className: 'review',
      cell: (article) =>
        article.review_reasons.length === 0 ? (
          t('correction.table.reviewNone')
        ) : (
          <span className="review-flag">
            {article.review_reasons
              .map((reason) => REVIEW_REASON_LABELS[reason][locale])
              .join('、')}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      className="correction-table"
      caption={t('correction.table.caption', { name: homeworkName })}
      columns={columns}
      rows={articles}
      rowProps={(article) => ({ 'data-article-id': article.id })}
      empty={t('correction.table.empty')}
    />
  );
}
