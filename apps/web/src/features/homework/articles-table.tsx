import type { ArticleSummary, HomeworkFile } from '@essay/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExtractionCell } from './extraction-cell.tsx';
import { DeleteEssayButton } from './delete-essay-button.tsx';
import { ARTICLE_STATUS_KEYS } from '../../lib/grading/status-labels.ts';
import { StudentNameInput } from './student-name-input.tsx';

export interface ArticlesTableProps {
  homeworkId: number;
  articles: readonly ArticleSummary[];
  files: readonly HomeworkFile[];
  /** id of a <datalist> of the names not yet given to an essay. */
  suggestions: string;
  onChanged: () => void;
}

const EXCERPT_CHARS = 120;

/** The students/articles table of the submission status page (spec §2). */
export function ArticlesTable({
  homeworkId,
  articles,
  files,
  suggestions,
  onChanged,
}: ArticlesTableProps) {
  const { t } = useTranslation();
  return (
    <table className="table articles-table">
      <caption className="visually-hidden">{t('homework.status.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('homework.status.studentName')}</th>
          <th scope="col">{t('homework.status.title')}</th>
          <th scope="col">{t('homework.status.file')}</th>
          <th scope="col">{t('homework.status.text')}</th>
          <th scope="col">{t('homework.status.extraction')}</th>
          <th scope="col">{t('homework.status.articleStatus')}</th>
          <th scope="col">{t('homework.status.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {articles.length === 0 ? (
          <tr>
            <td colSpan={7} className="muted">
              {t('homework.status.empty')}
            </td>
          </tr>
        ) : (
          articles.map((article) => {
            const own = files.filter((file) => file.article_id === article.id);
            return (
              <tr key={article.id} data-testid={`article-${article.id}`}>
                <td>
                  <StudentNameInput
                    article={article}
                    suggestions={suggestions}
                    onSaved={onChanged}
                  />
                </td>
                <td>{article.title}</td>
                <td>
                  {article.file_url ? (
                    <a href={article.file_url} download={article.file_name ?? undefined}>
                      {article.file_name}
                    </a>
                  ) : null}
                  {own.length > 1 && (
                    <span className="muted">
                      {' '}
                      {t('homework.status.pages', { count: own.length })}
                    </span>
                  )}
                </td>
                <td className="article-text">
                  {article.content_preview === '' ? (
                    <span className="muted">{t('homework.status.noText')}</span>
                  ) : (
                    <span title={article.content_preview}>
                      {article.content_preview.length > EXCERPT_CHARS
                        ? `${article.content_preview.slice(0, EXCERPT_CHARS)}…`
                        : article.content_preview}
                    </span>
                  )}
                </td>
                <td>
                  <ExtractionCell
                    homeworkId={homeworkId}
                    article={article}
                    files={own}
                    onRetried={onChanged}
                  />
                </td>
                <td>
                  {t(ARTICLE_STATUS_KEYS[article.status])}
                  {article.status === 'graded' && (
                    <>
                      {article.score !== null && (
                        <span className="muted"> ({article.level_label ?? article.score})</span>
                      )}{' '}
                      <Link to={`/aipaper/${homeworkId}/${article.id}`}>
                        {t('homework.status.report')}
                      </Link>
                    </>
                  )}
                  {article.status === 'failed' && article.failure_reason && (
                    <span className="extraction-reason">{article.failure_reason}</span>
                  )}
                </td>
                <td>
                  <DeleteEssayButton article={article} onDeleted={onChanged} />
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}
